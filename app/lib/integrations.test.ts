import { describe, expect, it } from "vitest";
import { integrationCountText } from "./integrations";

describe("integration display helpers", () => {
  it("counts the integrations shown, in the singular and the plural", () => {
    expect(integrationCountText(23)).toBe("23 integrações para conectar ao seu delivery");
    expect(integrationCountText(5, "Marketplace")).toBe("5 integrações em Marketplace");
    expect(integrationCountText(1, "Marketplace")).toBe("1 integração em Marketplace");
    expect(integrationCountText(0)).toBe("0 integrações para conectar ao seu delivery");
  });
});
