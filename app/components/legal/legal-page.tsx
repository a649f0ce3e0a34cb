import { Link } from "react-router";
import { proseClass } from "~/components/prose";
import { Breadcrumb, trail } from "~/components/sections/breadcrumb";
import { pages } from "~/content/pages";
import type { Heading } from "~/lib/markdown.server";
import { HeroBand } from "../sections/page-hero";

export interface LegalPageProps {
  path: string;
  title: string;
  updated: { text: string; iso: string };
  html: string;
  toc: Heading[];
  /** The other legal text, linked at the end. */
  related: { label: string; to: string };
}

/** A legal text: title, last update, a table of contents with anchors, the text. */
export function LegalPage({ path, title, updated, html, toc, related }: LegalPageProps) {
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
          <div
            className={proseClass}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered with raw HTML escaped (markdown.server.ts)
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <p className="mt-12 max-w-3xl rounded-2xl bg-brand-50 p-6 text-stone-700 ring-1 ring-brand-100">
            Veja também:{" "}
            <Link to={related.to} className="font-semibold text-brand-800 underline">
              {related.label}
            </Link>
            . Dúvidas?{" "}
            <Link to={pages.contact} className="font-semibold text-brand-800 underline">
              Fale com a nossa equipe
            </Link>
            .
          </p>
        </article>
      </div>
    </>
  );
}
