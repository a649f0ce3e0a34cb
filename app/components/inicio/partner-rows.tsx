import { type RefObject, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { PartnerEmblem } from "~/components/integracoes/emblem";
import { roundControlClass } from "~/components/ui/button";
import type { Partner } from "~/content/inicio";
import {
  carouselStep,
  dedupeByName,
  partnerRowMotion,
  shuffle,
  splitHalves,
  wrapOffset,
} from "~/lib/partners";

/**
 * The controls talk to both rows through a DOM event on the rows' parent, whose
 * detail is -1 or 1 (move one step back or forward) or 0 (toggle the pause).
 */
const commandEvent = "partner-rows";

/**
 * Two partner rows that loop in opposite directions. The server renders a
 * stable order; the browser shuffles after load. Dragging (mouse or touch)
 * pauses a row, which resumes 1 s after release; no auto-scroll under
 * prefers-reduced-motion. Rows stay scrollable by keyboard, wheel and touch.
 * Once hydrated, buttons move both rows without dragging (WCAG 2.5.7) and
 * pause the motion (WCAG 2.2.2; hidden under reduced motion, where nothing moves).
 */
export function PartnerRows({ partners }: { partners: readonly Partner[] }) {
  // Null until hydrated. Without JavaScript the rows stand still and scroll
  // natively, so the controls (which would be dead) are not rendered.
  const [shuffled, setShuffled] = useState<Partner[] | null>(null);
  const [held, setHeld] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => setShuffled(shuffle(dedupeByName(partners))), [partners]);
  const send = (command: -1 | 0 | 1) =>
    group.current?.dispatchEvent(new CustomEvent(commandEvent, { detail: command }));
  const [first, second] = splitHalves(shuffled ?? dedupeByName(partners));
  return (
    <div ref={group} className="space-y-4">
      <div className="mx-auto flex h-11 max-w-7xl justify-end gap-2 px-4">
        {shuffled ? (
          <>
            <button
              type="button"
              onClick={() => send(-1)}
              className={roundControlClass}
              aria-label="Parceiros anteriores"
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              aria-pressed={held}
              onClick={() => {
                send(0);
                setHeld(!held);
              }}
              className={`${roundControlClass} motion-reduce:hidden`}
              aria-label="Pausar animação"
            >
              <Icon name={held ? "play" : "pause"} className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => send(1)}
              className={roundControlClass}
              aria-label="Próximos parceiros"
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      <PartnerRow partners={first} direction={1} label="Parceiros, primeira fileira" />
      <PartnerRow partners={second} direction={-1} label="Parceiros, segunda fileira" />
    </div>
  );
}

function PartnerRow({
  partners,
  direction,
  label,
}: {
  partners: Partner[];
  direction: 1 | -1;
  label: string;
}) {
  const row = useRef<HTMLElement>(null);
  useAutoScroll(row, direction);
  return (
    <section
      ref={row}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
      // The edges fade out, so a name that the screen's edge cuts reads as going on, not as a word.
      className="no-scrollbar cursor-grab overflow-x-auto overscroll-x-contain mask-x-from-80% mask-x-to-100% select-none active:cursor-grabbing sm:mask-x-from-92%"
    >
      <ul className="flex w-max gap-4 py-1 pr-4">
        {[0, 1].map((copy) =>
          partners.map((partner) => (
            <li
              key={`${copy}-${partner.name}`}
              aria-hidden={copy === 1 ? true : undefined}
              data-partner=""
              className="flex h-20 min-w-72 shrink-0 items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 shadow-sm"
            >
              <PartnerEmblem category={partner.category} />
              {/* One line each: every tile has one width, wide enough for the names we have (so the
                  loop's length does not change when the font arrives); a longer one widens its tile. */}
              <span className="whitespace-nowrap">
                <span className="block text-lg leading-tight font-bold tracking-tight text-stone-800">
                  {partner.name}
                </span>
                <span className="block text-xs text-stone-600">{partner.type}</span>
              </span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

function useAutoScroll(row: RefObject<HTMLElement | null>, direction: 1 | -1) {
  useEffect(() => {
    const el = row.current;
    const controls = el?.parentElement;
    if (!el || !controls) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    let paused = false;
    let held = false;
    // Distance still to travel after a step button, spent over a few frames.
    let glide = 0;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    let drag: { x: number; scroll: number } | null = null;
    // Fractional position: browsers round scrollLeft, so keep our own. The
    // list ends in one gap's padding, so half the scroll width is one period.
    let position = direction === 1 ? 0 : el.scrollWidth / 2;
    el.scrollLeft = position;

    const loopWidth = () => el.scrollWidth / 2;
    const tick = () => {
      // Under reduced motion a step lands at once; otherwise it eases out.
      const stepMove = reduced.matches || Math.abs(glide) < 1 ? glide : glide * 0.2;
      glide -= stepMove;
      const move =
        stepMove + (paused || held || reduced.matches ? 0 : partnerRowMotion.pixelsPerFrame * direction);
      if (move) {
        position = wrapOffset(position + move, loopWidth());
        el.scrollLeft = position;
      }
      frame = requestAnimationFrame(tick);
    };
    const startTimer = setTimeout(() => {
      frame = requestAnimationFrame(tick);
    }, partnerRowMotion.startDelayMs);

    const pause = () => {
      clearTimeout(resumeTimer);
      paused = true;
    };
    const resumeLater = () => {
      clearTimeout(resumeTimer);
      resumeTimer = setTimeout(() => {
        position = el.scrollLeft;
        paused = false;
      }, partnerRowMotion.resumeDelayMs);
    };
    const onUp = () => {
      if (!drag) return;
      drag = null;
      resumeLater();
    };
    // One signal removes every listener on cleanup.
    const cleanup = new AbortController();
    const on = (target: EventTarget, type: string, listener: (event: never) => void) =>
      target.addEventListener(type, listener as EventListener, {
        signal: cleanup.signal,
        passive: true,
      });
    on(el, "pointerdown", (event: PointerEvent) => {
      pause();
      drag = { x: event.clientX, scroll: el.scrollLeft };
      if (event.pointerType === "mouse") el.setPointerCapture(event.pointerId);
    });
    on(el, "pointermove", (event: PointerEvent) => {
      if (!drag || event.pointerType !== "mouse") return;
      el.scrollLeft = wrapOffset(
        drag.scroll - (event.clientX - drag.x) * partnerRowMotion.dragMultiplier,
        loopWidth(),
      );
    });
    on(el, "pointerup", onUp);
    on(el, "pointercancel", onUp);
    // Touch scrolls natively; it only needs to pause and resume the loop.
    on(el, "touchstart", pause);
    on(el, "touchend", resumeLater);
    // Hovering or focusing a row pauses it, so a name can be read (WCAG 2.2.2).
    for (const type of ["mouseenter", "focusin"]) on(el, type, pause);
    for (const type of ["mouseleave", "focusout"]) on(el, type, () => drag || resumeLater());
    on(controls, commandEvent, (event: CustomEvent<number>) => {
      // The row may have been scrolled by hand while paused.
      position = el.scrollLeft;
      if (event.detail) glide += event.detail * carouselStep(el.clientWidth);
      else held = !held;
    });
    return () => {
      cleanup.abort();
      clearTimeout(startTimer);
      clearTimeout(resumeTimer);
      cancelAnimationFrame(frame);
    };
  }, [row, direction]);
}
