import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { editorMode, editorNotFound } from "~/content/editor.server";
import { keystaticConfig } from "~/content/schema";
import { servicesContext } from "~/context";
import type { Route } from "./+types/api-keystatic";

/**
 * The content editor's API, as Keystatic's React Router (Remix) integration wires it: local mode
 * reads and writes the content folder (development server only); GitHub mode signs the editor in
 * with the GitHub App, and the browser then commits through GitHub's API. Closed: 404.
 */
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const mode = editorMode(context.get(servicesContext).env);
  if (!mode) return editorNotFound();
  const handler = makeGenericAPIRouteHandler({
    config: keystaticConfig(mode.storage),
    localBaseDirectory: mode.contentDir,
    ...mode.github,
  });
  const { body, headers, status } = await handler(request);
  // Keystatic answers bytes or text; both are valid response bodies.
  return new Response(body as BodyInit | null, { headers, status });
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
