import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The look of a filter that lives in the URL (a category, a tab): a rounded link, filled when it is
 * the current choice. The links carry aria-current, so the choice is announced as well as shown.
 */
function filterPillClass(selected: boolean): string {
  return `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium transition-colors ${
    selected
      ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
      : "border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800"
  }`;
}

export interface FilterChoice {
  key: string;
  to: string;
  label: ReactNode;
}

/**
 * A row of filter pills in a labelled nav, the one whose key is `current` filled; choosing one
 * keeps the scroll position.
 */
export function FilterPills({
  label,
  className,
  choices,
  current,
}: {
  label: string;
  className?: string;
  choices: readonly FilterChoice[];
  current: string | null;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const selected = choice.key === current;
          return (
            <li key={choice.key}>
              <Link
                to={choice.to}
                preventScrollReset
                aria-current={selected ? "true" : undefined}
                className={filterPillClass(selected)}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
