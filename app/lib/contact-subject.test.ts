import { describe, expect, it } from "vitest";
import * as contact from "~/forms/contact";
import { MAX_SUBJECT_LENGTH, subjectFromUrl } from "./contact-subject";

const from = (query: string) => subjectFromUrl(new URLSearchParams(query));

describe("contact subject from the URL", () => {
  it("reads an encoded subject", () => {
    expect(from(`assunto=${encodeURIComponent("Integração personalizada")}`)).toBe(
      "Integração personalizada",
    );
  });

  it("is empty without one", () => {
    expect(from("")).toBe("");
    expect(from("assunto=%20%20")).toBe("");
  });

  it("keeps the subject on one line", () => {
    expect(from(`assunto=${encodeURIComponent("Planos\r\nBcc: x@y.z\t ")}`)).toBe("Planos Bcc: x@y.z");
  });

  it("cuts it to the length the form accepts", () => {
    const subject = from(`assunto=${"a".repeat(300)}`);
    expect(subject).toHaveLength(MAX_SUBJECT_LENGTH);
    const accepted = contact.schema().safeParse({
      nome: "Ana",
      email: "ana@exemplo.com.br",
      telefone: "11987654321",
      mensagem: "Oi",
      aceito: "on",
      assunto: subject,
    });
    expect(accepted.success).toBe(true);
  });
});
