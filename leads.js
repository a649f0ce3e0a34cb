// Ops command: `npm run leads -- list|show|retry|export|stats` (after `npm run build`).
import { runLeadsCli } from "./build/server/index.js";

process.exitCode = runLeadsCli(process.argv.slice(2));
