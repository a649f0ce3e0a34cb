import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { opsPort, type Site, startSite } from "./support";

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
