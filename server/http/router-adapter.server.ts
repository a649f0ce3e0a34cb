import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { RouterContextProvider } from "react-router";
import type { RouterFetch } from "./router-fetch.server";

/**
 * The Fetch `Request` React Router reads, from a Node request. Its URL is built on the site's own
 * origin (SITE_URL), as the page store's renders are, never on the Host a client sent: behind a TLS
 * proxy the socket speaks http, and a page must not change with a header anyone can set. The body
 * streams through (nothing is buffered here), and the request is aborted when the client goes away.
 */
export function fetchRequest(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  origin: string,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`${origin}${req.originalUrl ?? req.url ?? "/"}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" }),
  });
}

/**
 * Writes a Fetch `Response` to a Node response as it comes: status, every header (each Set-Cookie
 * apart) and the body chunk by chunk, so navigation data and deferred pages stream to the browser.
 * A client that went away stops the body; a body that fails after the head was sent rejects, with
 * the head already out (the error handler then ends the response).
 */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  // Added to what the middleware set before (a form answer's `no-store` stays beside a route's own
  // Cache-Control; answer-headers.server.ts keeps the document's policy of two).
  const append = (name: string, values: string[]) => {
    const before = res.getHeader(name);
    const all = before === undefined ? values : [...[before].flat().map(String), ...values];
    res.setHeader(name, all.length === 1 ? (all[0] as string) : all);
  };
  for (const [name, value] of response.headers) if (name !== "set-cookie") append(name, [value]);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) append("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  // Server-sent events need their head now, before the first event.
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  // Compression (the `compression` middleware) adds `flush`: without it, each chunk would wait in
  // the compressor's buffer, and a deferred part of a page would reach the browser only at the end.
  const flush = (res as ServerResponse & { flush?: () => void }).flush?.bind(res);
  const reader = response.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (!res.write(chunk.value)) await drained(res);
      flush?.();
    }
    res.end();
  } catch (error) {
    reader.cancel().catch(() => {});
    // The client went away mid-answer: nobody is left to answer.
    if (res.destroyed) return;
    throw error;
  }
}

/** Resolves when the response can take more, or its connection closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/**
 * The one way into React Router for what the page store does not answer: client navigation data
 * (`.data`), the route manifest, resource routes, the content editor, pages outside the store.
 */
export function routerHandler(options: {
  routerFetch: RouterFetch;
  /** SITE_URL's origin. */
  origin: string;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await options.routerFetch(
        fetchRequest(req, res, options.origin),
        options.loadContext(req, res),
      );
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
