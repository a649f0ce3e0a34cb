import { useRouteLoaderData } from "react-router";
import type { siteNavigation } from "~/content/navegacao.server";
import type { shellContact } from "~/content/site.server";

/**
 * What the root loader (app/root.tsx) returns; meta functions read it from `matches`. Declared here,
 * where the shell's components read it, so that none of them imports the root route (the loader is
 * typed with it, so the two cannot drift apart).
 */
export interface RootData {
  siteUrl: string;
  navigation: typeof siteNavigation;
  contact: typeof shellContact;
  /** The Organization JSON-LD, serialised for a script element. */
  organizationJsonLd: string;
  /** Whether a measurement tool is configured: the footer then offers "Preferências de cookies". */
  measurement: boolean;
}

/**
 * The root loader's data (public configuration, the shell's links, the Organization JSON-LD).
 * Undefined only when the root loader failed and an error page renders.
 */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
