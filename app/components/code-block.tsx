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
  className = "",
}: {
  title: string;
  description?: string;
  code: string;
  /** "dark" on dark sections (white captions), "light" on light pages. */
  tone?: "dark" | "light";
  copyLabel?: string;
  /** Extra classes for the figure: `h-full` lets the code box fill a taller cell. */
  className?: string;
}) {
  const titleId = useId();
  return (
    // The title alone names the figure; the caption also holds the copy button and its status.
    <figure aria-labelledby={titleId} className={`flex min-w-0 flex-col ${className}`.trim()}>
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
        className="mt-3 flex-1 overflow-x-auto rounded-xl bg-stone-900 p-4 text-sm leading-relaxed text-stone-100 ring-1 ring-stone-800"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
