import { createServer, request as httpRequest, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_PATH } from "../pages/page-address.server";
import { routerHandler } from "./router-adapter.server";
import type { RouterFetch } from "./router-fetch.server";

const SITE = "https://www.gamadelivery.com.br";

async function listen(listener: RequestListener) {
  const server = createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** What the router was handed, as a route would read it. */
interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  signal: AbortSignal;
}

describe("routerHandler", () => {
  const seen: Seen[] = [];
  /** Released by a test to let the streamed answer's second chunk go. */
  let releaseSecondChunk: () => void = () => {};
  const routerFetch: RouterFetch = async (request) => {
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : null,
      signal: request.signal,
    });
    const path = new URL(request.url).pathname;
    if (path === "/falha") throw new Error("the route blew up");
    if (path === "/planos.data") {
      const encoder = new TextEncoder();
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      releaseSecondChunk = release;
      return new Response(
        new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode("primeiro pedaço;"));
            await released;
            controller.enqueue(encoder.encode("segundo pedaço"));
            controller.close();
          },
        }),
        { headers: { "content-type": "text/x-script" } },
      );
    }
    if (path === "/demorada") return new Promise<Response>(() => {});
    // A route's own caching rule, as the sitemap and the feed have.
    const headers = new Headers({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=3600",
      "x-rota": path,
    });
    headers.append("set-cookie", "a=1; Path=/; HttpOnly");
    headers.append("set-cookie", "b=2; Path=/");
    return new Response(`<h1>rota ${path}</h1>`, { status: 201, headers });
  };

  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", true);
    // As in createApp: a streamed answer must not wait in the compressor's buffer.
    app.use(compression());
    const toRouter = routerHandler({
      routerFetch,
      origin: SITE,
      loadContext: () => new RouterContextProvider(),
    });
    app.use((_req, res, next) => {
      // As answer-headers does for a form's answer, before the route's own headers arrive.
      if (_req.method === "POST") res.setHeader("Cache-Control", "no-store");
      next();
    });
    // The editor takes bodies larger than a form; here it comes first, as in createApp.
    app.all(EDITOR_PATH, toRouter);
    app.use((req, res, next) => {
      if (Number(req.headers["content-length"] ?? 0) > 64 * 1024) res.status(413).send("grande demais");
      else next();
    });
    app.all("/{*path}", toRouter);
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send("erro tratado");
    });
    ({ url, close } = await listen(app));
  });
  afterAll(() => close());

  it("hands the router a request on the site's origin, whatever Host or X-Forwarded-Host say", async () => {
    const response = await fetch(`${url}/blog?busca=pix`, {
      headers: { "x-forwarded-host": "outro.example", "x-forwarded-proto": "http", cookie: "c=3" },
    });
    expect(response.status).toBe(201);
    const request = seen.at(-1) as Seen;
    expect(request.url).toBe(`${SITE}/blog?busca=pix`);
    expect(request.method).toBe("GET");
    expect(request.headers.get("cookie")).toBe("c=3");
    expect(request.body).toBeNull();
  });

  it("writes the route's status, headers and each Set-Cookie apart", async () => {
    const response = await fetch(`${url}/planos`);
    expect(response.status).toBe(201);
    expect(response.headers.get("x-rota")).toBe("/planos");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/"]);
    expect(await response.text()).toBe("<h1>rota /planos</h1>");
  });

  it("streams a posted body to the route and keeps the no-store set before beside the route's headers", async () => {
    const response = await fetch(`${url}/contato`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "nome=Ana&mensagem=Ol%C3%A1",
    });
    // A cache reads both and keeps nothing.
    expect(response.headers.get("cache-control")).toBe("no-store, public, max-age=3600");
    const request = seen.at(-1) as Seen;
    expect(request.method).toBe("POST");
    expect(request.body).toBe("nome=Ana&mensagem=Ol%C3%A1");
  });

  it("passes the editor's large JSON to the router whole", async () => {
    const picture = "x".repeat(200 * 1024);
    const response = await fetch(`${url}/api/keystatic/update`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ picture }),
    });
    expect(response.status).toBe(201);
    expect(JSON.parse((seen.at(-1) as Seen).body as string).picture).toBe(picture);
    // Elsewhere the same body is refused before any route.
    const refused = await fetch(`${url}/contato`, { method: "POST", body: JSON.stringify({ picture }) });
    expect(refused.status).toBe(413);
  });

  it("streams the answer chunk by chunk: the first arrives before the route has the second", async () => {
    const response = await fetch(`${url}/planos.data`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe("primeiro pedaço;");
    releaseSecondChunk();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toBe("segundo pedaço");
  });

  it("aborts the route's request when the client goes away", async () => {
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${url}/demorada`);
      request.on("error", () => resolve());
      request.end();
      const wait = setInterval(() => {
        if (seen.at(-1)?.url === `${SITE}/demorada`) {
          clearInterval(wait);
          request.destroy();
        }
      }, 5);
    });
    const signal = (seen.at(-1) as Seen).signal;
    await expect.poll(() => signal.aborted).toBe(true);
  });

  it("hands a route's failure to the error handler", async () => {
    const response = await fetch(`${url}/falha`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("erro tratado");
  });
});
