import { describe, expect, it } from "vitest";
import { hamburgueria, landingSchema } from "./hamburgueria";

describe("/hamburgueria content", () => {
  it("passes its schema: six feature cards, three benefits, three testimonials", () => {
    expect(landingSchema.safeParse(hamburgueria).error?.issues ?? []).toEqual([]);
  });

  it("uses the spec's claims: 40% more sales and up to 5 hours a day saved", () => {
    const benefits = hamburgueria.benefits.map((b) => `${b.value} ${b.title}`);
    expect(benefits).toContain("+40% de aumento médio nas vendas");
    expect(benefits.some((b) => b.startsWith("5h"))).toBe(true);
  });
});
