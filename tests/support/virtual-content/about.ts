// Playwright runs without Vite: virtual:content/about (scripts/vite-content.ts) resolves here (tests/tsconfig.json).
import { content } from "../content.ts";

export default content.about;
