import { resolve } from "node:path";
import type { SiteEnv } from "~/context";
import type { Storage } from "./schema";
import { CONTENT_FOLDER } from "./schema";

/** How the content editor (/keystatic) runs here, or null when it is closed. */
export interface EditorMode {
  storage: Storage;
  /** The GitHub App's slug, for the editor's "install the app" links (GitHub mode). */
  appSlug?: string;
  /** The GitHub App's OAuth credentials and the key that encrypts its refresh token cookie. */
  github?: { clientId: string; clientSecret: string; secret: string };
  /** Where local mode reads and writes the files. */
  contentDir: string;
}

/**
 * The editor writes files only under the development server (`npm run dev`): `import.meta.env.DEV`
 * is false in a production build, so that branch is not even in the bundle a server runs. A
 * production server opens the editor in GitHub mode, where every change is a commit made by the
 * signed-in person's GitHub account, and only when all of its variables are set; otherwise
 * /keystatic and /api/keystatic answer 404.
 */
export function editorMode(env: SiteEnv): EditorMode | null {
  const contentDir = resolve(process.env.CONTENT_DIR || CONTENT_FOLDER);
  if (import.meta.env.DEV) return { storage: { kind: "local" }, contentDir };
  const {
    KEYSTATIC_GITHUB_CLIENT_ID: clientId,
    KEYSTATIC_GITHUB_CLIENT_SECRET: clientSecret,
    KEYSTATIC_SECRET: secret,
    KEYSTATIC_GITHUB_REPO: repo,
    KEYSTATIC_GITHUB_APP_SLUG: appSlug,
  } = env;
  if (!clientId || !clientSecret || !secret || !repo || !appSlug) return null;
  return {
    storage: { kind: "github", repo: repo as `${string}/${string}` },
    appSlug,
    github: { clientId, clientSecret, secret },
    contentDir,
  };
}

export function editorNotFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
