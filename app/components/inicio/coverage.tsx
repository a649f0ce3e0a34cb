import { Icon } from "~/components/icon";
import { IconTile } from "~/components/ui/icon-tile";
import { LazyImage } from "~/components/ui/lazy-image";
import type { IconName } from "~/content/icon-names";

export interface CoverageData {
  title: string;
  text: string;
  /** The link's words, down to the demo stores. */
  storesLink: string;
  map: { src: string; alt: string; width: number; height: number };
  points: readonly { icon: IconName; title: string; text: string }[];
}

/** The home page's map band: the Brazil map beside what nationwide service means for a shop. */
export function Coverage({ coverage }: { coverage: CoverageData }) {
  return (
    <section aria-labelledby="cobertura" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2">
        <LazyImage {...coverage.map} className="mx-auto h-auto w-full max-w-md" />
        <div>
          <h2 id="cobertura" className="text-4xl font-extrabold tracking-tight text-brand-800">
            {coverage.title}
          </h2>
          <p className="mt-4 text-lg text-stone-700">{coverage.text}</p>
          <ul className="mt-8 space-y-5">
            {coverage.points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <IconTile name={point.icon} tone="raised" />
                <span>
                  <span className="block font-semibold text-ink">{point.title}</span>
                  <span className="mt-1 block text-stone-700">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <a
            href="#lojas-demo"
            className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-100"
          >
            {coverage.storesLink}
            <Icon name="arrow-right" className="size-5" />
          </a>
        </div>
      </div>
    </section>
  );
}
