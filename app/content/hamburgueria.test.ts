import facts from "virtual:content/facts";
import { describe, expect, it } from "vitest";
import { burgerPage } from "./hamburgueria";

describe("/hamburgueria content", () => {
  it("states the company's claims as its facts: sales increase, hours saved, setup time", () => {
    const benefits = burgerPage.benefits.map((b) => `${b.value} ${b.title} ${b.description}`).join("\n");
    expect(benefits).toContain(facts.aumentoMedioDeVendas);
    expect(benefits).toContain(`${facts.horasEconomizadasPorDia}h`);
    expect(benefits).toContain(`${facts.minutosDeImplantacao} min`);
  });
});
