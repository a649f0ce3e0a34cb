import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import type { ClientCard } from "~/content/schema/sections";
import { carouselStep } from "~/lib/partners";
import { roundControlClass } from "../ui/button";
import { LazyImage } from "../ui/lazy-image";

/** The clients' logo marks in a horizontal list; the arrows scroll by 60% of the visible width. */
export function ClientCarousel({ clients }: { clients: readonly ClientCard[] }) {
  const list = useRef<HTMLUListElement>(null);
  // Arrows need JavaScript; without it the list is still scrollable.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const move = (sign: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: sign * carouselStep(el.clientWidth), behavior: reduced ? "instant" : "smooth" });
  };

  return (
    <div className="relative flex items-center gap-2">
      {hydrated ? (
        <button
          type="button"
          onClick={() => move(-1)}
          className={roundControlClass}
          aria-label="Clientes anteriores"
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
      ) : null}
      <ul
        ref={list}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Clientes Gama Delivery"
        className="no-scrollbar flex flex-1 snap-x gap-4 overflow-x-auto scroll-smooth py-2"
      >
        {clients.map((client) => (
          // A border (drawn inside the card's box) rather than a ring (drawn outside it), which the
          // list's scrolling box cut off at the first and last card.
          <li
            key={client.name}
            data-client=""
            className="flex h-24 w-60 shrink-0 snap-start items-center justify-center rounded-xl border border-stone-200 bg-stone-50 px-4"
          >
            <LazyImage
              src={client.mark.src}
              width={client.mark.width}
              height={client.mark.height}
              alt={client.mark.alt}
              className="h-auto w-full"
            />
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button
          type="button"
          onClick={() => move(1)}
          className={roundControlClass}
          aria-label="Próximos clientes"
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
