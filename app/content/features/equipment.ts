import type { Feature } from "./schema";

export const features: Feature[] = [];
