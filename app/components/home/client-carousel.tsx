import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { carouselStep } from "~/lib/partners";

/** Client wordmarks in a horizontal list; the arrows scroll by 60% of the visible width. */
export function ClientCarousel({ clients }: { clients: readonly { name: string; segment: string }[] }) {
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
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white hover:bg-stone-50"
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
          <li
            key={client.name}
            className="flex h-24 w-52 shrink-0 snap-start flex-col items-center justify-center rounded-xl bg-stone-50 px-4 text-center ring-1 ring-stone-200"
          >
            <span className="font-serif text-lg font-bold text-stone-800 italic">{client.name}</span>
            <span className="text-xs text-stone-600">{client.segment}</span>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button
          type="button"
          onClick={() => move(1)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white hover:bg-stone-50"
          aria-label="Próximos clientes"
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
