import type { DocumentHandle } from "~/components/layout/document";
import { LegalPage } from "~/components/legal/legal";
import { trail } from "~/components/sections/breadcrumb";
import { getLegalDocument, type LegalDocumentId } from "~/content/legal.server";
import { pages } from "~/content/pages";
import { servicesContext } from "~/context";
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
// Its document carries no data (the handle above), so the text need not be sent once: only a client
// navigation's `.data` sends it as data.
export function loader({ pattern, context }: Route.LoaderArgs) {
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
    intro,
    sections,
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
  const { path, related: other, structuredData: _, ...document } = loaderData;
  return <LegalPage path={path} {...document} related={other} />;
}
