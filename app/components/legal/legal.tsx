import { Link } from "react-router";
import { Breadcrumb, trail } from "~/components/sections/breadcrumb";
import type { LegalSection } from "~/content/legal.server";
import { pages } from "~/content/pages";
import type { Heading } from "~/lib/markdown.server";
import { Fold } from "../fold";
import { HeroBand } from "../sections/page-hero";
import { kept } from "../ui/sent-once";

export interface LegalPageProps {
  path: string;
  title: string;
  updated: { text: string; iso: string };
  intro: string;
  sections: LegalSection[];
  toc: Heading[];
  /** The other legal text, linked at the end. */
  related: { label: string; to: string };
}

/**
 * A legal text: title, last update, a table of contents with anchors, the text. On a phone or a
 * tablet each section folds under its heading (the privacy policy is 21,000 px tall there): the table
 * of contents, find-in-page and a tap open it. From `lg` up the whole text shows, beside the contents.
 */
export function LegalPage({ path, title, updated, intro, sections, toc, related }: LegalPageProps) {
  return (
    <>
      <HeroBand container="max-w-7xl pt-6 pb-12">
        <Breadcrumb items={trail({ name: title, path })} />
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-stone-200">
          Última atualização: <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </HeroBand>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[18rem_1fr] lg:py-16">
        <nav
          aria-labelledby="sumario"
          className="lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <div className="rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
            <h2 id="sumario" className="text-lg font-semibold">
              Sumário
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="flex min-h-8 items-center rounded px-1 text-stone-700 hover:bg-white hover:text-brand-800 hover:underline"
                  >
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article aria-labelledby="sumario-texto">
          <h2 id="sumario-texto" className="sr-only">
            Texto completo: {title}
          </h2>
          <div className="max-w-3xl">
            <div
              className="prose"
              // Its links are plain anchors: in the running app they navigate in the page (useKeptLinks).
              {...kept}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered with raw HTML escaped (markdown.server.ts)
              dangerouslySetInnerHTML={{ __html: intro }}
            />
            <div className="mt-8 border-t border-stone-200 unfold-lg:border-0">
              {sections.map((section) => (
                <section key={section.id} aria-labelledby={section.id} className="group/section">
                  <Fold
                    at="lg"
                    className="border-b border-stone-200 unfold-lg:border-0"
                    summaryClass="min-h-14 py-3 unfold-lg:min-h-0 unfold-lg:py-0 unfold-lg:mt-12 unfold-lg:group-first/section:mt-4"
                    summary={
                      <h2
                        id={section.id}
                        className="scroll-mt-28 text-lg font-bold tracking-tight text-ink unfold-lg:text-2xl"
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: a heading of our own Markdown (markdown.server.ts)
                        dangerouslySetInnerHTML={{ __html: section.heading }}
                      />
                    }
                  >
                    <div
                      className="prose pb-6 unfold-lg:pb-0"
                      {...kept}
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered with raw HTML escaped (markdown.server.ts)
                      dangerouslySetInnerHTML={{ __html: section.html }}
                    />
                  </Fold>
                </section>
              ))}
            </div>
          </div>
          <p className="mt-12 max-w-3xl rounded-2xl bg-brand-50 p-6 text-stone-700 ring-1 ring-brand-100">
            Veja também:{" "}
            <Link to={related.to} className="font-semibold text-brand-800 underline">
              {related.label}
            </Link>
            . Dúvidas?{" "}
            <Link to={pages.contato} className="font-semibold text-brand-800 underline">
              Fale com a nossa equipe
            </Link>
            .
          </p>
        </article>
      </div>
    </>
  );
}
