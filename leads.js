// Ops command: `npm run leads -- list|show|retry|release|export|report|subscribers|stats|purge|forget|backup` (after `npm run build`).
import { requireNode } from "./node-version.js";

requireNode();
const { runLeadsCli } = await import("./build/server/index.js");

process.exitCode = await runLeadsCli(process.argv.slice(2));
