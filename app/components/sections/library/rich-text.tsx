import type { SectionProps } from "./page";

export interface RichTextContent {
  title: string;
  /** The text's Markdown as HTML, rendered on the server (raw HTML in the text is escaped). */
  html: string;
}

/** Paragraphs, lists and links written in Markdown, under an optional title. */
export function RichText({ id, title, html }: SectionProps<RichTextContent>) {
  return (
    <section id={id} aria-labelledby={title ? `${id}-titulo` : undefined} className="scroll-mt-28">
      <div className="mx-auto max-w-3xl px-4 py-16">
        {title ? (
          <h2 id={`${id}-titulo`} className="mb-6 text-3xl font-bold tracking-tight">
            {title}
          </h2>
        ) : null}
        <div
          className="prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown from the content folder, rendered on the server with raw HTML escaped
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </section>
  );
}
