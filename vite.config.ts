import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { consentScript } from "./scripts/vite-consent-script.ts";
import { content } from "./scripts/vite-content.ts";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle is the whole HTTP server (server/app.ts), so that the
  // Express layer and the route modules share one instance of every module.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Every page loads React, React Router and the shared page parts (app/components/ui and
    // sections), so they travel as one file: split by which pages use them, the parts made several
    // small files whose import lines and gzip framing cost more first-load bytes than the parts.
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "shared", test: /node_modules|\/app\/components\/(ui|sections)\// }],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), content(), consentScript()],
});
