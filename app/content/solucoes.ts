import solutions from "virtual:content/solucoes";
import type { Solution } from "./schema/load";

export type { Solution };

/** The /solucoes/{id} landing pages (content/solucoes/*.yaml). Server code only. */
export { solutions };

export function getSolution(id: string): Solution | undefined {
  return solutions.find((s) => s.id === id);
}
