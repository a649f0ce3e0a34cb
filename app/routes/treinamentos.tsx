import { useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { TutorialCarousel } from "~/components/tutorials/tutorial-carousel";
import { openOnPlainClick, type PlayableVideo, VideoDialog } from "~/components/tutorials/video-dialog";
import { tutorials, tutorialTabs } from "~/content/tutorials";
import { seo, siteUrlFrom } from "~/lib/seo";
import { readTab, tabHref, tutorialsForTab } from "~/lib/tutorials";
import { parseVideoUrl } from "~/lib/video";
import type { Route } from "./+types/treinamentos";

const PATH = "/treinamentos";

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
export function loader({ url }: Route.LoaderArgs) {
  const tab = readTab(url.searchParams, tutorialTabs);
  return {
    tab: { id: tab.id, name: tab.name },
    tabs: tutorialTabs.map(({ id, name }) => ({ id, name, href: tabHref(PATH, tutorialTabs, id) })),
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
      <section className="bg-gradient-to-br from-stone-950 via-stone-900 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 lg:py-20">
          <p className="font-semibold text-brand-200">Treinamentos</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Aprenda a usar a Gama Delivery no seu ritmo
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-stone-200">
            {total} tutoriais em vídeo, curtos e direto ao ponto: da primeira configuração da loja aos
            pedidos, pagamentos, campanhas no WhatsApp e integrações.
          </p>
          {first ? (
            <a
              href={first.url}
              onClick={(event) => openOnPlainClick(event, (from) => open(first, from))}
              className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              <Icon name="play" className="size-5" />
              Começar Agora
            </a>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="videos" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="videos" className="sr-only">
          Tutoriais por assunto
        </h2>
        <nav aria-label="Categorias de tutoriais">
          <ul className="flex flex-wrap gap-2">
            {tabs.map((item) => {
              const selected = item.id === tab.id;
              return (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    preventScrollReset
                    aria-current={selected ? "true" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium transition-colors ${
                      selected
                        ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                        : "border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800"
                    }`}
                  >
                    {item.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

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
      </section>

      <section className="bg-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold tracking-tight">Ficou com alguma dúvida?</h2>
          <p className="mt-3 text-lg text-brand-50">
            Nossa equipe de suporte ajuda você a configurar a loja e tirar o máximo do sistema, todos os dias.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/contato"
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Falar com o Suporte
            </Link>
            <Link
              to="/funcionalidades"
              className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-white px-6 font-semibold text-white hover:bg-white/10"
            >
              Ver Todas as Funcionalidades
              <Icon name="arrow-right" className="size-5" />
            </Link>
          </div>
        </div>
      </section>

      <VideoDialog video={playing} onClose={close} />
    </>
  );
}
