import { Icon } from "~/components/icon";

/** The video on YouTube, in a new tab: the way out of a player that failed, or beside the one in the dialog. */
export function WatchOnYouTube({ url, className }: { url: string; className: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      Assistir no YouTube
      <Icon name="external-link" className="size-4" />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  );
}
