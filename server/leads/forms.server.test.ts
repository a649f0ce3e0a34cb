import { describe, expect, it } from "vitest";
import { consentTexts } from "../../app/forms/consent";
import { messages } from "../../app/forms/messages";
import { contactFormSchema } from "../../app/forms/schemas";
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

  it("contact: a savings calculation posted with the form is recomputed into the message", () => {
    const posted = {
      nome: "Rafael Antunes",
      email: "rafael@exemplo.com.br",
      telefone: "31 97777-6666",
      mensagem: "Quero economizar.",
      aceito: "on",
    };
    const withCalculation = contactFormSchema.parse({
      ...posted,
      calculadora: "pedidos=400&ticket=50&comissao=12&taxa=3%2C2",
    });
    const message = contactForm.toPayload(withCalculation, "x@y.z").message.replace(/\u00a0/g, " ");
    expect(message).toMatch(
      /^Quero economizar\.\n\nSimulação da calculadora de economia \(estimativa\):\n- /,
    );
    // 400 × R$ 50 at 15,2%: R$ 3.040 a month.
    expect(message).toContain("R$ 3.040 por mês, R$ 36.480 por ano pagos ao marketplace.");
    // A forged or broken calculation adds nothing; the message stays as typed.
    const forged = contactFormSchema.parse({
      ...posted,
      calculadora: "pedidos=abc&ticket=50&comissao=12&taxa=3",
    });
    expect(contactForm.toPayload(forged, "x@y.z").message).toBe("Quero economizar.");
    expect(contactForm.toPayload(contactFormSchema.parse(posted), "x@y.z").message).toBe("Quero economizar.");
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
