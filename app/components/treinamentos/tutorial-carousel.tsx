import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { LazyImage } from "~/components/ui/lazy-image";
import { carouselStepPx } from "~/lib/tutorials";
import { TutorialThumbnail } from "./tutorial-thumbnail";
import { openOnPlainClick, type TutorialCard } from "./video-dialog";

/**
 * The tutorials of a tab in a horizontal row. The arrows (JavaScript) move it by
 * 320 px (about one card), instantly under prefers-reduced-motion; without
 * JavaScript the row scrolls by touch, wheel, scrollbar and keyboard, and each
 * card is a link: to the video, or to its 'Vídeo em breve' dialog. A tutorial
 * without a video shows the cover drawn for its subject, never a video host's
 * thumbnail; that the videos are coming is said once, above the list.
 */
export function TutorialCarousel({
  id,
  label,
  videos,
  onOpen,
  children,
}: {
  id: string;
  label: string;
  videos: readonly TutorialCard[];
  onOpen: (video: TutorialCard, from: HTMLElement) => void;
  /** The heading shown beside the arrows. */
  children: React.ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const move = (sign: 1 | -1) => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.current?.scrollBy({ left: sign * carouselStepPx, behavior: reduced ? "instant" : "smooth" });
  };
  const arrow =
    "inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800";

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>{children}</div>
        {hydrated ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => move(-1)}
              aria-controls={id}
              aria-label="Vídeos anteriores"
              className={arrow}
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              aria-controls={id}
              aria-label="Próximos vídeos"
              className={arrow}
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={list}
        id={id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={label}
        className="-mx-2 mt-6 flex gap-4 overflow-x-auto overscroll-x-contain p-2 pb-4"
      >
        {videos.map((video) => (
          <li key={video.id} className="w-76 shrink-0">
            <a
              href={video.href}
              onClick={(event) => openOnPlainClick(event, (from) => onOpen(video, from))}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md"
            >
              <span className="relative block overflow-hidden bg-stone-800">
                {video.video ? (
                  <>
                    <TutorialThumbnail videoId={video.video.id} />
                    <span className="absolute inset-0 flex items-center justify-center">
                      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg group-hover:bg-brand-800">
                        <Icon name="play" className="size-7" />
                      </span>
                    </span>
                  </>
                ) : (
                  <LazyImage
                    src={video.cover}
                    width={480}
                    height={270}
                    className="aspect-video w-full object-cover"
                  />
                )}
              </span>
              <span className="block p-4 font-semibold text-stone-900 group-hover:text-brand-800">
                {video.title}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
