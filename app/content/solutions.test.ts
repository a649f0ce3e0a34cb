import { describe, expect, it } from "vitest";
import { getFeature } from "./features";
import { siteNavigation } from "./navigation.server";
import { getSolution, solutionIds, solutionSchema, solutions } from "./solutions";

/** The /solucoes pages the footer's Soluções column links to, in its order. */
const footerSolutionPaths = siteNavigation.footerColumns
  .flatMap((column) => column.links)
  .map((link) => link.to)
  .filter((to) => to.startsWith("/solucoes/"));

describe("solution landing pages content", () => {
  for (const solution of solutions) {
    it(`${solution.id} matches the schema`, () => {
      const result = solutionSchema.safeParse(solution);
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it(`${solution.id} links only to catalogue features`, () => {
      expect(solution.featureIds.filter((id) => !getFeature(id))).toEqual([]);
    });
  }

  it("holds every solution id exactly once, in the order the footer links them", () => {
    expect(solutions.map((s) => s.id)).toEqual([...solutionIds]);
    expect(solutions.map((s) => `/solucoes/${s.id}`)).toEqual(footerSolutionPaths);
  });

  it("finds a solution by id and nothing for an unknown id", () => {
    expect(getSolution("sistema-pdv")?.menuLabel).toBe("Sistema PDV");
    expect(getSolution("sistema-inexistente")).toBeUndefined();
  });

  it("rejects a meta description outside 120–160 characters and a repeated feature id", () => {
    const first = solutions[0];
    if (!first) throw new Error("no solutions");
    expect(solutionSchema.safeParse({ ...first, metaDescription: "Curta demais." }).success).toBe(false);
    const repeated = [first.featureIds[0], ...first.featureIds.slice(0, 2)];
    expect(solutionSchema.safeParse({ ...first, featureIds: repeated }).success).toBe(false);
  });
});
