import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as contact from "../../app/forms/contact";
import { type FakeSmtp, startFakeSmtp } from "../../tests/support/fake-smtp";
import { renderAutoReply } from "./email-autoreply.server";
import { createLead, type Lead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { createAutoReplyTransport } from "./transports.server";

const typed = {
  nome: "Joana Prado",
  email: "joana@pizzariaprado.com.br",
  whatsapp: "(11) 98765-4321",
  empresa: "Pizzaria Prado",
  mensagem: "Quero saber do plano anual. Veja https://exemplo-malicioso.com",
};

const leadOf = (formType: string, overrides: Partial<typeof typed> = {}): Lead => {
  const lead = createLead({
    payload: {
      ...demoPayload({ ...typed, ...overrides }, "comercial@gamadelivery.com.br"),
      form_type: formType,
    },
    consentWording: "Li e aceito a política de privacidade.",
    attribution: { page: "/?utm_source=google", utm_campaign: "black-friday" },
    // 22:05 UTC is 19:05 in Brasília.
    now: new Date("2026-11-23T22:05:00Z"),
  });
  lead.payload.message = typed.mensagem;
  return lead;
};

describe("confirmation to the visitor", () => {
  it("says in Portuguese what was received, when, and the form's response promise", () => {
    const demo = renderAutoReply(leadOf("demonstracao"));
    expect(demo.subject).toBe("Recebemos o seu contato | Gama Delivery");
    expect(demo.text).toContain("Olá, Joana!");
    expect(demo.text).toContain(
      "Recebemos o seu pedido de demonstração pelo site da Gama Delivery em 23/11/2026, às 19:05 (horário de Brasília).",
    );
    expect(demo.text).toContain("Nossa equipe comercial responde em até 2 horas úteis.");
    expect(renderAutoReply(leadOf("revenda")).text).toContain("em até 2 horas úteis");
    expect(renderAutoReply(leadOf("contato_geral")).text).toContain("Recebemos a sua mensagem pelo site");
    // Every feature page promises an answer within one business hour next to its form.
    expect(renderAutoReply(leadOf("funcionalidade")).text).toContain(
      "Nossa equipe entra em contato em até 1 hora, em horário comercial.",
    );
  });

  it("repeats nothing the visitor typed but the first name, and holds no link", () => {
    const { text, html } = renderAutoReply(leadOf("contato_geral"));
    for (const value of [
      "Prado",
      typed.email,
      typed.whatsapp,
      typed.empresa,
      "plano anual",
      "exemplo-malicioso",
      "utm",
      "black-friday",
    ]) {
      expect(text).not.toContain(value);
      expect(html).not.toContain(value);
    }
    expect(text).not.toMatch(/https?:|www\./);
    expect(html).not.toMatch(/href|https?:|www\./);
  });

  it("greets without a name when the name field holds anything but a name", () => {
    for (const nome of ["https://golpe.example", "www.golpe.example Silva", "<b>Ana</b>", "Ana@golpe"]) {
      const { text, html } = renderAutoReply(leadOf("demonstracao", { nome }));
      expect(text.startsWith("Olá!\n")).toBe(true);
      expect(text).not.toContain("golpe");
      expect(html).not.toContain("<b>");
    }
    expect(renderAutoReply(leadOf("demonstracao", { nome: "  josé   d'Ávila" })).text).toContain(
      "Olá, josé!",
    );
  });

  it("repeats a first name only when it is made of letters alone", () => {
    // Hyphens, apostrophes, digits and symbols let a stranger make the greeting say something.
    for (const nome of ["Ganhe-já Silva", "O'Neil", "Pix’grátis", "Ana2", "R$100", "Ana_", "Oi!"]) {
      const { text } = renderAutoReply(leadOf("demonstracao", { nome }));
      expect(text.startsWith("Olá!\n"), nome).toBe(true);
    }
    // Accents typed as separate marks are still letters.
    expect(renderAutoReply(leadOf("demonstracao", { nome: "Joa\u0303o Prado" })).text).toContain(
      "Olá, João!",
    );
    expect(renderAutoReply(leadOf("demonstracao", { nome: "ÉRICA" })).text).toContain("Olá, ÉRICA!");
  });

  describe("sent through SMTP", () => {
    let smtp: FakeSmtp;
    beforeEach(async () => {
      smtp = await startFakeSmtp();
    });
    afterEach(() => smtp.server.close());

    it("goes to the visitor, answers to sales, and is marked as an automatic reply", async () => {
      const transport = createAutoReplyTransport({
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: "site@gamadelivery.com.br",
        replyTo: "comercial@gamadelivery.com.br",
        messageIdDomain: "gamadelivery.com.br",
      });
      const lead = createLead({
        payload: contact.payload(
          { ...typed, telefone: typed.whatsapp, assunto: "Planos", aceito: "on" } as Parameters<
            typeof contact.payload
          >[0],
          "comercial@gamadelivery.com.br",
          { withCalculation: (message) => message },
        ),
        consentWording: "Aceito.",
        attribution: {},
      });
      try {
        await transport.send(lead);
      } finally {
        transport.close?.();
      }
      expect(transport.name).toBe("autoreply");
      expect(transport.skipForms).toEqual(["newsletter"]);
      expect(smtp.inbox).toHaveLength(1);
      const [mail] = smtp.inbox;
      expect(mail?.to).toBe(typed.email);
      expect(mail?.from).toContain("site@gamadelivery.com.br");
      expect(mail?.replyTo).toBe("comercial@gamadelivery.com.br");
      expect(mail?.messageId).toBe(`<${lead.id}.confirmacao@gamadelivery.com.br>`);
      // RFC 3834: a message made by a program, not a reply to one; auto-responders leave it alone.
      expect(mail?.headers["auto-submitted"]).toBe("auto-generated");
      expect(mail?.text).toContain("Recebemos a sua mensagem");
    });
  });
});
