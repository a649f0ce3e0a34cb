import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rolldown } from "vite";

/** The consent script's source entry (plain DOM, no React). */
const ENTRY = "app/consent/main.ts";
const VIRTUAL = "virtual:consent-script";

/**
 * Builds the consent script apart from the app, in a Rolldown run of its own, and adds it to the
 * client build as one hashed file (`/assets/consent-<hash>.js`). Built apart so that it shares no
 * chunk with the pages: a page's JavaScript is the same bytes with or without measurement tools,
 * and only a deployment that configures one references the file. The server build reads its
 * address from `virtual:consent-script` (the client is built first); the development server serves
 * the source entry itself.
 */
export function consentScript(): Plugin {
  let command: "build" | "serve" = "build";
  let address: string | undefined;
  return {
    name: "consent-script",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      const src = command === "serve" ? `/${ENTRY}` : address;
      if (!src) this.error("the consent script is built with the client, before the server build reads it");
      return `export default ${JSON.stringify(src)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const output = (await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        root: fileURLToPath(new URL("..", import.meta.url)),
        build: {
          write: false,
          target: "es2022",
          modulePreload: false,
          // Not library mode, which keeps the whitespace of an ES module; one file, no chunks.
          rolldownOptions: { input: ENTRY, output: { codeSplitting: false } },
        },
      })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
      const code = chunks.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
      if (code?.type !== "chunk") throw new Error("the consent script build produced no entry");
      const reference = this.emitFile({ type: "asset", name: "consent.js", source: code.code });
      address = `/${this.getFileName(reference)}`;
    },
  };
}
