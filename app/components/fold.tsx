import { type ReactNode, useEffect, useRef } from "react";
import { Icon } from "~/components/icon";

/** Where a fold opens for good: Tailwind's `sm` (40rem) or `lg` (64rem), as in app/styles/app.css. */
export type FoldBreakpoint = "sm" | "lg";

const wide: Record<FoldBreakpoint, string> = { sm: "(width >= 40rem)", lg: "(width >= 64rem)" };

/**
 * The classes of each breakpoint, written out in full so Tailwind sees them: the content shown, the
 * summary kept as a plain heading (`heading`) or gone (`flat`, whose details box also gives way, so
 * its items sit in the parent's grid), and the chevron gone.
 */
const classes = {
  sm: {
    details: "unfold-sm:details-content:contents",
    flat: "unfold-sm:contents",
    heading: "unfold-sm:pointer-events-none unfold-sm:cursor-auto",
    hidden: "unfold-sm:hidden",
  },
  lg: {
    details: "unfold-lg:details-content:contents",
    flat: "unfold-lg:contents",
    heading: "unfold-lg:pointer-events-none unfold-lg:cursor-auto",
    hidden: "unfold-lg:hidden",
  },
} as const;

/**
 * A long list folded on phones: a native disclosure (`<details>`), so a narrow screen opens each part
 * on demand, with or without JavaScript, and find-in-page opens it too. From the breakpoint `at` up the
 * content always shows (CSS), and its summary either stays as the part's heading or, with `flat`,
 * goes, the items joining the parent's grid (the plan cards' rows). With JavaScript a wide screen
 * also marks it open, so assistive technology hears it open and a browser that cannot style
 * `::details-content` shows it too.
 */
export function Fold({
  at,
  flat = false,
  open = false,
  summary,
  summaryClass = "",
  className = "",
  children,
}: {
  at: FoldBreakpoint;
  flat?: boolean;
  /** Open from the start, on every width (a part the address chose). */
  open?: boolean;
  summary: ReactNode;
  summaryClass?: string;
  className?: string;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const query = matchMedia(wide[at]);
    const unfold = () => {
      if (query.matches && details.current) details.current.open = true;
    };
    unfold();
    query.addEventListener("change", unfold);
    return () => query.removeEventListener("change", unfold);
  }, [at]);
  const c = classes[at];
  return (
    <details
      ref={details}
      open={open || undefined}
      data-fold={at}
      // On a wide screen the summary is a heading, not a switch: closing it (by keyboard) reopens it.
      onToggle={(event) => {
        const el = event.currentTarget;
        if (!el.open && matchMedia(wide[at]).matches) el.open = true;
      }}
      className={`group/fold ${c.details} ${flat ? c.flat : ""} ${className}`.trim()}
    >
      <summary
        className={`flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden ${
          flat ? c.hidden : c.heading
        } ${summaryClass}`.trim()}
      >
        {summary}
        <Icon
          name="chevron-down"
          className={`size-5 shrink-0 text-stone-500 transition-transform group-open/fold:rotate-180 ${c.hidden}`}
        />
      </summary>
      {children}
    </details>
  );
}
