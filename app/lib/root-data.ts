import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** What the root loader returns; meta functions read it from `matches`. */
export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The root loader's data (public configuration, the shell's links, the Organization JSON-LD), typed
 * from the loader itself. Undefined only when the root loader failed and an error page renders.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
