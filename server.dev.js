// Development entry: `npm run dev`. Vite serves assets with hot reload; the same request listener serves pages.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { createApp } = await vite.ssrLoadModule("./server/app.ts");
const { parseEnv } = await vite.ssrLoadModule("./server/env.server.ts");
const { createLogger } = await vite.ssrLoadModule("./server/logger.server.ts");
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
outer.listen(env.PORT, env.HOST, () => console.log(`Dev server on http://localhost:${env.PORT}`));
