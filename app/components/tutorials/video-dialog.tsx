import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { WatchOnYouTube } from "~/components/watch-on-youtube";
import { embedUrl } from "~/lib/video";

export interface PlayableVideo {
  id: string;
  title: string;
  url: string;
}

/**
 * The tutorial player of /treinamentos in a native modal dialog:
 * showModal() makes the rest of the page inert and closes on Escape. The player
 * loads only while the dialog is open (privacy-enhanced host, autoplay), so
 * closing it stops the video. The caller gives focus back to the opener.
 */
export function VideoDialog({ video, onClose }: { video: PlayableVideo | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (video && !el.open) {
      el.showModal();
      closeButton.current?.focus();
    } else if (!video && el.open) {
      el.close();
    }
  }, [video]);

  return (
    <dialog
      ref={dialog}
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
            <button
              ref={closeButton}
              type="button"
              onClick={() => dialog.current?.close()}
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-stone-600 px-3 font-semibold hover:bg-white/10"
            >
              <Icon name="x" className="size-5" />
              Fechar
            </button>
          </div>
          <div className="mt-4 aspect-video overflow-hidden rounded-xl bg-black">
            <iframe
              src={embedUrl(video.id)}
              title={`Vídeo: ${video.title}`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              className="size-full"
            />
          </div>
          <WatchOnYouTube
            url={video.url}
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-brand-200 underline-offset-4 hover:underline"
          />
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * Click handler of a video link: a plain click opens the dialog; a click with a
 * modifier key (new tab, new window) is left to the browser, like any link.
 */
export function openOnPlainClick(
  event: React.MouseEvent<HTMLAnchorElement>,
  open: (from: HTMLElement) => void,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open(event.currentTarget);
}
