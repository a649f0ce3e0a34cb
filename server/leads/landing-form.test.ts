import { describe, expect, it } from "vitest";
import { interestMessages } from "../../app/forms/messages";
import { landingInterestForm } from "./forms.server";
import { hamburgueriaLanding } from "./payload";

describe("landing page form", () => {
  it("/hamburgueria: the interest form's fields and messages, the landing's own subject and form_type", () => {
    const form = landingInterestForm(hamburgueriaLanding);
    expect(form.id).toBe("interesse");
    expect(form.consentField).toBeUndefined();
    expect(form.requiredMessage).toBe(interestMessages.required);
    const payload = form.toPayload(
      { nome: "Ana", email: "ana@exemplo.com.br", whatsapp: "(11) 98765-4321" } as never,
      "vendas@y.z",
    );
    expect(payload).toMatchObject({
      to_email: "vendas@y.z",
      from_name: "Ana",
      from_email: "ana@exemplo.com.br",
      phone: "(11) 98765-4321",
      subject: "Interesse - Página Hamburgueria",
      form_type: "landing_hamburgueria",
    });
  });
});
