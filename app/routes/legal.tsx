import type { DocumentHandle } from "~/components/layout/document";
import { LEGAL_TEXT, LegalPage } from "~/components/legal/legal";
import { trail } from "~/components/sections/breadcrumb";
import { useSentOnce } from "~/components/ui/sent-once";
import { getLegalDocument, type LegalDocumentId } from "~/content/legal.server";
import { pages } from "~/content/pages";
import { servicesContext } from "~/context";
import { sentOnce } from "~/lib/sent-once.server";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/legal";

/** /privacidade and /termos-de-uso: one module, registered for both paths in app/routes.ts. */
const related: Record<LegalDocumentId, { label: string; to: string }> = {
  privacidade: { label: "Termos de Uso", to: pages["termos-de-uso"] },
  "termos-de-uso": { label: "Política de Privacidade", to: pages.privacidade },
};

/**
 * Text and links only: a document load of a legal text carries no JavaScript. The header's menus,
 * the sections' folds and the contents' anchors work without it, as they do for a visitor without
 * JavaScript, and the page fits a phone's first round trip (docs/performance.md).
 */
export const handle: DocumentHandle = { document: "without-scripts" };

// The route pattern names the document ("privacidade"); request.url would end in ".data" on a
// client-side navigation. The JSON-LD is built here, so its builders stay on the server.
// The text itself (the introduction and each section's body) is sent once
// (app/components/ui/sent-once.tsx): a document has it in its HTML only.
export function loader(args: Route.LoaderArgs) {
  const { pattern, context } = args;
  const id = pattern.replace(/^\//, "") as LegalDocumentId;
  const path = `/${id}`;
  const { title, description, updated, intro, sections, toc } = getLegalDocument(id);
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  return {
    structuredData: [breadcrumbList(siteUrl, trail({ name: title, path }))],
    path,
    title,
    description,
    updated,
    sections: sections.map(({ id, heading }) => ({ id, heading })),
    text: sentOnce(args, LEGAL_TEXT, { intro, bodies: sections.map((section) => section.html) }),
    toc,
    related: related[id],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo({
    title: loaderData.title,
    description: loaderData.description,
    path: loaderData.path,
    siteUrl,
    image: "empresa",
    structuredData: loaderData.structuredData,
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { path, related: other, structuredData: _, text, ...document } = loaderData;
  const kept = useSentOnce(LEGAL_TEXT, text);
  return <LegalPage path={path} {...document} text={kept} related={other} />;
}
