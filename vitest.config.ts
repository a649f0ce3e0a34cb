import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { content } from "./scripts/vite-content.ts";

export default defineConfig({
  plugins: [content()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    // Tests against a real PostgreSQL take under a second on a quiet machine, but a shared 2-core
    // machine running the end-to-end suite beside them stretched one past vitest's 5 s default.
    testTimeout: 20_000,
  },
});
