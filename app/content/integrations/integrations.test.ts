import { describe, expect, it } from "vitest";
import { filterIntegrations, integrations } from "./index";
import { integrations as marketplacePayments } from "./marketplace-payments";
import { integrationSchema } from "./schema";
import { integrations as terminalsSystemsMarketing } from "./terminals-systems-marketing";

/** Spec 2, section 9: the 23 entries by category. */
const expected = {
  marketplace: ["ifood", "bigou", "aiqfome", "99food", "keeta"],
  pagamento: ["pagseguro", "mercado-pago", "pagarme", "infinitepay", "woovi"],
  maquininha: ["stone", "clover", "bin", "sicredi", "cielo", "rede"],
  "sistema-gestao": ["wf-sistemas", "foozi"],
  "marketing-vendas": ["whatsapp", "google-tag-manager", "facebook-pixel", "google-analytics", "repediu"],
} as const;

describe("integrations content", () => {
  for (const [part, entries] of Object.entries({ marketplacePayments, terminalsSystemsMarketing })) {
    for (const entry of entries) {
      it(`${part}: ${entry.id} matches the schema`, () => {
        const result = integrationSchema.safeParse(entry);
        expect(result.error?.issues ?? []).toEqual([]);
      });
    }
  }

  it("holds the 23 integrations of the spec in their categories", () => {
    expect(integrations).toHaveLength(23);
    for (const [category, ids] of Object.entries(expected)) {
      const inCategory = filterIntegrations(category as keyof typeof expected).map((i) => i.id);
      expect(inCategory.sort()).toEqual([...ids].sort());
    }
  });

  it("marks exactly bigou, 99food, keeta, cielo and rede as coming soon", () => {
    const comingSoon = integrations.filter((i) => i.status === "em-breve").map((i) => i.id);
    expect(comingSoon.sort()).toEqual(["99food", "bigou", "cielo", "keeta", "rede"]);
  });
});
