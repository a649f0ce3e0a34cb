import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { content } from "./scripts/vite-content.ts";

export default defineConfig({
  plugins: [content()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
