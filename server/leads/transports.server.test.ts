import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReceivedMail, startFakeSmtp } from "../../tests/support/fake-smtp";
import { createLogger } from "../runtime/logger.server";
import { createLead, type Lead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { createLogTransport, createSmtpTransport, smtpConnectionOptions } from "./transports.server";

function sampleLead(overrides: Partial<Lead["payload"]> = {}): Lead {
  return createLead({
    payload: {
      ...demoPayload(
        {
          nome: "Ana Souza",
          empresa: "Brasa Viva Burger",
          email: "ana@brasaviva.com.br",
          whatsapp: "(11) 98765-4321",
          faturamento: "10k-50k",
          unidades: "2-5",
          segmento: "hamburgueria",
        },
        "comercial@gamadelivery.com.br",
      ),
      ...overrides,
    },
    consentWording: "Li e aceito a política de privacidade.",
    attribution: { page: "/?utm_source=google", utm_source: "google" },
  });
}

describe("log transport", () => {
  it("writes the payload as one structured line and succeeds", async () => {
    const lines: string[] = [];
    const transport = createLogTransport(createLogger((line) => lines.push(line)));
    const lead = sampleLead();
    await transport.send(lead);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "");
    expect(entry).toMatchObject({ level: "info", event: "lead.payload", transport: "log", leadId: lead.id });
    expect(entry.lead.payload).toEqual(lead.payload);
  });
});

describe("smtp transport", () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let transport: ReturnType<typeof createSmtpTransport>;
  const lastMail = (): ReceivedMail => {
    const mail = smtp.inbox.at(-1);
    if (!mail) throw new Error("no mail received");
    return mail;
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    transport = createSmtpTransport({
      url: `smtp://user:pass@127.0.0.1:${smtp.port}`,
      from: "site@gamadelivery.com.br",
      to: "comercial@gamadelivery.com.br",
      messageIdDomain: "gamadelivery.com.br",
    });
  });
  afterAll(() => {
    transport.close?.();
    smtp.server.close();
  });

  it("sends to the sales inbox, replying to the visitor, with the lead id as Message-ID", async () => {
    const lead = sampleLead();
    await transport.send(lead);
    const mail = lastMail();
    expect(mail.subject).toBe("Solicitação de Demonstração - Página Inicial");
    expect(mail.to).toBe("comercial@gamadelivery.com.br");
    expect(mail.from).toContain("site@gamadelivery.com.br");
    expect(mail.replyTo).toBe('"Ana Souza" <ana@brasaviva.com.br>');
    expect(mail.messageId).toBe(`<${lead.id}@gamadelivery.com.br>`);
    for (const value of [
      "Ana Souza",
      "Brasa Viva Burger",
      "(11) 98765-4321",
      "R$ 10.000 a R$ 50.000",
      "2 a 5 unidades",
      "Hamburgueria",
      "google",
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value.replaceAll("$", "$"));
    }
  });

  it("escapes visitor values in the HTML body", async () => {
    await transport.send(sampleLead({ company: '<script>alert("x")</script>' }));
    const mail = lastMail();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it("never lets CR/LF in a visitor value add a header", async () => {
    await transport.send(
      sampleLead({ from_name: "Eva\r\nBcc: intruso@example.com", subject: "Oi\r\nX-Injected: 1" }),
    );
    const mail = lastMail();
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers["x-injected"]).toBeUndefined();
    expect(mail.subject).toBe("Oi X-Injected: 1");
  });

  it("strips bidirectional controls from the subject and the reply-to, even of a lead stored earlier", async () => {
    await transport.send(
      sampleLead({
        subject: "Contato via Site - Fatura\u202egpj.exe",
        from_name: "Eva\u2067 Lima\u2069\u200f",
        from_email: "eva\u202d@exemplo.com.br",
      }),
    );
    const mail = lastMail();
    expect(mail.subject).toBe("Contato via Site - Faturagpj.exe");
    expect(mail.replyTo).toBe('"Eva Lima" <eva@exemplo.com.br>');
  });

  it("fails loudly when the server refuses the message", async () => {
    await expect(transport.send(sampleLead({ message: "falha-smtp" }))).rejects.toThrow();
  });
});

describe("smtp transport security", () => {
  const base = {
    from: "site@gamadelivery.com.br",
    to: "comercial@gamadelivery.com.br",
    messageIdDomain: "g.com",
  };

  it("requires STARTTLS on port 587 unless told otherwise; smtps is TLS from the start", () => {
    expect(smtpConnectionOptions({ ...base, url: "smtp://u:p@mail.example.com:587" }).requireTLS).toBe(true);
    expect(smtpConnectionOptions({ ...base, url: "smtp://u:p@mail.example.com" }).requireTLS).toBe(true);
    expect(
      smtpConnectionOptions({ ...base, url: "smtp://u:p@mail.example.com:587", requireTls: false })
        .requireTLS,
    ).toBe(false);
    expect(smtpConnectionOptions({ ...base, url: "smtp://relay.internal:25" }).requireTLS).toBe(false);
    expect(smtpConnectionOptions({ ...base, url: "smtps://u:p@mail.example.com" })).toMatchObject({
      secure: true,
      port: 465,
      requireTLS: false,
    });
  });

  it("refuses to send in clear text to a server without STARTTLS when TLS is required", async () => {
    const smtp = await startFakeSmtp();
    const transport = createSmtpTransport({
      ...base,
      url: `smtp://127.0.0.1:${smtp.port}`,
      requireTls: true,
    });
    try {
      await expect(transport.send(sampleLead())).rejects.toThrow(/STARTTLS/i);
      expect(smtp.attempts).toHaveLength(0);
    } finally {
      transport.close?.();
      smtp.server.close();
    }
  });
});
