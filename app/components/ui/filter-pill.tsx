/**
 * The look of a filter that lives in the URL (a category, a tab): a rounded link, filled when it is
 * the current choice. The links carry aria-current, so the choice is announced as well as shown.
 */
export function filterPillClass(selected: boolean): string {
  return `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium transition-colors ${
    selected
      ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
      : "border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800"
  }`;
}
