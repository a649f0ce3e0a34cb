import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { WatchOnYouTube } from "~/components/watch-on-youtube";
import { TUTORIAL_DIALOG_ID } from "~/lib/tutorials";
import { embedUrl } from "~/lib/video";

/** A tutorial as its card and its dialog show it. */
export interface TutorialCard {
  id: string;
  title: string;
  /** Its YouTube video, or null while marketing has not given it one ('Vídeo em breve'). */
  video: { id: string; url: string } | null;
  /** The drawing shown in the video's place: the cover of its subject (app/content/treinamentos.ts). */
  cover: string;
  /** Where the card leads without JavaScript: the video on YouTube, or this page with its dialog open. */
  href: string;
}

/**
 * The tutorial dialog of /treinamentos, a native modal dialog: showModal() makes the rest of the
 * page inert and closes on Escape. A tutorial with a video gets the player, which loads only while
 * the dialog is open (privacy-enhanced host, autoplay), so closing it stops the video; one without
 * shows the spec's 'Vídeo em breve' in the player's place. The caller gives focus back to the opener.
 *
 * Without JavaScript a card without a video links to this page with `?tutorial=` and `#tutorial`:
 * the server renders the dialog's content and CSS shows the dialog as the link's target. 'Fechar'
 * is a link back to the tab, so it works without JavaScript too; with it, it closes the dialog in place.
 */
export function VideoDialog({
  video,
  onClose,
  closeHref,
}: {
  video: TutorialCard | null;
  onClose: () => void;
  /** The tab's address, which the close link leads back to without JavaScript. */
  closeHref: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (video && !el.open) {
      el.showModal();
      closeLink.current?.focus();
    } else if (!video && el.open) {
      el.close();
    }
  }, [video]);
  const close =
    "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-stone-600 px-3 font-semibold hover:bg-white/10";

  return (
    <dialog
      ref={dialog}
      id={TUTORIAL_DIALOG_ID}
      aria-labelledby="tutorial-dialog-title"
      aria-describedby="tutorial-dialog-line"
      onClose={onClose}
      className="m-auto w-[min(64rem,calc(100%-2rem))] max-w-none rounded-2xl bg-stone-950 p-0 text-white backdrop:bg-black/80"
    >
      {video ? (
        <div className="p-4 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="tutorial-dialog-title" className="text-xl font-bold text-balance sm:text-2xl">
                {video.title}
              </h2>
              <p id="tutorial-dialog-line" className="mt-1 text-stone-300">
                Tutorial do sistema Gama Delivery
              </p>
            </div>
            {/* Without JavaScript the dialog is the target of a link: closing it is going back to the tab. */}
            <a
              ref={closeLink}
              href={closeHref}
              onClick={(event) => {
                event.preventDefault();
                dialog.current?.close();
              }}
              className={close}
            >
              <Icon name="x" className="size-5" />
              Fechar
            </a>
          </div>
          <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-black">
            {video.video ? (
              <iframe
                src={embedUrl(video.video.id)}
                title={`Vídeo: ${video.title}`}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                className="size-full"
              />
            ) : (
              <div className="flex size-full flex-col items-center justify-center p-6 text-center">
                <Icon name="play" className="size-12 text-brand-200" />
                <p className="mt-3 text-2xl font-bold">Vídeo em breve</p>
                <p className="mt-1 text-stone-300">Demonstração será disponibilizada</p>
              </div>
            )}
          </div>
          {video.video ? (
            <WatchOnYouTube
              url={video.video.url}
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-brand-200 underline-offset-4 hover:underline"
            />
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * Click handler of a tutorial link: a plain click opens the dialog; a click with a modifier key
 * (new tab, new window) is left to the browser, like any link.
 */
export function openOnPlainClick(
  event: React.MouseEvent<HTMLAnchorElement>,
  open: (from: HTMLElement) => void,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open(event.currentTarget);
}
