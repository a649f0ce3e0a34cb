import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { signToken } from "../../app/lib/newsletter/tokens.server";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { slowUpload } from "../support/slow-upload";
import { DEMO_SUCCESS, demoBody, opsPort, postDemo, type Site, signingKeyOf, startSite } from "./support";

/**
 * Abuse that costs an attacker nothing: one page spelled many ways, absolute-form targets, slow
 * uploads and slow sockets by the thousand, against the production build.
 */

/** Sends bytes as they are; resolves with the status, headers and body (empty on no answer). */
function raw(port: number, text: string) {
  return new Promise<{ status: number; head: string; body: string }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      data += chunk.toString("utf8");
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      const [head = "", ...body] = data.split("\r\n\r\n");
      resolve({
        status: Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
        head,
        body: body.join("\r\n\r\n"),
      });
    });
    socket.write(text);
  });
}

const header = (head: string, name: string) =>
  head.match(new RegExp(`^${name}: *(.*)$`, "im"))?.[1]?.trim() ?? null;

/** A GET on a new connection (no keep-alive), as a monitoring probe makes it; "no answer" on failure. */
function probe(url: string, timeoutMs = 5000) {
  return new Promise<number | "no answer">((resolve) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve("no answer"));
    req.end();
  });
}

/** `node server.js` with the open-file limit at 1,024, as a small container or a default shell has it. */
async function startWithFewDescriptors(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "gama-ops-"));
  let output = "";
  const child = spawn("bash", ["-c", "ulimit -n 1024 && exec node server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c) => {
    output += c;
  });
  child.stderr.on("data", (c) => {
    output += c;
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(() => probe(`${url}/healthz`), { timeout: 20_000 }).toBe(200);
  return {
    url,
    logs: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Opens `count` sockets that each send `request` and then, as `keep` says, drip or never read;
 * when the server closes one, the attacker opens another. Returns what stops them.
 */
function attack(port: number, count: number, request: string, keep: (socket: Socket) => () => void) {
  let attacking = true;
  const sockets = new Set<Socket>();
  const open = () => {
    if (!attacking) return;
    const socket = connect(port, "127.0.0.1");
    sockets.add(socket);
    socket.on("error", () => {});
    let stop = () => {};
    socket.on("connect", () => {
      socket.write(request);
      stop = keep(socket);
    });
    socket.on("close", () => {
      stop();
      sockets.delete(socket);
      setTimeout(open, 50);
    });
  };
  for (let i = 0; i < count; i++) open();
  return () => {
    attacking = false;
    for (const socket of sockets) socket.destroy();
  };
}

/** Six probes of /healthz, half a second apart, each on a new connection. */
async function healthProbes(url: string) {
  const answers: (number | "no answer")[] = [];
  for (let i = 0; i < 6; i++) {
    answers.push(await probe(`${url}/healthz`));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return answers;
}

test.describe("one page spelled many ways", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let site: Site;
  let port: number;
  test.beforeAll(async () => {
    port = opsPort(30);
    site = await startSite(port, {});
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test("another spelling of a page's path answers 301 to its one address and renders nothing", async () => {
    // 240 spellings: every mix of upper and lower case a script would try, and the usual tricks.
    const word = "privacidade";
    const spellings = new Set<string>();
    for (let i = 1; spellings.size < 228; i++)
      spellings.add(`/${[...word].map((c, at) => ((i >> at) & 1 ? c.toUpperCase() : c)).join("")}`);
    for (const trick of [
      "/privacidade/",
      "/privacidade//",
      "//privacidade",
      "/privacidad%65",
      "/%70rivacidade",
      "/a/../privacidade",
      "/./privacidade",
      "/x/%2e%2e/privacidade",
      "/PRIVACIDADE/",
      "///privacidade///",
      "/Privacidade/.",
      "/privacidade/x/..",
    ])
      spellings.add(trick);
    expect(spellings.size).toBe(240);
    for (const spelling of spellings) {
      const answer = await raw(port, `GET ${spelling} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.status, spelling).toBe(301);
      expect(header(answer.head, "location"), spelling).toBe("/privacidade");
      expect(header(answer.head, "x-page-cache"), spelling).toBeNull();
    }
    // The query goes along unchanged, so a campaign's tags still reach the page.
    const tagged = await fetch(`${site.url}/Planos/?periodo=anual&utm_source=google`, { redirect: "manual" });
    expect(tagged.status).toBe(301);
    expect(tagged.headers.get("location")).toBe("/planos?periodo=anual&utm_source=google");
    expect(site.logs()).not.toMatch(/"level":"error"/);
  });

  test("a fragment on the wire and parameters the page does not read share its kept copy", async () => {
    const first = await fetch(`${site.url}/termos-de-uso`);
    const body = await first.text();
    const fragment = await raw(
      port,
      "GET /termos-de-uso#secao-2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(fragment.status).toBe(200);
    expect(header(fragment.head, "x-page-cache")).toBe("hit");
    for (let i = 0; i < 30; i++) {
      const made = await fetch(`${site.url}/termos-de-uso?v=${i}&categoria=${i}`);
      expect(made.headers.get("x-page-cache")).toBe("hit");
      expect(await made.text()).toBe(body);
    }
    // A parameter the page reads is its own page: the annual prices, then kept for the next visitor.
    const annual = await fetch(`${site.url}/planos?periodo=anual&x=1`);
    const annualAgain = await fetch(`${site.url}/planos?utm_source=x&periodo=anual&y=2`);
    expect(annualAgain.headers.get("x-page-cache")).toBe("hit");
    const annualPage = await annual.text();
    expect(await annualAgain.text()).toBe(annualPage);
    const monthly = await fetch(`${site.url}/planos?y=2`);
    expect(await monthly.text()).not.toBe(annualPage);
  });

  test("an absolute-form request target gets the page, never a 5xx; a target that is no path gets 400", async () => {
    const absolute = await raw(
      port,
      "GET http://evil.example/privacidade HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain("Política de Privacidade");
    const spelled = await raw(
      port,
      "GET http://evil.example/PRIVACIDADE HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(spelled.status).toBe(301);
    expect(header(spelled.head, "location")).toBe("/privacidade");
    const asterisk = await raw(port, "GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(asterisk.status).toBe(400);
    expect(asterisk.body).toContain("Requisição inválida");
    const post = await raw(
      port,
      `POST http://evil.example/contato HTTP/1.1\r\nHost: x\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 13\r\nConnection: close\r\n\r\n_form=contato`,
    );
    expect(post.status).toBe(400);
    expect(post.body).toContain("Por favor, preencha todos os campos obrigatórios e aceite os termos.");
    expect(site.logs()).not.toMatch(/"level":"error"/);
  });

  test("the editor's paths take the site's methods, and a refusal there is never logged as an error", async () => {
    for (const path of ["/keystatic", "/keystatic/collection/posts", "/api/keystatic/update"]) {
      for (const method of ["TRACE", "PROPFIND", "DELETE", "PUT"]) {
        const answer = await raw(port, `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(header(answer.head, "allow"), `${method} ${path}`).toBe("GET, HEAD, POST");
        expect(answer.body, `${method} ${path}`).toContain("Método não permitido");
      }
      const options = await raw(port, `OPTIONS ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(header(options.head, "allow"), `OPTIONS ${path}`).toBe("GET, HEAD, POST");
      // A post from another site is refused before the editor sees it.
      const foreign = await fetch(`${site.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
        body: "{}",
      });
      expect(foreign.status, `cross-origin POST ${path}`).toBe(403);
      expect(await foreign.text()).toContain("Envio recusado");
    }
    await expect.poll(() => site.logs()).toMatch(/"event":"http.request_refused".*"reason":"cross_origin"/);
    const refusals = site
      .logs()
      .split("\n")
      .filter((line) => line.includes('"event":"http.request_refused"'))
      .map((line) => JSON.parse(line));
    expect(refusals).toContainEqual(
      expect.objectContaining({ level: "warn", method: "TRACE", path: "/keystatic", status: 405 }),
    );
    expect(site.logs()).not.toMatch(/"level":"error"/);
  });

  test("a post to a page without a form is refused at level warn with a real reason", async () => {
    const response = await fetch(`${site.url}/privacidade`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      body: "nome=Ana",
    });
    expect(response.status).toBe(405);
    await expect
      .poll(() => site.logs())
      .toMatch(/"event":"http.request_refused".*"path":"\/privacidade".*"reason":"no_form"/);
    const line = site
      .logs()
      .split("\n")
      .find((l) => l.includes('"reason":"no_form"')) as string;
    expect(JSON.parse(line)).toMatchObject({ level: "warn", method: "POST", status: 405 });
    expect(JSON.parse(line).error).toContain("did not provide an `action`");
    expect(site.logs()).not.toContain("[object Object]");
    expect(site.logs()).not.toMatch(/"level":"error"/);
  });
});

test.describe("slow clients", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a slow upload is cut with 408 once its time is up, and the cut is logged", async () => {
    const port = opsPort(31);
    const site = await startSite(port, {
      HTTP_REQUEST_TIMEOUT_SECONDS: "3",
      HTTP_HEADERS_TIMEOUT_SECONDS: "2",
    });
    try {
      // 40 posts that send one byte every 2 s, as the attack did; an upload still open after 30 s
      // (far longer than the limit) was never cut.
      const uploads = Array.from({ length: 40 }, () =>
        slowUpload({ port, origin: site.url, contentLength: 5000, giveUpSeconds: 30, host: "x" }),
      );
      const ends = await Promise.all(uploads);
      for (const end of ends) {
        expect(end.status).toBe("HTTP/1.1 408 Request Timeout");
        // 3 s, checked every second.
        expect(end.seconds).toBeLessThan(10);
      }
      // The server writes its log line as it answers: it may reach this process a little later.
      await expect.poll(() => site.logs()).toMatch(/"event":"http.limit_hit","limit":"request_timeout"/);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    } finally {
      await site.stop();
    }
  });

  test("with 1,024 descriptors, /healthz keeps answering while 1,100 slow sockets keep coming back", async () => {
    const port = opsPort(32);
    const site = await startWithFewDescriptors(port);
    // Each slow socket starts a post and sends a byte every 2 s; when the server closes one, the
    // attacker opens another.
    const stop = attack(
      port,
      1100,
      "POST /contato HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n",
      (socket) => {
        const drip = setInterval(() => socket.write("a"), 2000);
        return () => clearInterval(drip);
      },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await healthProbes(site.url)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(site.logs()).toMatch(/"event":"server.connection_cap_lowered","maxConnections":896/);
      expect(site.logs()).toMatch(/"event":"http.limit_hit","limit":"connection_evicted"/);
    } finally {
      stop();
      await site.stop();
    }
  });

  test("with 1,024 descriptors, /healthz and a form keep answering while 1,100 slow readers of a file keep coming back", async () => {
    const port = opsPort(36);
    const site = await startWithFewDescriptors(port);
    // The largest file the home page loads; asked without Accept-Encoding, it is sent whole.
    const home = await (await fetch(`${site.url}/`)).text();
    const file = home.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(file, "the home page loads the client entry").toBeDefined();
    // Each reader asks for the file and never reads a byte of the answer, so the answer sits in
    // the server with its file open. A reader that does not read cannot tell that the server closed
    // it, so the attacker replaces each one after a few seconds, and another when one closes.
    const stop = attack(port, 1100, `GET ${file} HTTP/1.1\r\nHost: x\r\n\r\n`, (socket) => {
      socket.pause();
      const replace = setTimeout(() => socket.destroy(), 3000 + Math.random() * 5000);
      return () => clearTimeout(replace);
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await healthProbes(site.url)).toEqual([200, 200, 200, 200, 200, 200]);
      const post = await fetch(`${site.url}/?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body: demoBody("leitor-lento@exemplo.com.br"),
        signal: AbortSignal.timeout(20_000),
      });
      expect(post.status).toBe(200);
      expect(await post.text()).toContain(DEMO_SUCCESS);
      expect(site.logs()).toMatch(
        /"event":"http.limit_hit","limit":"(slow_reader_evicted|connection_evicted|connection_refused)"/,
      );
      // Never out of descriptors: no file left unopened, nothing logged as an error.
      expect(site.logs()).not.toContain("EMFILE");
      expect(site.logs()).not.toMatch(/"level":"error"/);
    } finally {
      stop();
      await site.stop();
    }
  });
});

test.describe("the site as a mail relay", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  const SALES = "comercial@gamadelivery.com.br";
  let smtp: FakeSmtp;
  let site: Site;
  test.beforeAll(async () => {
    smtp = await startFakeSmtp();
    site = await startSite(opsPort(33), {
      MAIL_TRANSPORT: "smtp",
      LEAD_AUTOREPLY: "on",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: SALES,
      LEADS_RETRY_BASE_MS: "100",
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    smtp?.server.close();
  });

  test("six leads naming one inbox within a minute reach sales six times and the inbox once", async () => {
    const spellings = [
      "vitima@exemplo.com.br",
      "vitima+1@exemplo.com.br",
      "VITIMA@exemplo.com.br",
      "vitima+oferta@exemplo.com.br",
      "Vitima+2@Exemplo.com.br",
      "vitima+3@exemplo.com.br",
    ];
    for (const email of spellings) {
      const answer = await postDemo(site, demoBody(email, { nome: "Vítima Teste" }));
      expect(answer.text).toContain(DEMO_SUCCESS);
    }
    await expect.poll(() => smtp.inbox.filter((m) => m.to === SALES).length, { timeout: 20_000 }).toBe(6);
    // Give any further auto-reply time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const toVictim = smtp.inbox.filter((m) => m.to?.toLowerCase().includes("vitima"));
    expect(toVictim).toHaveLength(1);
    expect(site.logs()).toMatch(/"event":"lead.delivery_suppressed".*"reason":"address"/);
    expect(site.logs()).not.toMatch(/"level":"error"/);
  });

  test("eight newsletter sign-ups of one inbox with +tags send one confirmation", async () => {
    const before = smtp.inbox.length;
    for (let i = 1; i <= 8; i++) {
      const response = await fetch(`${site.url}/blog`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body: new URLSearchParams({
          _form: "newsletter",
          _submission: randomUUID(),
          _fill: "5000",
          email: `leitora+${i}@exemplo.com.br`,
        }),
      });
      expect(response.status).toBe(200);
    }
    await expect
      .poll(() => (site.logs().match(/newsletter\.confirmation_(sent|suppressed)/g) ?? []).length, {
        timeout: 20_000,
      })
      .toBe(8);
    const confirmations = smtp.inbox
      .slice(before)
      .filter((m) => m.subject === "Confirme sua inscrição na newsletter da Gama Delivery");
    expect(confirmations).toHaveLength(1);
  });
});

test.describe("the newsletter's link pages", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let site: Site;
  test.beforeAll(async () => {
    site = await startSite(opsPort(34), { FORM_RATE_LIMIT_PER_MINUTE: "3" });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  const post = (path: string, body: URLSearchParams | string, origin = site.url) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body,
    });

  test("refuse a confirmation posted from another site or over the rate limit, as every form does", async () => {
    const email = "leitora@exemplo.com.br";
    const signed = await post(
      "/blog",
      new URLSearchParams({ _form: "newsletter", _submission: randomUUID(), _fill: "5000", email }),
    );
    expect(signed.status).toBe(200);
    const key = signingKeyOf(site.dataDir);
    const token = signToken(key, "newsletter-confirm", email, Date.now() + 60 * 60_000);
    const confirm = `/newsletter/confirmar?t=${token}`;

    const crossOrigin = await post(confirm, new URLSearchParams({ t: token }), "https://evil.example");
    expect(crossOrigin.status).toBe(403);
    const page = await crossOrigin.text();
    expect(page).toContain(
      "Envio recusado: o formulário precisa ser enviado a partir do site da Gama Delivery.",
    );
    expect(page).toContain("Confirmar inscrição");
    expect(newsletterRows(site)).toEqual([{ email, confirmed: false }]);

    // A post refused for its origin counts for nothing; two more posts use up the client's minute.
    for (let i = 0; i < 2; i++)
      expect((await post("/blog", new URLSearchParams({ _form: "newsletter", email: "x" }))).status).toBe(
        400,
      );
    const limited = await post(confirm, new URLSearchParams({ t: token }));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Você enviou muitos formulários em pouco tempo.");
    expect(newsletterRows(site)).toEqual([{ email, confirmed: false }]);
  });

  test("the one-click unsubscribe stays open to any origin and unthrottled; the page's button does not", async () => {
    const email = "leitora@exemplo.com.br";
    const token = signToken(signingKeyOf(site.dataDir), "newsletter-unsubscribe", email, null);
    const cancel = `/newsletter/cancelar?t=${token}`;
    // The client is over its allowance: the button's post, from another site, is refused.
    const button = await post(cancel, new URLSearchParams({ t: token }), "https://evil.example");
    expect(button.status).toBe(403);
    expect(await button.text()).toContain("Cancelar inscrição");
    expect(newsletterRows(site)).toEqual([{ email, confirmed: false }]);
    // A mail provider posts List-Unsubscribe=One-Click from its own servers, many times a minute.
    for (let i = 0; i < 5; i++) {
      const oneClick = await post(cancel, "List-Unsubscribe=One-Click", "https://mail.provedor.example");
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("Inscrição cancelada");
    }
    expect(newsletterRows(site)).toEqual([]);
    expect(site.logs()).toMatch(/"event":"newsletter.unsubscribed"/);
  });
});

/** The addresses on a site's newsletter list, confirmed or not, read from its SQLite file. */
function newsletterRows(site: Site): { email: string; confirmed: boolean }[] {
  const db = new DatabaseSync(join(site.dataDir, "leads.sqlite"), { readOnly: true });
  try {
    return (
      db.prepare("SELECT email, confirmed_at FROM newsletter").all() as {
        email: string;
        confirmed_at: string | null;
      }[]
    ).map((row) => ({ email: row.email, confirmed: row.confirmed_at !== null }));
  } finally {
    db.close();
  }
}

test.describe("refused posts", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let site: Site;
  test.beforeAll(async () => {
    site = await startSite(opsPort(35), { FORM_RATE_LIMIT_PER_MINUTE: "1" });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("a flood of refused posts gets the small page with the message and the values, not a render each time", async () => {
    const body = (i: number) =>
      demoBody(`flood-${i}@exemplo.com.br`, {
        _submission: "",
        _fill: "",
        nome: `Ana Teste ${i}`,
        empresa: "Loja Ação",
      });
    expect((await postDemo(site, body(0))).status).toBe(200);
    const answers: { status: number; text: string }[] = [];
    for (let i = 1; i <= 8; i++) answers.push(await postDemo(site, body(i)));
    for (const answer of answers) expect(answer.status).toBe(429);
    // A person refused once or twice gets the page as always: the form, the message, the values.
    for (const answer of answers.slice(0, 3)) {
      expect(answer.text).toContain("Você enviou muitos formulários em pouco tempo.");
      expect(answer.text).toContain("<script");
      expect(answer.text).toMatch(/<input[^>]+name="nome"[^>]+value="Ana Teste \d"/);
    }
    // Past that, the small page: the same message, every value typed, a button to send them again.
    for (const [index, answer] of answers.slice(3).entries()) {
      const i = index + 4;
      expect(answer.text).toContain("Você enviou muitos formulários em pouco tempo.");
      expect(answer.text).toContain(`Ana Teste ${i}`);
      expect(answer.text).toContain("Loja Ação");
      expect(answer.text).toContain(`<input type="hidden" name="email" value="flood-${i}@exemplo.com.br">`);
      expect(answer.text).toContain('<input type="hidden" name="aceitaPrivacidade" value="on">');
      expect(answer.text).toContain("Enviar de novo");
      expect(answer.text).not.toContain("<script");
      expect(answer.text.length).toBeLessThan(8000);
    }
    // A cross-origin flood is refused the same way, and no refused post made a lead.
    const foreign = await postDemo(site, body(9), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain("Envio recusado");
    expect(foreign.text).not.toContain("<script");
    expect(site.logs().match(/"event":"lead.stored"/g)).toHaveLength(1);
  });

  test("the page of a flood's refused post sends and links only to a path of this site", async () => {
    const port = Number(new URL(site.url).port);
    const body = "_form=contato&nome=Ana&mensagem=Texto+do+atacante";
    for (const target of ["//evil.example/x", "/\\evil.example/x", "///evil.example/x?y=1"]) {
      for (let i = 0; i < 4; i++) {
        const answer = await raw(
          port,
          `POST ${target} HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
        expect(answer.status, target).toBeGreaterThanOrEqual(400);
        // An address the page writes from the request is a path of this site (one leading slash),
        // never `//host` or `/\host`, which a browser opens on another host.
        const fromRequest = [...answer.body.matchAll(/(?:action|href|src)="([^"]*)"/g)]
          .map((m) => m[1] ?? "")
          .filter((address) => address.includes("evil.example"));
        for (const address of fromRequest) expect(address, target).toMatch(/^\/(?![/\\])/);
      }
    }
    const small = await raw(
      port,
      `POST //evil.example/x HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(small.body).toContain("Enviar de novo");
    expect(small.body).toContain('<form method="post" action="/evil.example/x">');
    expect(small.body).toContain('<a href="/evil.example/x" style="color:#c2410c">Voltar para a página</a>');
  });
});
