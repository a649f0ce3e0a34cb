import { useEffect, useRef, useState } from "react";
import type { Partner } from "~/content/home";
import { dedupeByName, partnerRowMotion, shuffle, splitHalves, wrapOffset } from "~/lib/partners";

/**
 * Two partner rows that loop in opposite directions. The server renders a
 * stable order; the browser shuffles after load. Dragging (mouse or touch)
 * pauses a row, which resumes 1 s after release; no auto-scroll under
 * prefers-reduced-motion. Rows stay scrollable by keyboard, wheel and touch.
 */
export function PartnerRows({ partners }: { partners: readonly Partner[] }) {
  const [list, setList] = useState(() => dedupeByName(partners));
  useEffect(() => setList(shuffle(dedupeByName(partners))), [partners]);
  const [first, second] = splitHalves(list);
  return (
    <div className="space-y-4">
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
      className="no-scrollbar cursor-grab overflow-x-auto overscroll-x-contain select-none active:cursor-grabbing"
    >
      <ul className="flex w-max gap-4 py-1">
        {[0, 1].map((copy) =>
          partners.map((partner) => (
            <li
              key={`${copy}-${partner.name}`}
              aria-hidden={copy === 1 ? true : undefined}
              className="flex h-20 w-48 shrink-0 flex-col items-center justify-center rounded-xl border border-stone-200 bg-white px-4 shadow-sm"
            >
              <span className="text-lg font-bold tracking-tight text-stone-800">{partner.name}</span>
              <span className="text-xs text-stone-600">{partner.type}</span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

function useAutoScroll(row: React.RefObject<HTMLElement | null>, direction: 1 | -1) {
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    let paused = false;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    let drag: { x: number; scroll: number; id: number } | null = null;
    // Fractional position: browsers round scrollLeft, so keep our own.
    let position = direction === 1 ? 0 : el.scrollWidth / 2;
    el.scrollLeft = position;

    const loopWidth = () => el.scrollWidth / 2;
    const tick = () => {
      if (!paused && !reduced.matches) {
        position = wrapOffset(position + partnerRowMotion.pixelsPerFrame * direction, loopWidth());
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
    const onDown = (event: PointerEvent) => {
      pause();
      drag = { x: event.clientX, scroll: el.scrollLeft, id: event.pointerId };
      if (event.pointerType === "mouse") el.setPointerCapture(event.pointerId);
    };
    const onMove = (event: PointerEvent) => {
      if (!drag || event.pointerType !== "mouse") return;
      el.scrollLeft = wrapOffset(
        drag.scroll - (event.clientX - drag.x) * partnerRowMotion.dragMultiplier,
        loopWidth(),
      );
    };
    const onUp = () => {
      if (!drag) return;
      drag = null;
      resumeLater();
    };
    // Touch scrolls natively; it only needs to pause and resume the loop.
    const onTouchStart = () => pause();
    const onTouchEnd = () => resumeLater();
    // Hovering or focusing a row pauses it, so a name can be read (WCAG 2.2.2).
    const onEnter = () => pause();
    const onLeave = () => {
      if (!drag) resumeLater();
    };

    el.addEventListener("pointerdown", onDown);
    el.addEventListener("pointermove", onMove);
    el.addEventListener("pointerup", onUp);
    el.addEventListener("pointercancel", onUp);
    el.addEventListener("touchstart", onTouchStart, { passive: true });
    el.addEventListener("touchend", onTouchEnd);
    el.addEventListener("mouseenter", onEnter);
    el.addEventListener("mouseleave", onLeave);
    el.addEventListener("focusin", onEnter);
    el.addEventListener("focusout", onLeave);
    return () => {
      clearTimeout(startTimer);
      clearTimeout(resumeTimer);
      cancelAnimationFrame(frame);
      el.removeEventListener("pointerdown", onDown);
      el.removeEventListener("pointermove", onMove);
      el.removeEventListener("pointerup", onUp);
      el.removeEventListener("pointercancel", onUp);
      el.removeEventListener("touchstart", onTouchStart);
      el.removeEventListener("touchend", onTouchEnd);
      el.removeEventListener("mouseenter", onEnter);
      el.removeEventListener("mouseleave", onLeave);
      el.removeEventListener("focusin", onEnter);
      el.removeEventListener("focusout", onLeave);
    };
  }, [row, direction]);
}
