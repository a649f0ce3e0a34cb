// Production entry: `npm start` after `npm run build`. The whole server is bundled in build/server.
import { requireNode } from "./node-version.js";

requireNode();
// React and Express pick their fast production code paths from NODE_ENV, read when they load.
process.env.NODE_ENV ??= "production";
const { start } = await import("./build/server/index.js");

await start();
