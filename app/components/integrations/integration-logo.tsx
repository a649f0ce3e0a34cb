import { useEffect, useRef, useState } from "react";
import { integrationLogoSrc } from "~/lib/integrations";

/**
 * An integration's wordmark on a tile, with its category emoji when the image
 * fails, so a card never shows a broken image. Without JavaScript, CSS does it: browsers draw an
 * img's ::after only when the image is broken, so the emoji covers the broken
 * icon. With JavaScript, onError (or a failure before hydration) swaps in the emoji.
 * The image is decorative (alt=""): the name is always written next to it.
 */
export function IntegrationLogo({
  id,
  emoji,
  size = "card",
  lazy = false,
}: {
  id: string;
  emoji: string;
  size?: "card" | "hero";
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = image.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(true);
  }, []);
  const box = size === "hero" ? "w-48 sm:w-60" : "w-40 sm:w-full";
  const emojiSize = size === "hero" ? "text-5xl after:text-5xl" : "text-4xl after:text-4xl";
  return (
    <span
      data-logo={id}
      className={`relative flex aspect-[2/1] shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50 ${box}`}
    >
      {failed ? (
        <span data-fallback="" aria-hidden="true" className={emojiSize}>
          {emoji}
        </span>
      ) : (
        <img
          ref={image}
          src={integrationLogoSrc(id)}
          alt=""
          data-emoji={emoji}
          width={240}
          height={120}
          loading={lazy ? "lazy" : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className={`size-full ${emojiSize} after:absolute after:inset-0 after:flex after:items-center after:justify-center after:bg-stone-50 after:content-[attr(data-emoji)_/_'']`}
        />
      )}
    </span>
  );
}
