import { useId } from "react";
import { CopyButton } from "~/components/copy-button";

/**
 * A titled code sample: selectable, keyboard-scrollable text, with a copy button
 * once JavaScript runs. Shared by the developer section of /integracoes and /api-aberta.
 */
export function CodeBlock({
  title,
  description,
  code,
  tone = "dark",
  copyLabel = `Copiar código: ${title}`,
}: {
  title: string;
  description?: string;
  code: string;
  /** "dark" on dark sections (white captions), "light" on light pages. */
  tone?: "dark" | "light";
  copyLabel?: string;
}) {
  const titleId = useId();
  return (
    // The title alone names the figure; the caption also holds the copy button and its status.
    <figure aria-labelledby={titleId} className="min-w-0">
      <figcaption className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <span>
          <span
            id={titleId}
            className={`block font-semibold ${tone === "dark" ? "text-white" : "text-stone-900"}`}
          >
            {title}
          </span>
          {description ? (
            <span className={`block text-sm ${tone === "dark" ? "text-stone-300" : "text-stone-600"}`}>
              {description}
            </span>
          ) : null}
        </span>
        <CopyButton text={code} label={copyLabel} tone={tone} />
      </figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code block must be reachable by keyboard
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-xl bg-stone-900 p-4 text-sm leading-relaxed text-stone-100 ring-1 ring-stone-800"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
