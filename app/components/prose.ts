/** Rendered Markdown's elements (legal texts, a page's text section), styled here: there is no typography plugin. */
export const proseClass = [
  "max-w-3xl leading-relaxed text-stone-700",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink [&_h2]:first:mt-0",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_strong]:font-semibold [&_strong]:text-ink [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline",
].join(" ");
