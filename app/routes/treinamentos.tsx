import { useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { allFeaturesAction, CtaBand } from "~/components/sections/cta-band";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TutorialCarousel } from "~/components/tutorials/tutorial-carousel";
import { openOnPlainClick, type PlayableVideo, VideoDialog } from "~/components/tutorials/video-dialog";
import { buttonClass } from "~/components/ui/button";
import { FilterPills } from "~/components/ui/filter-pill";
import { pages } from "~/content/pages";
import { tutorials, tutorialTabs } from "~/content/tutorials";
import type { PageHandle } from "~/lib/page-handle";
import { seo, siteUrlFrom } from "~/lib/seo";
import { readTab, TAB_PARAM, tabHref, tutorialsForTab } from "~/lib/tutorials";
import { parseVideoUrl } from "~/lib/video";
import type { Route } from "./+types/treinamentos";

const PATH = pages.tutorials;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: "Treinamentos: tutoriais em vídeo do sistema",
    description:
      `Aprenda a configurar a loja, gerenciar pedidos, criar campanhas no WhatsApp e receber pagamentos com os ${loaderData?.total ?? ""} tutoriais em vídeo da Gama Delivery.`.replace(
        "  ",
        " ",
      ),
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    image: "treinamentos",
  });

function playable(video: { title: string; url: string }): PlayableVideo[] {
  const id = parseVideoUrl(video.url);
  return id ? [{ id, title: video.title, url: video.url }] : [];
}

/** The tab comes from `?categoria=`; an absent or unknown value shows the first tab. */
/** The tab is the one parameter the page reads. */
export const handle: PageHandle = { searchParams: [TAB_PARAM] };

export function loader({ url }: Route.LoaderArgs) {
  const tab = readTab(url.searchParams, tutorialTabs);
  return {
    tab: { id: tab.id, name: tab.name },
    tabs: tutorialTabs.map(({ id, name }) => ({ key: id, label: name, to: tabHref(PATH, tutorialTabs, id) })),
    videos: tutorialsForTab(tab, tutorials).flatMap(playable),
    first: tutorials.slice(0, 1).flatMap(playable)[0],
    total: tutorials.length,
  };
}

export default function Treinamentos({ loaderData }: Route.ComponentProps) {
  const { tab, tabs, videos, first, total } = loaderData;
  const [playing, setPlaying] = useState<PlayableVideo | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (video: PlayableVideo, from: HTMLElement) => {
    opener.current = from;
    setPlaying(video);
  };
  const close = () => {
    setPlaying(null);
    opener.current?.focus();
    opener.current = null;
  };

  return (
    <>
      <HeroBand container="max-w-7xl py-14 lg:py-20">
        <HeroHeading
          eyebrow="Treinamentos"
          title="Aprenda a usar a Gama Delivery no seu ritmo"
          lead={`${total} tutoriais em vídeo, curtos e direto ao ponto: da primeira configuração da loja aos pedidos, pagamentos, campanhas no WhatsApp e integrações.`}
        />
        {first ? (
          <a
            href={first.url}
            onClick={(event) => openOnPlainClick(event, (from) => open(first, from))}
            className={buttonClass("primary", "lg", "mt-8")}
          >
            <Icon name="play" className="size-5" />
            Começar Agora
          </a>
        ) : null}
      </HeroBand>

      <Section id="videos" title="Tutoriais por assunto" titleClass="sr-only" padding="py-12">
        <FilterPills label="Categorias de tutoriais" choices={tabs} current={tab.id} />

        <div className="mt-10">
          <TutorialCarousel
            // A new tab starts at its first video.
            key={tab.id}
            id="lista-de-tutoriais"
            label={`Vídeos de ${tab.name}`}
            videos={videos}
            onOpen={open}
          >
            <h3 className="text-2xl font-bold tracking-tight">{tab.name}</h3>
            <p aria-live="polite" className="mt-1 text-stone-600">
              {videos.length === 1 ? "1 vídeo" : `${videos.length} vídeos`}
            </p>
          </TutorialCarousel>
        </div>
      </Section>

      <CtaBand
        title="Ficou com alguma dúvida?"
        text="Nossa equipe de suporte ajuda você a configurar a loja e tirar o máximo do sistema, todos os dias."
        actions={[{ to: pages.contact, label: "Falar com o Suporte" }, allFeaturesAction]}
      />

      <VideoDialog video={playing} onClose={close} />
    </>
  );
}
