import { useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { allFeaturesAction, CtaBand } from "~/components/sections/cta-band";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TutorialCarousel } from "~/components/treinamentos/tutorial-carousel";
import { openOnPlainClick, type TutorialCard, VideoDialog } from "~/components/treinamentos/video-dialog";
import { buttonClass } from "~/components/ui/button";
import { FilterPills } from "~/components/ui/filter-pill";
import { pages } from "~/content/pages";
import { telHref } from "~/content/site";
import { contact } from "~/content/site.server";
import { coverOf, type Tutorial, tutorials, tutorialsPage } from "~/content/treinamentos";
import { tutorialTabs } from "~/content/tutorial-topics";
import type { PageHandle } from "~/lib/page-handle";
import { seo, siteUrlFrom } from "~/lib/seo";
import { readTab, TAB_PARAM, TUTORIAL_PARAM, tabHref, tutorialHref, tutorialsForTab } from "~/lib/tutorials";
import type { Route } from "./+types/treinamentos";

const PATH = pages.treinamentos;

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

/**
 * The tab comes from `?categoria=`; an absent or unknown value shows the first tab. `?tutorial=`
 * names a tutorial whose dialog the page opens: the link of a card without a video, without JavaScript.
 * The tabs are a fixed list; the tutorials are content, kept out of the page's browser code, so
 * `tutorial` is declared as text.
 */
export const handle: PageHandle = {
  searchParams: [{ name: TAB_PARAM, values: tutorialTabs.map((tab) => tab.id) }, TUTORIAL_PARAM],
};

export function loader({ url }: Route.LoaderArgs) {
  const tab = readTab(url.searchParams, tutorialTabs);
  const card = (tutorial: Tutorial): TutorialCard => ({
    id: tutorial.id,
    title: tutorial.title,
    video: tutorial.url && tutorial.videoId ? { id: tutorial.videoId, url: tutorial.url } : null,
    cover: coverOf(tutorial),
    href: tutorial.url ?? tutorialHref(PATH, tutorialTabs, tab.id, tutorial.id),
  });
  const opened = tutorials.find((tutorial) => tutorial.id === url.searchParams.get(TUTORIAL_PARAM));
  const first = tutorials.find((tutorial) => tutorial.videoId);
  return {
    hero: tutorialsPage.hero,
    callToAction: tutorialsPage.callToAction,
    // Said once, above the list, while any tutorial waits for its video (no made-up video fills it).
    videosComing: tutorials.some((tutorial) => !tutorial.videoId)
      ? { ...tutorialsPage.videosComing, support: contact.support }
      : null,
    tab: { id: tab.id, name: tab.name },
    tabs: tutorialTabs.map(({ id, name }) => ({ key: id, label: name, to: tabHref(PATH, tutorialTabs, id) })),
    videos: tutorialsForTab(tab.id, tutorials).map(card),
    // 'Começar agora' plays the first video; while no tutorial has one, it leads to the list.
    first: first ? card(first) : null,
    opened: opened ? card(opened) : null,
    closeHref: tabHref(PATH, tutorialTabs, tab.id),
    total: tutorials.length,
  };
}

export default function Treinamentos({ loaderData }: Route.ComponentProps) {
  const { hero, callToAction, videosComing, tab, tabs, videos, first, opened, closeHref } = loaderData;
  const [playing, setPlaying] = useState<TutorialCard | null>(opened);
  const opener = useRef<HTMLElement | null>(null);
  const open = (video: TutorialCard, from: HTMLElement) => {
    opener.current = from;
    setPlaying(video);
  };
  const close = () => {
    setPlaying(null);
    opener.current?.focus();
    opener.current = null;
    // A dialog the address opened (?tutorial=) closes back to the tab's own address.
    if (opened) history.replaceState(history.state, "", closeHref);
  };

  return (
    <>
      <HeroBand container="max-w-7xl py-14 lg:py-20">
        <HeroHeading eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        <a
          href={first?.href ?? "#videos"}
          onClick={first ? (event) => openOnPlainClick(event, (from) => open(first, from)) : undefined}
          className={buttonClass("primary", "lg", "mt-8")}
        >
          <Icon name="play" className="size-5" />
          Começar agora
        </a>
      </HeroBand>

      <Section id="videos" title="Tutoriais por assunto" titleClass="sr-only" padding="py-12">
        {videosComing ? <VideosComing notice={videosComing} /> : null}
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
        title={callToAction.title}
        text={callToAction.text}
        actions={[{ to: pages.contato, label: "Falar com o suporte" }, allFeaturesAction]}
      />

      <VideoDialog video={playing} onClose={close} closeHref={closeHref} />
    </>
  );
}

/**
 * The one notice that the videos are being recorded (content/paginas/treinamentos.yaml), with where
 * to find answers meanwhile: the help centre and the support's phone, e-mail and contact form.
 */
function VideosComing({
  notice,
}: {
  notice: { title: string; text: string; support: { phone: string; email: string } };
}) {
  const link =
    "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-white";
  return (
    <section
      aria-labelledby="videos-em-gravacao"
      className="mb-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="videos-em-gravacao" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="clock" className="size-5 shrink-0 text-brand-700" />
        {notice.title}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">{notice.text}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        <li>
          <Link to={pages["central-de-ajuda"]} className={link}>
            <Icon name="book-open" className="size-5" />
            Central de ajuda
          </Link>
        </li>
        <li>
          <a href={telHref(notice.support.phone)} className={link}>
            <Icon name="phone" className="size-5" />
            Suporte: {notice.support.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${notice.support.email}`} className={`${link} break-all`}>
            <Icon name="mail" className="size-5 shrink-0" />
            {notice.support.email}
          </a>
        </li>
        <li>
          <Link to={`${pages.contato}?assunto=${encodeURIComponent("Suporte")}`} className={link}>
            <Icon name="headset" className="size-5" />
            Falar com o suporte
          </Link>
        </li>
      </ul>
    </section>
  );
}
