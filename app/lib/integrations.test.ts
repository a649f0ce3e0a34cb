import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { integrations } from "~/content/integrations";
import { integrationCountText, integrationLogoSrc } from "./integrations";

describe("integration display helpers", () => {
  it("has a committed wordmark for every integration", () => {
    for (const { id } of integrations) {
      const file = new URL(`../../public${integrationLogoSrc(id)}`, import.meta.url);
      expect(existsSync(file), `${id} wordmark (run scripts/build-integration-logos.mjs)`).toBe(true);
    }
  });

  it("counts the integrations shown, in the singular and the plural", () => {
    expect(integrationCountText(23)).toBe("23 integrações para conectar ao seu delivery");
    expect(integrationCountText(5, "Marketplace")).toBe("5 integrações em Marketplace");
    expect(integrationCountText(1, "Marketplace")).toBe("1 integração em Marketplace");
    expect(integrationCountText(0)).toBe("0 integrações para conectar ao seu delivery");
  });
});
