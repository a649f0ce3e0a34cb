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
  /** The header's links; the footer's are the server's alone (app/components/layout/footer.server.tsx). */
  navigation: Omit<typeof siteNavigation, "footerColumns">;
  contact: Pick<typeof shellContact, "support" | "hours" | "whatsappHref">;
  /** Whether a measurement tool is configured: the footer then offers "Preferências de cookies". */
  measurement: boolean;
}

/**
 * The root loader's data (public configuration, the header's links and the contacts).
 * Undefined only when the root loader failed and an error page renders.
 */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
