// Production entry: `npm start` after `npm run build`. The whole server is bundled in build/server.
import { start } from "./build/server/index.js";

await start();
