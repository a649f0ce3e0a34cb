import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { leadsCommand, opsPort, rssBytes, type Site, startSite } from "./support";

/** Every route of the site, plus ones that do not exist. */
const routes = [
  "/",
  "/funcionalidades",
  "/funcionalidades/cardapio-digital",
  "/solucoes/sistema-gestao",
  "/planos",
  "/integracoes",
  "/integracoes/ifood",
  "/contato",
  "/revenda",
  "/blog",
  "/blog/tecnologia-delivery-2024",
  "/api-aberta",
  "/treinamentos",
  "/sobrenos",
  "/privacidade",
  "/termos-de-uso",
  "/central-de-ajuda",
  "/hamburgueria",
  "/rota-inexistente",
];

/** Sends bytes as they are and reads the status code (0 when the server closed without answering). */
function raw(port: number, request: string | Buffer, endEarly = false): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.setTimeout(5000, () => socket.destroy());
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(Number(data.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)));
    socket.on("error", () => {});
    socket.write(request);
    if (endEarly) socket.end();
  });
}

test.describe("hostile input", () => {
  test.describe.configure({ timeout: 120_000 });
  let site: Site;
  let port: number;
  test.beforeAll(async () => {
    port = opsPort(50);
    site = await startSite(port, {});
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test("no request a client can send gets a 5xx, and the server stays healthy", async () => {
    const form = "application/x-www-form-urlencoded";
    const origin = site.url;
    const statuses: { name: string; status: number }[] = [];
    const check = async (name: string, status: Promise<number>) =>
      statuses.push({ name, status: await status });
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${site.url}${path}`, { redirect: "manual", ...init }).then(
        async (r) => {
          // No stack trace ever reaches a client.
          expect(await r.text()).not.toMatch(/\n\s+at .+:\d+:\d+/);
          return r.status;
        },
        () => 0,
      );
    const post = (path: string, body: BodyInit, type = form, headers: Record<string, string> = {}) =>
      send(path, { method: "POST", body, headers: { "Content-Type": type, Origin: origin, ...headers } });

    for (const route of routes) {
      await check(`GET ${route}`, send(route));
      await check(`traversal ${route}`, send(`${route}/..%2f..%2f..%2fetc%2fpasswd`));
      await check(`NUL ${route}`, send(`${route}%00.js`));
      await check(`broken query ${route}`, send(`${route}?categoria=%E0%A4%A&busca=%ZZ&aba=%`));
      await check(`script query ${route}`, send(`${route}?busca=<script>alert(1)</script>&periodo[]=x`));
      await check(`POST garbage ${route}`, post(route, "nome=%E0%A4%A&email=%&&&==&_form=__proto__"));
      await check(`POST json ${route}`, post(route, '{"nome":"x"}', "application/json"));
      await check(`DELETE ${route}`, send(route, { method: "DELETE" }));
    }
    const huge = `nome=${"A".repeat(60_000)}&email=a%40b.com`;
    await check("huge field", post("/?index", huge));
    await check("oversized body", post("/?index", `nome=${"B".repeat(70_000)}`));
    await check(
      "CRLF and script in fields",
      post(
        "/?index",
        "_form=demo&nome=Eva%0D%0ABcc%3A%20x%40y.z&empresa=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      ),
    );
    await check(
      "prototype keys",
      post("/?index", "__proto__[admin]=1&constructor[prototype][x]=1&nome[0]=a&nome[1]=b"),
    );
    await check("text/plain", post("/?index", "nome=Ana", "text/plain"));
    await check(
      "broken multipart",
      post(
        "/?index",
        '--x\r\nContent-Disposition: form-data; name="nome"\r\n\r\nAna',
        "multipart/form-data; boundary=y",
      ),
    );
    await check("multipart without boundary", post("/?index", "abc", "multipart/form-data"));
    await check(
      "wrong charset",
      post("/?index", Buffer.from([0xff, 0xfe, 0x00, 0x41]), `${form}; charset=utf-16`),
    );
    await check(
      "invalid UTF-8",
      post("/?index", Buffer.from([0x6e, 0x6f, 0x6d, 0x65, 0x3d, 0xc3, 0x28, 0xa0, 0xa1])),
    );
    await check("cross-origin", post("/?index", "nome=Ana", form, { Origin: "https://evil.example" }));
    await check("null origin", post("/?index", "nome=Ana", form, { Origin: "null" }));
    await check("data request garbage", post("/_root.data", "x=1"));
    await check("OPTIONS", send("/", { method: "OPTIONS" }));
    await check("PATCH", send("/contato", { method: "PATCH", body: "x" }));
    await check("HEAD", send("/", { method: "HEAD" }));
    await check("double slash", send("//evil.example/%2e%2e"));
    await check("long path", send(`/${"a".repeat(8000)}`));
    await check("encoded slash in asset", send("/assets/..%2f..%2fserver.js"));
    await check("dot segments", send("/./assets/../../package.json"));
    await check("unicode path", send("/funcionalidades/%F0%9F%8D%94%E2%80%AE"));

    await check("unknown method", raw(port, "BREW / HTTP/1.1\r\nHost: x\r\n\r\n"));
    await check("no Host", raw(port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"));
    await check("bad request line", raw(port, "GET /\r\n\r\n"));
    await check("header injection", raw(port, "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n"));
    await check(
      "huge header",
      raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"h".repeat(20_000)}\r\n\r\n`),
    );
    await check(
      "chunked body",
      raw(
        port,
        `POST /?index HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\nContent-Type: ${form}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nnome=\r\n0\r\n\r\n`,
      ),
    );
    await check(
      "non-numeric Content-Length",
      raw(
        port,
        `POST /?index HTTP/1.1\r\nHost: x\r\nContent-Type: ${form}\r\nContent-Length: abc\r\nConnection: close\r\n\r\nnome=a`,
      ),
    );
    await check(
      "truncated body",
      raw(
        port,
        `POST /?index HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\nContent-Type: ${form}\r\nContent-Length: 500\r\n\r\nnome=Ana&em`,
        true,
      ),
    );
    await check(
      "smuggling attempt",
      raw(
        port,
        `POST /?index HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      ),
    );

    expect(statuses.length).toBeGreaterThanOrEqual(40);
    const serverErrors = statuses.filter((s) => s.status >= 500);
    expect(serverErrors, JSON.stringify(serverErrors)).toEqual([]);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect(site.logs()).not.toMatch(/at .*\(.*\.js:\d+:\d+\)/);
  });
});

/** The status line, headers and body of a raw HTTP answer. */
function parseAnswer(data: string) {
  const [head = "", ...rest] = data.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  return {
    status: Number(statusLine.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
    headers,
    body: rest.join("\r\n\r\n"),
  };
}

/** True once `data` holds a whole HTTP answer (by Content-Length, or the last chunk). */
function complete(data: Buffer): boolean {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const head = data.subarray(0, end).toString("latin1");
  if (/^HTTP\/1\.1 (204|304)/.test(head)) return true;
  const length = head.match(/\r\ncontent-length: *(\d+)/i)?.[1];
  if (length !== undefined) return data.length - end - 4 >= Number(length);
  return data.subarray(end).includes("\r\n0\r\n\r\n");
}

/**
 * Sends a chunked body of up to `total` bytes, as fast as the server takes it, and stops sending
 * as soon as an answer arrives, as a browser does (keep-alive, no `Connection: close`). Resolves
 * with the answer once it is complete or the server has closed the connection.
 */
function streamChunked(port: number, head: string, total: number, chunk = "x".repeat(64 * 1024)) {
  return new Promise<ReturnType<typeof parseAnswer> & { sent: number }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let data = Buffer.alloc(0);
    let sent = 0;
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ ...parseAnswer(data.toString("utf8")), sent });
    };
    socket.setTimeout(30_000, done);
    socket.on("data", (c: Buffer) => {
      data = Buffer.concat([data, c]);
      if (complete(data)) done();
    });
    socket.on("close", done);
    socket.on("error", () => {});
    const frame = Buffer.from(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const pump = () => {
      while (data.length === 0 && !socket.destroyed && sent < total) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
      if (data.length === 0 && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    socket.write(`${head}Transfer-Encoding: chunked\r\n\r\n`, pump);
  });
}

test.describe("methods and bodies", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let site: Site;
  let port: number;
  test.beforeAll(async () => {
    port = opsPort(51);
    site = await startSite(port, {});
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test("only GET, HEAD and POST reach the app: other methods answer 405 with Allow, OPTIONS 204", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
      for (const path of ["/", "/contato", "/healthz", "/favicon.svg"]) {
        const answer = parseAnswer(
          await new Promise<string>((resolve) => {
            const socket = connect(port, "127.0.0.1");
            let data = "";
            socket.on("data", (c) => {
              data += c;
            });
            socket.on("close", () => resolve(data));
            socket.write(
              `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
            );
          }),
        );
        expect(answer.status, `${method} ${path}`).toBe(method === "OPTIONS" ? 204 : 405);
        expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
        if (method !== "OPTIONS") {
          expect(answer.headers["content-type"]).toMatch(/^text\/html/);
          expect(answer.body).toContain('<html lang="pt-BR">');
          expect(answer.body).toContain("Método não permitido");
        }
      }
    }
  });

  test("a chunked PUT of a complete contact form, without Origin, stores nothing", async () => {
    const form =
      "_form=contato&nome=Ana+Souza&email=ana%40exemplo.com.br&telefone=11987654321&mensagem=Quero+um+contato&aceito=on";
    const answer = await streamChunked(
      port,
      "PUT /contato HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n",
      1,
      form,
    );
    expect(answer.status).toBe(405);
    await new Promise((r) => setTimeout(r, 300));
    expect(JSON.parse(leadsCommand(site, "stats"))).toMatchObject({ pending: 0, delivered: 0, spam: 0 });
  });

  for (const method of ["POST", "PUT"]) {
    test(`a 200 MB chunked ${method} is cut at 64 KiB (${method === "POST" ? 413 : 405} in pt-BR) and the server's memory stays flat`, async () => {
      const pid = site.process.pid as number;
      const before = rssBytes(pid);
      const answer = await streamChunked(
        port,
        `${method} /contato HTTP/1.1\r\nHost: x\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\n`,
        200 * 1024 * 1024,
      );
      const growth = rssBytes(pid) - before;
      expect(answer.status).toBe(method === "POST" ? 413 : 405);
      expect(answer.body).toContain('<html lang="pt-BR"');
      if (method === "POST") expect(answer.body).toContain("passou do limite de 64 KB");
      expect(growth, `RSS grew by ${Math.round(growth / 1024 / 1024)} MB`).toBeLessThan(100 * 1024 * 1024);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    });
  }

  test("a request Node cannot parse, or one without Host, answers a pt-BR page, never a bare 400", async () => {
    const send = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        let data = "";
        socket.on("data", (c) => {
          data += c;
        });
        socket.on("close", () => resolve(data));
        socket.on("error", () => {});
        socket.write(request);
      });
    for (const [request, status] of [
      ["GET /\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n", 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"h".repeat(20_000)}\r\n\r\n`, 431],
      ["GET / HTTP/1.0\r\n\r\n", 400],
    ] as const) {
      const answer = parseAnswer(await send(request));
      expect(answer.status, request.slice(0, 30)).toBe(status);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain('<html lang="pt-BR">');
      expect(answer.body).toContain("Requisição inválida");
    }
  });

  test("a body declared over 64 KiB is refused before it is read, for any method", async () => {
    const big = `nome=${"B".repeat(70_000)}`;
    const post = await fetch(`${site.url}/contato`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      body: big,
    });
    expect(post.status).toBe(413);
    expect(await post.text()).toContain("passou do limite de 64 KB");
    const get = parseAnswer(
      await new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        let data = "";
        socket.on("data", (c) => {
          data += c;
        });
        socket.on("close", () => resolve(data));
        socket.write(
          `GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 70000\r\nConnection: close\r\n\r\n${big.slice(0, 70_000)}`,
        );
      }),
    );
    expect(get.status).toBe(413);
    expect(get.body).toContain("Requisição grande demais");
  });
});
