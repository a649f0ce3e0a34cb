import type { ReactNode } from "react";
import { organization, serializeJsonLd } from "~/lib/structured-data";
import { FOOTER, ORGANIZATION } from "./document";
import { Footer } from "./footer.server";

/**
 * The parts of every document only the server renders (app/components/ui/sent-once.tsx): the
 * footer, and the Organization JSON-LD, which crawlers read in the document. The browser never
 * renders them, so neither their content nor their code is sent for hydration.
 */
export function documentParts(siteUrl: string): [string, ReactNode][] {
  return [
    [FOOTER, <Footer key={FOOTER} />],
    [ORGANIZATION, serializeJsonLd(organization(siteUrl))],
  ];
}
