import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { type Agent, request as httpsRequest } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The proxy configuration compose.yaml mounts into the nginx image, and the files beside it. */
export const PROXY_TEMPLATE = "deploy/nginx/gama.conf.template";
export const PROXY_TLS_SCRIPT = "deploy/nginx/40-gama-tls.sh";
export const PROXY_ERROR_PAGES = "deploy/nginx/erros";

/** Where nginx is when the machine has it (Debian's package; `.ci/run` installs it when missing). */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * What the nginx image does with a template at start (envsubst with the names it is given): every
 * `${NAME}` of a defined variable is replaced, anything else (nginx's own `$host`) is left alone.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface RunningProxy {
  /** https://localhost:PORT */
  url: string;
  port: number;
  /** GAMA_SERVER_NAME: the host name the proxy is configured for. */
  serverName: string;
  /** The self-signed certificate the TLS script made, for clients to trust. */
  ca: Buffer;
  /** nginx's error log (its stderr), at level info and above (complete after `stop`). */
  errorLog: () => string;
  /** The access log the template writes to stdout, one JSON line per request (kept after `stop`). */
  accessLog: () => string;
  stop(): Promise<void>;
}

/**
 * Runs the shipped proxy configuration with the real nginx binary: the template filled as the image
 * fills it, the image's TLS script for the certificate, and a main nginx.conf with the image's http
 * settings (what the image's own nginx.conf holds; the site's settings are all in the template). The
 * error log is kept from level info, one below the image's notice, so a test sees every line the
 * runbook (docs/operations/proxy.md) names.
 */
export async function startProxy(port: number, upstreams: [string, string]): Promise<RunningProxy> {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: apt-get install nginx (bash .ci/run does)`);
  const dir = mkdtempSync(join(tmpdir(), "gama-proxy-"));
  // As root, nginx's workers run as nobody: they read the pages and write request bodies here.
  chmodSync(dir, 0o755);
  const values = {
    GAMA_LISTEN: `127.0.0.1:${port}`,
    GAMA_SERVER_NAME: "localhost",
    GAMA_UPSTREAM_1: upstreams[0],
    GAMA_UPSTREAM_2: upstreams[1],
    GAMA_TLS_DIR: join(dir, "tls"),
    GAMA_ERROR_PAGES: resolve(PROXY_ERROR_PAGES),
  };
  execFileSync("sh", [PROXY_TLS_SCRIPT], { env: { PATH: process.env.PATH, ...values }, stdio: "ignore" });
  writeFileSync(join(dir, "site.conf"), fillTemplate(readFileSync(PROXY_TEMPLATE, "utf8"), values));
  const temp = join(dir, "temp");
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr info;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # The template's server writes its own access log (to stdout); nothing else is served here.
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  let output = "";
  // The template logs requests to /dev/stdout, as the image does: nginx opens that path, which a
  // socket (what a pipe from Node is) refuses, so its stdout is a file here.
  const accessPath = join(dir, "access.log");
  const accessFd = openSync(accessPath, "a");
  const child: ChildProcess = spawn(
    NGINX,
    ["-e", "stderr", "-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", accessFd, "pipe"] },
  );
  closeSync(accessFd);
  let access = "";
  const accessLog = () => {
    if (existsSync(accessPath)) access = readFileSync(accessPath, "utf8");
    return access;
  };
  child.stderr?.on("data", (c) => {
    output += c;
  });
  // "close": exited, and its stderr read to the end.
  const exited = new Promise<void>((done) => child.on("close", () => done()));
  const ca = readFileSync(join(dir, "tls", "site.crt"));
  const url = `https://localhost:${port}`;
  // Up when it answers on its port (any status: the replicas may not be up yet).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        done(true);
      });
      socket.once("error", () => done(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    serverName: values.GAMA_SERVER_NAME,
    ca,
    errorLog: () => output,
    accessLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await exited;
      }
      accessLog();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ProxyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Whether the request went on a connection the agent had kept from an earlier request. */
  reused: boolean;
}

/**
 * One request through the proxy over TLS, trusting its certificate. `agent` keeps connections
 * between calls (keep-alive); `localAddress` picks the client's loopback address, so a test can
 * be several visitors; `chunked` sends the body without a length.
 */
export function proxyRequest(
  proxy: RunningProxy,
  path: string,
  options: {
    method?: string;
    body?: string | Buffer;
    headers?: Record<string, string>;
    agent?: Agent;
    localAddress?: string;
    chunked?: boolean;
  } = {},
): Promise<ProxyAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = httpsRequest(
      `${proxy.url}${path}`,
      {
        method: options.method ?? (body ? "POST" : "GET"),
        ca: proxy.ca,
        agent: options.agent ?? false,
        localAddress: options.localAddress,
        headers: {
          ...(body && !options.chunked ? { "Content-Length": String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolveAnswer({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            reused: req.reusedSocket,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body && options.chunked) {
      // In pieces, so the proxy sees a stream of unknown length.
      for (let i = 0; i < body.length; i += 16_384) req.write(body.subarray(i, i + 16_384));
      req.end();
    } else req.end(body);
  });
}

/**
 * One request written as it is, over plain TCP (no TLS), to the proxy's port: for what no client
 * library sends, such as HTTP/1.0 without a Host header.
 */
export function rawRequest(port: number, request: string): Promise<Omit<ProxyAnswer, "reused">> {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolveAnswer({ status: Number(statusLine.split(" ")[1]), headers, text: rest.join("\r\n\r\n") });
    });
    socket.write(request);
  });
}
