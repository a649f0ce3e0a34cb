// Playwright runs without Vite: virtual:content/integrations (scripts/vite-content.ts) resolves here (tests/tsconfig.json).
import { content } from "../content.ts";

export default content.integrations;
