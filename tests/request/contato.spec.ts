import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { leadsCli, mailFor, mailsFor, uniqueEmail } from "../e2e/helpers";
import { opsPort, type Site, startSite } from "../ops/support";
import { content } from "../support/content";
import { ask, expect, field, nameOf, sendForm, submitForm, test, visibleText } from "./helpers";

/**
 * What the server alone decides for /contato: the page's facts, and the answer to each kind of post
 * a browser without JavaScript sends (the form as rendered, typed over). A real submission through the
 * browser, with JavaScript on and off, is in tests/e2e/contato.spec.ts.
 */
const requiredText = "Por favor, preencha todos os campos obrigatórios e aceite os termos.";
const successText = "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.";
const form = "form#contato";

/** The fields as tests/e2e/contato.spec.ts types them. */
const typed = (email: string) => ({
  nome: "Gabriela Rocha",
  empresa: "Açaí da Praça",
  email,
  telefone: "85 98888-7777",
  mensagem: "Quero saber como funciona o cardápio digital para duas lojas.",
});

test("the contact page shows the support hours, the response promise and the other channels", async () => {
  const { status, $ } = await ask("/contato");
  expect(status).toBe(200);
  expect(visibleText($, "h1")).not.toBe("");
  /** A section named by its heading, as a screen reader's list of regions shows it. */
  const region = (name: string) => {
    const found = $("section[aria-labelledby]").filter(
      (_, section) => visibleText($, `[id="${$(section).attr("aria-labelledby")}"]`) === name,
    );
    expect(found, `one region named ${name}`).toHaveLength(1);
    return found;
  };
  // The hours, channel by channel, are one table (tests/request/what-a-visitor-sees.spec.ts).
  const { fatos: facts } = content;
  const hours = visibleText($, region("Horário de atendimento"));
  expect(hours).toContain(`em até ${facts.horasRespostaContato} horas úteis`);

  const channels = region("Outros canais");
  const link = (name: string | RegExp) => {
    const found = channels
      .find("a")
      .filter((_, a) => (typeof name === "string" ? nameOf($, a) === name : name.test(nameOf($, a))));
    expect(found, `one link named ${name}`).toHaveLength(1);
    return found.attr("href");
  };
  expect(link("(11) 4003-8322")).toBe("tel:+551140038322");
  expect(link("comercial@gamadelivery.com.br")).toBe("mailto:comercial@gamadelivery.com.br");
  expect(link(/Conversar no WhatsApp/)).toMatch(/^https:\/\/wa\.me\/5511940038322\?text=/);
});

test("a control character pasted into a field gets a pt-BR message on that field, values kept, nothing sent", async () => {
  const email = uniqueEmail("contato-controle");
  // What a copy from a terminal or a broken document can bring along: an escape sequence.
  const answer = await submitForm("/contato", form, {
    ...typed(email),
    empresa: "Açaí\u001b[2J da Praça",
    aceito: "on",
  });
  expect(answer.status).toBe(400);
  const { $ } = answer;
  expect($("#contato-resultado").attr("role")).toBe("alert");
  expect(visibleText($, "#contato-resultado")).toBe("Confira os campos destacados e envie novamente.");
  expect(field($, form, "Empresa (opcional)")).toMatchObject({
    invalid: true,
    description:
      "O texto tem caracteres invisíveis de controle (vindos de uma cópia, por exemplo). Apague-os e envie de novo.",
  });
  expect(field($, form, "Nome").value).toBe("Gabriela Rocha");
  expect(field($, form, "Mensagem").value).toMatch(/cardápio digital/);
  expect(await mailsFor(email)).toHaveLength(0);
});

test("without the consent nothing is sent, the message kept", async () => {
  const email = uniqueEmail("contato-sem-aceite");
  const answer = await submitForm("/contato", form, typed(email));
  expect(answer.status).toBe(400);
  expect(answer.$("#contato-resultado").attr("role")).toBe("alert");
  expect(visibleText(answer.$, "#contato-resultado")).toBe(requiredText);
  expect(field(answer.$, form, "Mensagem").value).toMatch(/cardápio digital/);
  expect(await mailsFor(email)).toHaveLength(0);
});

test("a subject in the URL fills the field and titles the mail", async () => {
  const email = uniqueEmail("contato-assunto");
  const path = `/contato?assunto=${encodeURIComponent("Plano Profissional")}`;
  const page = await ask(path);
  expect(field(page.$, form, "Assunto (opcional)").value).toBe("Plano Profissional");
  // The subject goes as the page rendered it; the visitor types the rest and accepts.
  const answer = await sendForm(page, path, form, { ...typed(email), aceito: "on" });
  expect(answer.status).toBe(200);
  expect(answer.$("#contato-resultado").attr("role")).toBe("status");
  expect(visibleText(answer.$, "#contato-resultado")).toBe(successText);
  expect((await mailFor(email)).subject).toBe("Contato via Site - Plano Profissional");
});

test.describe("contact form: nothing a person sends is lost", () => {
  for (const [how, guard] of [
    ["without JavaScript", {}],
    // What the hydrated form adds when sent right away: its own submission id, a fill time of 40 ms.
    ["at once with JavaScript", { _submission: randomUUID(), _fill: "40" }],
  ] as const) {
    test(`an empty form sent ${how} gets the required-fields message, not a success`, async () => {
      const answer = await submitForm("/contato", form, guard);
      expect(answer.status).toBe(400);
      expect(answer.$("#contato-resultado").attr("role")).toBe("alert");
      expect(visibleText(answer.$, "#contato-resultado")).toBe(requiredText);
      expect(answer.$(`${form} [role="status"]`)).toHaveLength(0);
    });
  }

  test("a complete form sent without JavaScript reaches the sales inbox with the signal shown", async () => {
    const email = uniqueEmail("contato-sem-js");
    const answer = await submitForm("/contato", form, { ...typed(email), aceito: "on" });
    expect(answer.status).toBe(200);
    expect(visibleText(answer.$, "#contato-resultado")).toBe(successText);

    const mail = await mailFor(email);
    expect(mail.text).toContain("Nome: Gabriela Rocha");
    expect(mail.text).toContain("Sinais de spam (confira antes de descartar): enviado sem JavaScript");
    expect(leadsCli("list", "--status", "spam")).not.toContain(email);
  });
});

test.describe("contact form when the lead store cannot write", () => {
  test.describe.configure({ timeout: 60_000 });
  let site: Site;
  let lock: DatabaseSync;

  test.beforeAll(async () => {
    // A server of its own, so locking its store cannot disturb other tests.
    site = await startSite(opsPort(164), {});
    lock = new DatabaseSync(join(site.dataDir, "leads.sqlite"));
    lock.exec("PRAGMA busy_timeout = 5000");
  });
  test.afterAll(async () => {
    lock?.close();
    await site?.stop();
  });

  test("without JavaScript: a 503 page with a clear message and every value kept, whose form sends once the store writes again", async () => {
    const email = uniqueEmail("contato-disco");
    const url = `${site.url}/contato`;
    const page = await ask(url);
    // Another process holds the write lock past the server's busy timeout: every write fails.
    lock.exec("BEGIN EXCLUSIVE");
    let refused: Awaited<ReturnType<typeof sendForm>>;
    try {
      refused = await sendForm(page, url, form, { ...typed(email), assunto: "Planos", aceito: "on" });
    } finally {
      lock.exec("ROLLBACK");
    }
    expect(refused.status).toBe(503);
    const { $ } = refused;
    expect($("#contato-resultado").attr("role")).toBe("alert");
    expect(visibleText($, "#contato-resultado")).toMatch(
      /^Erro ao enviar email\. Tente novamente\. Seus dados continuam no formulário/,
    );
    expect(field($, form, "Nome").value).toBe("Gabriela Rocha");
    expect(field($, form, "E-mail").value).toBe(email);
    expect(field($, form, "Assunto (opcional)").value).toBe("Planos");
    expect(field($, form, "Mensagem").value).toMatch(/cardápio digital/);
    expect($(`${form} input[type="checkbox"]`).is("[checked]")).toBe(true);

    // The visitor sends the kept form as it stands.
    const again = await sendForm(refused, url, form);
    expect(again.status).toBe(200);
    expect(again.$("#contato-resultado").attr("role")).toBe("status");
    expect(visibleText(again.$, "#contato-resultado")).toBe(successText);
  });
});
