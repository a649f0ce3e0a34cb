// Ops command: `npm run leads -- list|show|retry|export|stats` (after `npm run build`).
import { requireNode } from "./node-version.js";

requireNode();
const { runLeadsCli } = await import("./build/server/index.js");

process.exitCode = runLeadsCli(process.argv.slice(2));
