import { createServer as createHttpServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type HotPayload, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";

/**
 * The development server as `npm run dev` makes it (server.dev.js), with content/ in the project as
 * a marketer has it. A save in the content editor changes a file there; that must reload no open
 * page (the editor would start over, at the top of its form). The site's stylesheet is compiled
 * first, as any page of the site makes it, since its compiler's watched files were the cause.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
let server: ViteDevServer;
const sent: HotPayload[] = [];

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "silent",
    server: { middlewareMode: true, hmr: { server: createHttpServer() } },
    appType: "custom",
  });
  for (const channel of [server.hot, ...Object.values(server.environments).map((e) => e.hot)]) {
    const send = channel.send.bind(channel) as (payload: HotPayload) => void;
    channel.send = ((payload: HotPayload) => {
      sent.push(payload);
      send(payload);
    }) as typeof channel.send;
  }
  await server.environments.client.transformRequest("/app/styles/app.css");
}, 120_000);

afterAll(() => server?.close());

it("a saved content file reloads no open page", async () => {
  server.watcher.emit("change", join(root, "content", "planos", "essencial.yaml"));
  // React Router's plugin announces every changed file; its message ends the server's handling.
  await expect
    .poll(() => sent.some((p) => p.type === "custom" && p.event === "react-router:hmr"), { timeout: 30_000 })
    .toBe(true);
  await new Promise((settled) => setTimeout(settled, 1_500));
  expect(sent.filter((payload) => payload.type === "full-reload" || payload.type === "update")).toEqual([]);
}, 60_000);
