import { parse as parseYaml } from "yaml";
import { type PostFrontMatter, postFrontMatterSchema } from "./schema.ts";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/**
 * Splits a post file into its front matter, checked by the schema, and its
 * Markdown body. `fileName` is the file's base name: the post id must equal it,
 * so a URL and its file never drift apart. Throws naming the file on any problem.
 * Imported by the build (vite.config.ts) as well as by the server.
 */
export function splitPostFile(fileName: string, source: string): { meta: PostFrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${fileName}: missing front matter (--- ... ---)`);
  const result = postFrontMatterSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!result.success) {
    throw new Error(
      `${fileName}: invalid front matter: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const expectedId = fileName.replace(/\.md$/, "");
  if (result.data.id !== expectedId) {
    throw new Error(`${fileName}: id "${result.data.id}" differs from the file name`);
  }
  return { meta: result.data, body: match[2] ?? "" };
}
