import { useState } from "react";
import { Icon } from "~/components/icon";
import type { Feature } from "~/content/features";

type FeatureImageData = Feature["detailsPage"]["section1"]["image"];

/**
 * A section image, or its placeholder (title and subtitle) when the image is
 * missing or fails. The placeholder sits under the image, and a broken image
 * draws nothing (transparent alt text), so it also shows without JavaScript.
 */
export function FeatureImage({ image }: { image: FeatureImageData }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gradient-to-br from-brand-50 to-stone-100 ring-1 ring-stone-200">
      <div className="absolute inset-0 flex flex-col items-center justify-center p-6 text-center">
        <Icon name="smartphone" className="size-10 text-brand-700" />
        <p className="mt-3 font-semibold text-stone-800">{image.placeholder.title}</p>
        <p className="mt-1 text-sm text-stone-600">{image.placeholder.subtitle}</p>
      </div>
      {image.src && !failed ? (
        <img
          src={image.src}
          alt={image.alt}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover text-transparent"
        />
      ) : null}
    </div>
  );
}
