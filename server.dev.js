// Development entry: `npm run dev`. Vite serves assets with hot reload; the same request listener serves pages.
import { createServer as createHttpServer } from "node:http";
import { createServer } from "vite";

// Hot reload's WebSocket shares the site's port. On its own it takes port 24678, so a second
// development server (another checkout, or the editor's test beside a developer's) could not start.
const server = createHttpServer();
const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const { createApp } = await vite.ssrLoadModule("./server/app.server.ts");
const { parseEnv } = await vite.ssrLoadModule("./server/runtime/env.server.ts");
const { createLogger } = await vite.ssrLoadModule("./server/runtime/logger.server.ts");
const { createServices } = await vite.ssrLoadModule("./server/services.server.ts");

const env = parseEnv({ NODE_ENV: "development", ...process.env });
const services = await createServices(env, createLogger());
services.worker.start();
services.newsletter.start();
const listener = createApp(services, {
  clientDir: null,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  securityHeaders: false,
  pageCache: false,
});
const { default: express } = await import("express");
const outer = express();
outer.use(vite.middlewares);
// The site's listener takes whatever Vite does not serve.
outer.use((req, res) => listener(req, res));
server.on("request", outer);
server.listen(env.PORT, env.HOST, () => console.log(`Dev server on http://localhost:${env.PORT}`));
