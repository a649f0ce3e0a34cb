import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { getFeature } from "./funcionalidades";
import { siteNavigation } from "./navegacao.server";
import { META_DESCRIPTION } from "./schema/solucoes";
import { getSolution, solutions } from "./solucoes";

const files = readdirSync(join(resolve(process.env.CONTENT_DIR || "content"), "solucoes"));

/** The /solucoes pages the footer's Soluções column links to. */
const footerSolutionIds = siteNavigation.footerColumns
  .flatMap((column) => column.links)
  .map((link) => link.to)
  .filter((to) => to.startsWith("/solucoes/"))
  .map((to) => to.slice("/solucoes/".length));

describe("solution landing pages content", () => {
  it("holds one page per file, each linked from the footer", () => {
    expect(solutions.map((s) => `${s.id}.yaml`).sort()).toEqual(
      files.filter((f) => f.endsWith(".yaml")).sort(),
    );
    expect(footerSolutionIds.filter((id) => !getSolution(id))).toEqual([]);
  });

  for (const solution of solutions) {
    it(`${solution.id} lists catalogue features, once each, and a meta description search engines show whole`, () => {
      expect(solution.features.filter((id) => !getFeature(id))).toEqual([]);
      expect(new Set(solution.features).size).toBe(solution.features.length);
      expect(solution.metaDescription.length).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
      expect(solution.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION.max);
      expect(JSON.stringify(solution)).not.toMatch(/\{[A-Za-z]+\}/);
    });
  }

  it("finds a solution by id and nothing for an unknown id", () => {
    const first = solutions[0];
    expect(first && getSolution(first.id)).toBe(first);
    expect(getSolution("sistema-inexistente")).toBeUndefined();
  });
});
