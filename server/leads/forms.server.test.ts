import { describe, expect, it } from "vitest";
import { consentTexts } from "../../app/forms/consent";
import { messages } from "../../app/forms/messages";
import { contactForm, integrationRequestForm, resellerForm } from "./forms.server";

describe("spec 2 form definitions", () => {
  it("contact: the spec's messages, consent and subject", () => {
    expect(contactForm.requiredMessage).toBe(
      "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    );
    expect(contactForm.successMessage).toBe(
      "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.",
    );
    expect(contactForm.consentWording).toBe(consentTexts.contact);
    expect(contactForm.toPayload({ assunto: "Planos" } as never, "x@y.z").subject).toBe(
      "Contato via Site - Planos",
    );
  });

  it("reseller: the contact check, the spec's two success texts and its subject", () => {
    expect(resellerForm.id).toBe("revenda");
    expect(resellerForm.requiredMessage).toBe(messages.contactRequired);
    expect(resellerForm.successMessage).toBe(
      "Solicitação enviada com sucesso! Nossa equipe entrará em contato em breve.",
    );
    expect(resellerForm.consentField).toBe("aceito");
    const payload = resellerForm.toPayload({ assunto: "white-label" } as never, "x@y.z");
    expect(payload).toMatchObject({ subject: "Contato Revenda - white-label", form_type: "revenda" });
  });

  it("integration request: one definition per integration, notify-me when coming soon", () => {
    const available = integrationRequestForm({ name: "iFood", status: "disponivel" });
    const comingSoon = integrationRequestForm({ name: "Keeta", status: "em-breve" });
    expect(available.id).toBe("integracao");
    expect(comingSoon.id).toBe("integracao");
    expect(available.consentField).toBeUndefined();
    expect(available.successMessage).toMatch(/^Solicitação enviada com sucesso!.*iFood/);
    expect(comingSoon.successMessage).toMatch(/Avisaremos você .*Keeta estiver disponível/);
    expect(available.toPayload({} as never, "x@y.z").subject).toBe("Solicitação de Integração - iFood");
    expect(comingSoon.toPayload({} as never, "x@y.z")).toMatchObject({
      subject: "Aviso de Disponibilidade - Keeta",
      form_type: "aviso_integracao",
    });
  });
});
