import { useState } from "react";
import { integrationLogoSrc } from "~/lib/integrations";

/**
 * An integration's wordmark on a tile, over its category emoji. If the image
 * fails, the emoji shows: without JavaScript a failed image with empty alt draws
 * nothing, so the emoji beneath shows through; with JavaScript onError removes it.
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
  const box = size === "hero" ? "w-48 sm:w-60" : "w-full";
  return (
    <span
      data-logo={id}
      className={`relative flex aspect-[2/1] shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50 ${box}`}
    >
      <span aria-hidden="true" className={size === "hero" ? "text-5xl" : "text-4xl"}>
        {emoji}
      </span>
      {failed ? null : (
        <img
          src={integrationLogoSrc(id)}
          alt=""
          width={240}
          height={120}
          loading={lazy ? "lazy" : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full"
        />
      )}
    </span>
  );
}
