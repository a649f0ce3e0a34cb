import { describe, expect, it } from "vitest";
import { getIntegration, integrationCategories, integrations, integrationsPage } from "./index";

const categoryIds = integrationCategories.map((c) => c.id);

describe("integrations content", () => {
  it("lists every integration by category, in filter order, then by its position", () => {
    expect(integrations.length).toBeGreaterThan(0);
    const keys = integrations.map((i) => [categoryIds.indexOf(i.category), i.position] as const);
    for (const [index, [category, position]] of keys.entries()) {
      expect(category, integrations[index]?.id).toBeGreaterThanOrEqual(0);
      const previous = keys[index - 1];
      if (previous) {
        expect(
          category > previous[0] || (category === previous[0] && position >= previous[1]),
          `${integrations[index - 1]?.id} before ${integrations[index]?.id}`,
        ).toBe(true);
      }
    }
  });

  it("finds an integration by the id in its address, and nothing for another", () => {
    for (const integration of integrations) expect(getIntegration(integration.id)).toBe(integration);
    expect(getIntegration("nao-existe")).toBeUndefined();
  });

  it("leaves no token unwritten in the copy", () => {
    const copy = JSON.stringify([integrations, integrationsPage]);
    expect(copy).not.toMatch(/\{[A-Za-z][A-Za-z0-9]*\}/);
  });
});
