import { describe, expect, it } from "vitest";
import { carouselStep, dedupeByName, shuffle, splitHalves, wrapOffset } from "./partners";

describe("partner rows", () => {
  it("keeps one entry per name, whatever the case", () => {
    const result = dedupeByName([{ name: "iFood" }, { name: "Stone" }, { name: "IFOOD" }]);
    expect(result.map((p) => p.name)).toEqual(["iFood", "Stone"]);
  });

  it("shuffles into a permutation of the same items", () => {
    const items = ["a", "b", "c", "d", "e"];
    const sequence = [0.9, 0.1, 0.5, 0.3];
    const result = shuffle(items, () => sequence.shift() ?? 0);
    expect([...result].sort()).toEqual(items);
    expect(result).not.toEqual(items);
    expect(items).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("splits into halves with the extra item first", () => {
    expect(splitHalves([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("wraps offsets into one loop width in both directions", () => {
    expect(wrapOffset(1210, 1200)).toBe(10);
    expect(wrapOffset(-5, 1200)).toBe(1195);
    expect(wrapOffset(0, 1200)).toBe(0);
  });

  it("moves the client carousel by 60% of the visible width", () => {
    expect(carouselStep(1000)).toBe(600);
    expect(carouselStep(375)).toBe(225);
  });
});
