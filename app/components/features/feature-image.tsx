import { useState } from "react";
import { LazyImage } from "~/components/ui/lazy-image";
import type { Feature } from "~/content/features";
import type { Illustration } from "~/content/illustrations";

type FeatureImageData = Feature["detailsPage"]["section1"]["image"];

/**
 * A section's picture: the section's own image when the content names one, otherwise the product
 * illustration chosen for it. An own image that fails to load gives way to the illustration.
 */
export function FeatureImage({
  image,
  illustration,
}: {
  image: FeatureImageData;
  illustration: Illustration;
}) {
  const [failed, setFailed] = useState(false);
  const own = image.src && !failed;
  return (
    <div className="overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-stone-200" data-feature-image="">
      <LazyImage
        src={own ? image.src : illustration.src}
        alt={own ? image.alt : illustration.alt}
        width={illustration.width}
        height={illustration.height}
        onError={own ? () => setFailed(true) : undefined}
        className="h-auto w-full"
      />
    </div>
  );
}
