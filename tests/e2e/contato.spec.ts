import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page } from "@playwright/test";
import { opsPort, type Site, startSite } from "../ops/support";
import { leadsCli, mailFor, mailsFor, test, uniqueEmail } from "./helpers";

const requiredText = "Por favor, preencha todos os campos obrigatórios e aceite os termos.";
const successText = "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.";

const contactForm = (page: Page) => page.locator("#contato");

/** Waits until the form is hydrated (its browser-made submission id is set). */
async function ready(page: Page) {
  await expect(contactForm(page).locator('input[name="_submission"]')).not.toHaveValue("");
}

async function fillContact(page: Page, values: { email: string; assunto?: string }) {
  const form = contactForm(page);
  await form.getByLabel("Nome").fill("Gabriela Rocha");
  await form.getByLabel("Empresa (opcional)").fill("Açaí da Praça");
  await form.getByLabel("E-mail").fill(values.email);
  await form.getByLabel("Telefone (WhatsApp)").fill("85 98888-7777");
  if (values.assunto !== undefined) await form.getByLabel("Assunto (opcional)").fill(values.assunto);
  await form.getByLabel("Mensagem").fill("Quero saber como funciona o cardápio digital para duas lojas.");
}

test.describe("contact page", () => {
  test("missing fields: the spec's alert, typed values kept, nothing sent @no-js", async ({ page }) => {
    const email = uniqueEmail("contato-incompleto");
    await page.goto("/contato");
    const form = contactForm(page);
    await form.getByLabel("Nome").fill("Gabriela Rocha");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Telefone (WhatsApp)").fill("85 98888-7777");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar mensagem" }).click();

    await expect(form.getByRole("alert")).toHaveText(requiredText);
    await expect(form.getByLabel("Mensagem")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Mensagem")).toHaveAccessibleDescription("Campo obrigatório.");
    await expect(form.getByLabel("Nome")).toHaveValue("Gabriela Rocha");
    await expect(form.getByLabel("E-mail")).toHaveValue(email);
    await expect(form.getByRole("checkbox")).toBeChecked();
    expect(await mailsFor(email)).toHaveLength(0);
  });

  test("success: the spec's text, fields cleared, and the mail titled 'Geral' @no-js", async ({ page }) => {
    const email = uniqueEmail("contato");
    await page.goto("/contato");
    await fillContact(page, { email });
    const form = contactForm(page);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar mensagem" }).click();

    await expect(form.getByRole("status")).toHaveText(successText);
    await expect(form.getByLabel("Nome")).toHaveValue("");
    await expect(form.getByLabel("Mensagem")).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Contato via Site - Geral");
    for (const line of [
      "Nome: Gabriela Rocha",
      `E-mail: ${email}`,
      "Telefone / WhatsApp: (85) 98888-7777",
      "Empresa: Açaí da Praça",
      "Mensagem: Quero saber como funciona o cardápio digital para duas lojas.",
      "Tipo de formulário: contato_geral",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(
      "Aceito receber comunicações da Gama Delivery sobre produtos, serviços e conteúdos relevantes",
    );
  });

  // Without JavaScript the browser's own loading state shows instead, and the form has no submission
  // id: the server falls back to a fingerprint of the values (tests/request/contato.spec.ts).
  test("with JavaScript the button reads 'Enviando...' and is disabled while the message is on its way, and the browser makes a new submission id after the success", async ({
    page,
  }) => {
    const email = uniqueEmail("contato-enviando");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith("/contato"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await page.goto("/contato");
    await ready(page);
    const form = contactForm(page);
    const id = form.locator('input[name="_submission"]');
    const first = await id.inputValue();
    expect(first).toMatch(/^[\w-]{8,100}$/);
    await fillContact(page, { email });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar mensagem" }).click();

    const sending = form.getByRole("button", { name: "Enviando..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(form.getByRole("status")).toHaveText(successText);
    await expect(form.getByRole("button", { name: "Enviar mensagem" })).toBeEnabled();
    await expect(id).not.toHaveValue(first);
    await expect(id).toHaveValue(/^[\w-]{8,100}$/);
  });
});

// An empty form sent at once, and a complete one sent without JavaScript, are answered by the server
// alone: tests/request/contato.spec.ts.
test("a complete form sent within a second with JavaScript (autofill) reaches the sales inbox with the signal shown", async ({
  page,
}) => {
  const email = uniqueEmail("contato-autofill");
  await page.goto("/contato");
  await ready(page);
  const form = contactForm(page);
  // Filled and sent in one go, as autofill does: well under FORM_MIN_FILL_SECONDS (3 s) however
  // busy the test machine is, because no round trip to the test runner sits between the steps.
  await form.evaluate((element: HTMLFormElement, address) => {
    const set = (name: string, value: string) => {
      const field = element.elements.namedItem(name) as HTMLInputElement;
      field.value = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    };
    set("nome", "Gabriela Rocha");
    set("email", address);
    set("telefone", "85 98888-7777");
    set("mensagem", "Quero saber como funciona o cardápio digital para duas lojas.");
    (element.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    element.requestSubmit();
  }, email);
  await expect(form.getByRole("status")).toHaveText(successText);

  const mail = await mailFor(email);
  expect(mail.text).toContain("Nome: Gabriela Rocha");
  expect(mail.text).toContain(
    "Sinais de spam (confira antes de descartar): enviado poucos segundos depois de aberto",
  );
  expect(leadsCli("list", "--status", "spam")).not.toContain(email);
});

test.describe("contact form when the lead store cannot write", () => {
  test.describe.configure({ timeout: 60_000 });
  let site: Site;
  let lock: DatabaseSync;

  test.beforeAll(async () => {
    // A server of its own, so locking its store cannot disturb other tests.
    site = await startSite(opsPort(114), {});
    lock = new DatabaseSync(join(site.dataDir, "leads.sqlite"));
    lock.exec("PRAGMA busy_timeout = 5000");
  });
  test.afterAll(async () => {
    lock.close();
    await site.stop();
  });

  // Without JavaScript, the 503 page and its kept form: tests/request/contato.spec.ts.
  test("with JavaScript the visitor gets a clear 503 message with every value kept, and can send once it writes again", async ({
    page,
  }) => {
    const email = uniqueEmail("contato-disco");
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") statuses.push(response.status());
    });
    await page.goto(`${site.url}/contato`);
    await ready(page);
    await fillContact(page, { email, assunto: "Planos" });
    const form = contactForm(page);
    await form.getByRole("checkbox").check();

    // Another process holds the write lock past the server's busy timeout: every write fails.
    lock.exec("BEGIN EXCLUSIVE");
    try {
      await form.getByRole("button", { name: "Enviar mensagem" }).click();
      await expect(form.getByRole("alert")).toHaveText(
        /^Erro ao enviar email\. Tente novamente\. Seus dados continuam no formulário/,
        { timeout: 20_000 },
      );
    } finally {
      lock.exec("ROLLBACK");
    }
    expect(statuses).toContain(503);
    await expect(form.getByLabel("Nome")).toHaveValue("Gabriela Rocha");
    await expect(form.getByLabel("E-mail")).toHaveValue(email);
    await expect(form.getByLabel("Assunto (opcional)")).toHaveValue("Planos");
    await expect(form.getByLabel("Mensagem")).toHaveValue(/cardápio digital/);
    await expect(form.getByRole("checkbox")).toBeChecked();

    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByRole("status")).toHaveText(successText);
  });
});
