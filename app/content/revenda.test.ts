import { describe, expect, it } from "vitest";
import { reseller, tierIds } from "./revenda";

describe("reseller programme content", () => {
  it("keeps the spec's four tier names, in order", () => {
    expect(reseller.tiers.map((t) => t.id)).toEqual([...tierIds]);
    expect(reseller.tiers.map((t) => t.name)).toEqual([
      "Partner Start",
      "Partner Gold",
      "Partner Platinum",
      "Partner Diamond",
    ]);
  });

  it("covers every client count exactly once, from one client, the last tier without a limit", () => {
    expect(reseller.tiers[0]?.clients.min).toBe(1);
    reseller.tiers.forEach((tier, index) => {
      const next = reseller.tiers[index + 1];
      if (next) expect(next.clients.min).toBe((tier.clients.max ?? Number.NaN) + 1);
      else expect(tier.clients.max).toBeNull();
    });
  });

  it("charges less per client as the portfolio grows", () => {
    const fees = reseller.tiers.map((t) => t.monthlyFeePerClient);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
  });

  it("includes each feature from one tier upwards, and numbers the setup levels 1, 2, 3...", () => {
    for (const feature of reseller.features) {
      expect(feature.tiers.length, feature.label).toBeGreaterThan(0);
      expect(feature.tiers, feature.label).toEqual(tierIds.slice(tierIds.length - feature.tiers.length));
    }
    expect(reseller.setup.feesByLevel.map((row) => row.level)).toEqual(
      reseller.setup.feesByLevel.map((_, index) => index + 1),
    );
  });
});
