// Playwright runs without Vite: virtual:content/calculator (scripts/vite-content.ts) resolves here (tests/tsconfig.json).
import { content } from "../content.ts";

export default content.calculator;
