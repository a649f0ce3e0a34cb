import { fileURLToPath } from "node:url";
import { contactDetails } from "../../app/content/contato.ts";
import { loadContent } from "../../app/content/schema/load.ts";

/**
 * The content the site was built from, read the way the build reads it, so tests derive prices,
 * counts and copy instead of repeating them. CONTENT_DIR points it at a scratch copy, like the build.
 */
export const contentDir = process.env.CONTENT_DIR || fileURLToPath(new URL("../../content", import.meta.url));
export const content = await loadContent(contentDir, {
  publicDir: fileURLToPath(new URL("../../public", import.meta.url)),
});
export const contact = contactDetails(content.fatos);
