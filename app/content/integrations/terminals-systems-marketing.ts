import type { Integration } from "./schema";

export const integrations: Integration[] = [];
