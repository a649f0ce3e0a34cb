import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { splitPostFile } from "./app/content/blog/front-matter.ts";
import { consentScript } from "./scripts/vite-consent-script.ts";

/** Checks every blog post's front matter at build start: a bad post fails the build, naming its file. */
function checkBlogPosts(): Plugin {
  const dir = new URL("./app/content/blog/posts/", import.meta.url);
  return {
    name: "check-blog-posts",
    buildStart() {
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
        splitPostFile(file, readFileSync(new URL(file, dir), "utf8"));
      }
    },
  };
}

/** Modules every page's first load needs; see the client build below. */
const sharedChunk =
  /node_modules|\/app\/components\/(ui|sections|layout)\/|\/app\/content\/(site|facts|pages)\.ts|\/app\/lib\/(seo|root-data|analytics)\.ts/;

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle is the whole HTTP server (server/app.ts), so that the
  // Express layer and the route modules share one instance of every module.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Every page loads React, React Router, the shell (app/components/layout with the site config,
    // page paths and the meta helper it reads) and the shared page parts (app/components/ui and
    // sections), so they travel as one file: split by which pages use them, the parts made several
    // small files whose import lines and gzip framing cost more first-load bytes than the parts
    // (the shell alone as the root route's chunk plus site.ts and seo.ts cost 700 B more a page).
    client: {
      build: {
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
  plugins: [tailwindcss(), reactRouter(), checkBlogPosts(), consentScript()],
});
