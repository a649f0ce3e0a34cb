import { type ReactNode, useEffect, useRef } from "react";
import { Icon } from "~/components/icon";

/** Where a fold opens for good: Tailwind's `sm` (40rem) or `lg` (64rem), as in app/styles/app.css. */
export type FoldBreakpoint = "sm" | "lg";

const wide: Record<FoldBreakpoint, string> = { sm: "(width >= 40rem)", lg: "(width >= 64rem)" };

/**
 * A long list folded on phones: a native disclosure (`<details>`), so a narrow screen opens each part
 * on demand, with or without JavaScript, and find-in-page opens it too. From the breakpoint `at` up the
 * content always shows (CSS), and its summary either stays as the part's heading or, with `flat`,
 * goes, the items joining the parent's grid (the plan cards' rows). With JavaScript a wide screen
 * also marks it open, so assistive technology hears it open and a browser that cannot style
 * `::details-content` shows it too.
 *
 * Its look is app/styles/app.css's, keyed on `data-fold` (and `data-flat`): the same rules for every
 * fold, written once there rather than as classes on each of a page's folds. `className` and
 * `summaryClass` add a use's own spacing and borders.
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
  return (
    <details
      ref={details}
      open={open || undefined}
      data-fold={at}
      data-flat={flat ? "" : undefined}
      // On a wide screen the summary is a heading, not a switch: closing it (by keyboard) reopens it.
      onToggle={(event) => {
        const el = event.currentTarget;
        if (!el.open && matchMedia(wide[at]).matches) el.open = true;
      }}
      className={className || undefined}
    >
      <summary className={summaryClass || undefined}>
        {summary}
        <Icon name="chevron-down" />
      </summary>
      {children}
    </details>
  );
}
