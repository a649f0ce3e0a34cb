import { useEffect, useRef, useState } from "react";
import { LazyImage } from "~/components/ui/lazy-image";
import { thumbnailUrl } from "~/lib/video";

/** Shown when the video host's thumbnail fails, so a card never shows a broken image; served by the site, so it works offline. */
export const thumbnailPlaceholder = "/img/treinamentos/sem-miniatura.svg";

/**
 * A video's thumbnail from the video host, or the placeholder when it fails.
 * Without JavaScript, CSS does it: browsers draw an img's ::after only when the
 * image is broken, so the placeholder covers the broken image. With JavaScript,
 * onError (or a failure before hydration) swaps the source for the placeholder.
 * Decorative (alt=""): the title is written on the card.
 */
export function TutorialThumbnail({ videoId }: { videoId: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = image.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <LazyImage
      ref={image}
      src={failed ? thumbnailPlaceholder : thumbnailUrl(videoId)}
      data-fallback={failed ? "" : undefined}
      width={480}
      height={360}
      onError={() => setFailed(true)}
      className="aspect-video w-full bg-stone-800 object-cover after:absolute after:inset-0 after:bg-[url(/img/treinamentos/sem-miniatura.svg)] after:bg-cover after:bg-center after:content-['']"
    />
  );
}
