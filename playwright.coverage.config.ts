import config from "./playwright.config.ts";

/**
 * `npm run coverage` (scripts/coverage.mjs) runs the request and browser tests with this file: the
 * project's own configuration without the operator projects (they start servers of their own), with
 * the production server writing V8 coverage to SERVER_COVERAGE_DIR and stopped with SIGTERM (the
 * server then exits by itself, which is when V8 writes the file; Playwright's default stop, SIGKILL,
 * would lose it).
 */
const coverageDir = process.env.SERVER_COVERAGE_DIR;
if (!coverageDir) throw new Error("SERVER_COVERAGE_DIR is not set: run npm run coverage");
const servers = Array.isArray(config.webServer)
  ? config.webServer
  : config.webServer
    ? [config.webServer]
    : [];

export default {
  ...config,
  projects: (config.projects ?? []).filter((project) => !project.name?.startsWith("ops")),
  reporter: [["dot"]],
  webServer: servers.map((server) =>
    server.command.includes("server.js")
      ? {
          ...server,
          env: { ...server.env, NODE_V8_COVERAGE: coverageDir },
          gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
        }
      : server,
  ),
} satisfies typeof config;
