import { type IncomingMessage, type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { RouterContextProvider } from "react-router";
import type { Refusal } from "../../app/context";
import { messages } from "../../app/forms/messages";
import { escapeHtml } from "../leads/email.server";
import type { Logger } from "../runtime/logger.server";
import { type Services, servicesContext } from "./context.server";
import type { FormRateLimiter } from "./rate-limit.server";
import { postedFields, refusedPostPage, refusedRenderBudget } from "./refused-post.server";
import { sendResponse } from "./router-adapter.server";
import type { RouterFetch } from "./router-fetch.server";

/** Request bodies larger than this are refused while they stream in, whatever the method. */
export const MAX_FORM_BYTES = 64 * 1024;
/** The only methods the site answers; anything else never reaches the app. */
export const ALLOWED_METHODS = "GET, HEAD, POST";
/** How long a refused upload may keep sending (its bytes thrown away) before the socket closes. */
const LINGER_MS = 1000;

/**
 * Why a post was not handed over as a lead. The route still renders, so the visitor sees the
 * page with the message in the form and, where the body was read, every value typed.
 */
export type { Refusal } from "../../app/context";

interface Limits {
  siteUrl: string;
  logger: Logger;
  rateLimiter: FormRateLimiter;
}

/** What the limits read of a POST, for the form handler: the body (empty when refused unread). */
const posts = new WeakMap<IncomingMessage, { body: Uint8Array<ArrayBuffer>; refusal: Refusal | null }>();

/** Logs a refused request at level warn (a client's doing, never an error of the site). */
const refusal =
  (logger: Logger) => (req: ExpressRequest, res: ExpressResponse, status: number, reason: string) =>
    logger.warn("http.request_refused", {
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
      status,
      reason,
    });

/**
 * Only GET, HEAD and POST reach the app, on every path (the content editor's too): OPTIONS answers
 * 204 and anything else 405, both with `Allow`, logged at level warn.
 */
export function allowedMethods({ logger }: Pick<Limits, "logger">) {
  const refuse = refusal(logger);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    discard(req, res);
    res.setHeader("Allow", ALLOWED_METHODS);
    res.setHeader("Cache-Control", "no-store");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    refuse(req, res, 405, "method");
    res
      .status(405)
      .type("html")
      .send(
        plainPage(
          "Método não permitido",
          "Este endereço só aceita abrir páginas e enviar os formulários do site.",
        ),
      );
  };
}

/**
 * The content editor's posts (its API; its page takes none) skip the forms' body limit, since the
 * editor sends files, but not the origin rule: a post from another site is refused (403, at level
 * warn) before the editor sees it.
 */
export function editorPosts({ siteUrl, logger }: Pick<Limits, "siteUrl" | "logger">) {
  const siteOrigin = new URL(siteUrl).origin;
  const refuse = refusal(logger);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== "POST") return next();
    const origin = req.get("origin") ?? originOf(req.get("referer"));
    if (origin === undefined || origin === siteOrigin) return next();
    discard(req, res);
    refuse(req, res, 403, "cross_origin");
    res.setHeader("Cache-Control", "no-store");
    res.status(403).type("html").send(plainPage("Envio recusado", messages.crossOrigin));
  };
}

/**
 * Body size, origin and rate limit, before any route code runs (after `allowedMethods`):
 * - a body is read while it streams and refused past 64 KiB (chunked or not), so memory stays
 *   bounded whatever a client sends; the rest of a refused upload is thrown away, then the
 *   socket closes;
 * - a POST must come from SITE_URL's origin (Origin, else Referer) and within the client's
 *   per-minute allowance (the client address honours TRUST_PROXY; IPv6 counts per /64).
 */
export function requestLimits({ siteUrl, logger, rateLimiter }: Limits) {
  const siteOrigin = new URL(siteUrl).origin;
  const logRefusal = refusal(logger);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const refuse = (status: number, reason: string) => logRefusal(req, res, status, reason);
    const declared = Number(req.get("content-length") ?? 0);
    if (req.method !== "POST") {
      if (declared <= MAX_FORM_BYTES) return next();
      discard(req, res);
      refuse(413, "too_large");
      res.status(413).type("html").send(plainPage("Requisição grande demais", tooLargeText));
      return;
    }

    let refusal: Refusal | null = null;
    let body = new Uint8Array(0);
    const read = declared > MAX_FORM_BYTES ? "too_large" : await readCapped(req, MAX_FORM_BYTES);
    if (read === "aborted") return; // the client went away; there is nobody to answer
    if (read === "too_large") {
      discard(req, res);
      refusal = { status: 413, reason: "too_large" };
    } else {
      body = new Uint8Array(read);
      const origin = req.get("origin") ?? originOf(req.get("referer"));
      // A mail provider's one-click unsubscribe (RFC 8058) posts from its own servers, for many
      // addresses from one IP: the signed token in the address is its authority, so it is neither
      // checked for origin nor counted. Every other post, the unsubscribe page's button included,
      // is a form like any other.
      if (isOneClickUnsubscribe(req, body)) {
        // Open to any origin, unthrottled.
      } else if (origin !== undefined && origin !== siteOrigin)
        refusal = { status: 403, reason: "cross_origin" };
      else {
        const { retryAfter } = await rateLimiter.take(req.ip ?? "unknown");
        if (retryAfter !== null) {
          res.setHeader("Retry-After", String(retryAfter));
          refusal = { status: 429, reason: "rate_limited" };
        }
      }
    }
    if (refusal) refuse(refusal.status, refusal.reason);
    posts.set(req, { body, refusal });
    next();
  };
}

/**
 * Hands a POST read by `requestLimits` to React Router. The request's URL is built on SITE_URL:
 * behind a TLS proxy the socket speaks http while the browser's Origin says https, and the origin
 * was already checked against SITE_URL above, which is stricter than React Router's comparison
 * with the request's own Host. The Origin header is therefore not passed on, so a refused post
 * reaches its route and the visitor gets the page back with the values kept.
 */
export function formPosts(options: {
  siteUrl: string;
  /** The site's one React Router handler (router-fetch.server.ts). */
  routerFetch: RouterFetch;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}) {
  const handle = options.routerFetch;
  const siteOrigin = new URL(options.siteUrl).origin;
  const mayRenderRefusal = refusedRenderBudget();
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const post = posts.get(req);
    if (!post) return next();
    try {
      // A page refused again and again (a flood) gets the small page, not a render each time; a
      // script's post (`.data`) renders no page anyway.
      if (post.refusal && !req.path.endsWith(".data") && !mayRenderRefusal(req.ip ?? "unknown")) {
        const fields = await postedFields(post.body, req.get("content-type"));
        res
          .status(post.refusal.status)
          .type("html")
          .send(refusedPostPage(post.refusal, req.originalUrl, fields));
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (name === "origin" || value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      headers.delete("content-length");
      headers.delete("transfer-encoding");
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(`${siteOrigin}${req.originalUrl}`, {
        method: "POST",
        headers,
        body: post.body,
        signal: controller.signal,
      });
      const context = options.getLoadContext(req, res);
      if (post.refusal) {
        const services = context.get(servicesContext);
        context.set(servicesContext, {
          ...services,
          client: { ...(services.client as NonNullable<Services["client"]>), refusal: post.refusal },
        });
      }
      await sendResponse(res, await handle(request, context));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Requests Node cannot parse (a broken request line, a header too large, a header with a bare CR)
 * never reach Express; Node would answer them with an empty "400 Bad Request". They get the same
 * small pt-BR page as every other refusal.
 */
export function answerUnparsableRequests(server: Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A request that timed out while its answer was already being written only gets closed.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = plainPage(
      "Requisição inválida",
      "O navegador enviou uma requisição que o servidor não conseguiu ler. Recarregue a página e tente de novo.",
    );
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** A small standalone page in pt-BR for what never reaches a route (no form to show). */
export function plainPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Gama Delivery</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1917">
<p style="font-weight:700;color:#c2410c">Gama Delivery</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/" style="color:#c2410c">Voltar para a página inicial</a> · <a href="/contato" style="color:#c2410c">Falar com a equipe</a></p>
</body></html>`;
}

const tooLargeText =
  "O que foi enviado passou do limite de 64 KB e não foi lido. Volte à página e envie de novo com menos texto.";

/** Reads a body up to `limit` bytes; stops (and pauses the stream) as soon as it goes over. */
function readCapped(req: IncomingMessage, limit: number): Promise<Buffer | "too_large" | "aborted"> {
  if (req.complete && req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | "too_large" | "aborted") => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish("too_large");
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onAbort = () => finish("aborted");
    const onClose = () => {
      if (!req.complete) finish("aborted");
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("close", onClose);
  });
}

/**
 * Throws away whatever is left of a request body that will not be read, so the client can take
 * the answer while it is still uploading; if it keeps sending after the answer is out, the socket
 * closes. Memory stays flat: nothing is kept.
 */
function discard(req: IncomingMessage, res: ExpressResponse) {
  if (req.complete) return;
  req.on("data", () => {});
  req.on("error", () => {});
  req.resume();
  res.on("finish", () => {
    if (!req.complete) setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  });
}

/** The path of the newsletter's unsubscribe link, which its e-mails' List-Unsubscribe header names. */
const UNSUBSCRIBE_PATH = "/newsletter/cancelar";

/**
 * An RFC 8058 one-click unsubscribe: a POST to the List-Unsubscribe address (the unsubscribe path
 * with its token) whose body is `List-Unsubscribe=One-Click`, form-encoded or multipart.
 */
export function isOneClickUnsubscribe(req: Pick<ExpressRequest, "path" | "query" | "get">, body: Uint8Array) {
  if (req.path !== UNSUBSCRIBE_PATH || typeof req.query.t !== "string") return false;
  const text = Buffer.from(body).toString("utf8");
  if (/^multipart\/form-data/i.test(req.get("content-type") ?? ""))
    return /name="?List-Unsubscribe"?\r?\n\r?\nOne-Click\r?\n/i.test(text);
  return new URLSearchParams(text).get("List-Unsubscribe") === "One-Click";
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return "invalid";
  }
}
