import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { consentScript } from "./scripts/vite-consent-script.ts";
import { content } from "./scripts/vite-content.ts";

/** Modules every page's first load needs; see the client build below. */
const sharedChunk =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router\/dev)\/|\/app\/components\/(ui(?!\/filter-pill)|sections(?!\/(library\/|breadcrumb|faq-list))|layout)\/|\/app\/components\/integracoes\/emblem\.tsx|\/app\/content\/(site|pages)\.ts|\/app\/lib\/(seo|root-data|analytics)\.ts/;

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle is the whole HTTP server (server/app.server.ts), so that the
  // Express layer and the route modules share one instance of every module.
  environments: {
    // The server runs on Node: React Router's plugin infers that from a dependency on one of its
    // Node adapters (@react-router/node, /express, /serve), and the site uses none (its own adapter,
    // server/http/router-adapter.server.ts). Without the "node" condition, packages resolve to their
    // builds for other runtimes (the editor's local mode then answers 500 in `npm run dev`).
    ssr: {
      resolve: { conditions: ["node"], externalConditions: ["node"] },
      build: {
        rollupOptions: { input: "./server/app.server.ts" },
        // `npm run coverage` builds with COVERAGE_BUILD=1: source maps let the server's V8 coverage be
        // read against app/ and server/. The production build stays without them.
        sourcemap: process.env.COVERAGE_BUILD === "1",
      },
    },
    // Every page loads React, React Router, the shell (app/components/layout with the site config,
    // page paths and the meta helper it reads) and the shared page parts (app/components/ui and
    // sections, but for the section library, which goes with the campaign page, and the parts a
    // few pages use and the home page does not: the breadcrumb, the FAQ list and the filter pills; the partner
    // emblem goes in, since the home page's rows draw it and a chunk of its own cost more), so
    // they travel as one file: split by which pages use them, the parts made several small files whose import lines and gzip framing cost more first-load bytes than the parts
    // (the shell alone as the root route's chunk plus site.ts and seo.ts cost 700 B more a page).
    // Only the packages the pages use are named: the content editor's (Keystatic and its
    // dependencies) stay in the editor's own chunks, which no public page loads.
    client: {
      build: {
        sourcemap: process.env.SIZE_MAP === "1",
        // A campaign's sections are imported when the page names them; their own imports are fetched
        // then too, rather than listed in the campaign's chunk for preloading (336 B gzip a page).
        modulePreload: { resolveDependencies: () => [] },
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "shared", test: sharedChunk }],
            },
          },
        },
      },
    },
  },
  // The content editor's packages are bundled when the development server starts, not when
  // /keystatic is first opened (Vite would then reload the page mid-way).
  optimizeDeps: { include: ["@keystatic/core", "@keystatic/core/ui"] },
  plugins: [tailwindcss(), reactRouter(), content(), consentScript()],
});
