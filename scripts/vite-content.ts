import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from "node:fs";
import { basename, extname, join, relative, resolve, sep } from "node:path";
import type { ServerBuild } from "react-router";
import type { Plugin, ViteDevServer } from "vite";
import { illustrations } from "../app/content/illustrations.ts";
import { clientMarkSvg } from "../app/content/schema/client-mark.ts";
import { checkNamedLinks, namedLinks } from "../app/content/schema/code-links.ts";
import { campaignShareSvg, generatedCoverSvg } from "../app/content/schema/cover.ts";
import {
  type Campaign,
  type Content,
  ContentError,
  loadContent,
  type PostData,
} from "../app/content/schema/load.ts";
import { resellerPanelSvg } from "../app/content/schema/product-drawing.ts";
import { clientMarkSrc, portraitSrc } from "../app/content/schema/sections.ts";

/**
 * Content as build-time data. At build start (and in development on every change under the content
 * folder) it reads and checks every file with app/content/schema/load.ts; a bad file stops the build
 * with one line naming the file, the field and the problem. Pages import the result from
 * `virtual:content/{key}`, one per key of what the loader returns (`Content`, the one list of keys:
 * scripts/content-modules.ts writes their type declarations and test shims from it): JSON in the
 * server bundle, so no file is read or parsed per request. It also publishes the content's pictures under /conteudo/, draws a
 * cover for a post without one, renders each post's missing share image (/og/blog-{id}.png), and
 * draws each client's logo mark and each testimonial's portrait (/img/clientes/, /img/depoimentos/)
 * and the product drawings that show content (`drawnFromContent`).
 */

const PREFIX = "virtual:content/";
const IMAGE = /\.(svg|png|jpe?g|webp|gif)$/i;
const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
};

/** The content folder: CONTENT_DIR (a scratch copy in tests), else content/ beside this project. */
export function contentDir(root = process.cwd()): string {
  return resolve(root, process.env.CONTENT_DIR || "content");
}

export function content(): Plugin {
  let dir = contentDir();
  let publicDir = resolve("public");
  let routeTable = resolve("app/routes.ts");
  let current: Promise<Content> | undefined;
  const load = () => {
    current = loadContent(dir, { publicDir }).then((data) => {
      // The features and solutions the menus and pages name by id must exist.
      checkNamedLinks(data, namedLinks(data));
      return data;
    });
    return current;
  };

  return {
    name: "content",
    configResolved(config) {
      dir = contentDir(config.root);
      publicDir = config.publicDir;
      routeTable = resolve(config.root, "app/routes.ts");
    },
    async buildStart() {
      try {
        await load();
      } catch (error) {
        if (error instanceof ContentError) failBuild(error);
        throw error;
      }
    },
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const key = id.slice(PREFIX.length + 1);
      const data = await (current ?? load());
      if (!Object.hasOwn(data, key)) {
        this.error(`${id.slice(1)}: the content has no "${key}" (its keys: ${Object.keys(data).join(", ")})`);
      }
      return `export default ${JSON.stringify(data[key as keyof Content])};`;
    },
    // The browser gets content as loader data, never as code: a component that imported a content
    // module would ship a whole collection (and push a page over its JavaScript budget).
    async generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const leaked = Object.entries(chunk.modules).find(
          ([id, module]) => id.startsWith(`\0${PREFIX}`) && module.renderedLength > 0,
        );
        if (leaked) {
          this.error(
            `${leaked[0].slice(1)} reached the browser bundle (${chunk.fileName}) through ${importChain(this, leaked[0]).join(" <- ")}: read it in a loader and pass what the page shows as loader data`,
          );
        }
      }
      // Content pictures sit next to the built client, so the server's static files serve them.
      for (const [fileName, source] of await publishedFiles(await (current ?? load()), dir, publicDir)) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
    // Content files are data, never modules: this plugin reloads them (below) and a page reads them
    // again at its next request. A plugin that watches them as its own dependencies (Tailwind, which
    // scans the project's files for class names) answered every save in the content editor by
    // reloading every open page, the editor included. This hook runs first and leaves no module
    // for any hook after it to update.
    hotUpdate: {
      order: "pre",
      handler({ file }) {
        if (inside(dir, file)) return [];
      },
    },
    configureServer(server) {
      // Campaign addresses whose route the development server is gaining (true) or losing (false).
      const routeChanges = new Map<string, boolean>();
      watchContent(server, dir, (event, file) => {
        // A campaign file added or removed adds or removes its route (app/routes.ts reads the
        // folder). React Router's development server reads its route table again when that file
        // changes, so its time is renewed (the file itself stays as it is); until the table has
        // the change, requests wait (below), so a campaign saved in the editor opens at once.
        if (event !== "change" && inside(join(dir, "campanhas"), file) && file.endsWith(".yaml")) {
          routeChanges.set(basename(file, ".yaml"), event === "add");
          const now = new Date();
          utimesSync(routeTable, now, now);
        }
        load().catch((error: unknown) => {
          server.config.logger.error(error instanceof Error ? error.message : String(error));
        });
        for (const environment of Object.values(server.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap) {
            if (id.startsWith(`\0${PREFIX}`)) environment.moduleGraph.invalidateModule(module);
          }
        }
      });
      server.middlewares.use((_req, _res, next) => {
        if (routeChanges.size === 0) return next();
        routesUpdated(server, routeChanges).then(() => next(), next);
      });
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
        (current ?? load())
          .then(async (data) => {
            const file = await publishedFile(path, data, dir, publicDir);
            if (!file) return next();
            res.setHeader("Content-Type", file.type);
            res.setHeader("Cache-Control", "no-cache");
            res.end(file.body);
          })
          .catch(next);
      });
    },
  };
}

/** How a module got into the bundle: its importers, up to a module nothing imports (a route). */
function importChain(
  context: { getModuleInfo(id: string): { importers: readonly string[] } | null },
  id: string,
) {
  const chain: string[] = [];
  const seen = new Set<string>();
  let current: string | undefined = id;
  while (current && !seen.has(current)) {
    seen.add(current);
    chain.push(current.startsWith("\0") ? current.slice(1) : relative(process.cwd(), current));
    current = context.getModuleInfo(current)?.importers.find((importer) => !seen.has(importer));
  }
  return chain;
}

/** The one line a bad content file gets, and nothing else: the build stops there. */
function failBuild(error: ContentError): never {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

/** Whether `file` is in the folder `dir`. */
function inside(dir: string, file: string): boolean {
  return resolve(file).startsWith(dir + sep);
}

/**
 * Resolves when the development server's routes have every change in `changes` (a campaign address
 * gained or lost), each removed from it as it lands; after 5 s, whatever the routes have.
 */
async function routesUpdated(server: ViteDevServer, changes: Map<string, boolean>): Promise<void> {
  for (let tries = 0; changes.size > 0 && tries < 100; tries++) {
    const build = (await server
      .ssrLoadModule("virtual:react-router/server-build")
      .catch(() => null)) as ServerBuild | null;
    if (build) {
      const paths = new Set(Object.values(build.routes).map((route) => route?.path));
      for (const [address, present] of changes) if (paths.has(address) === present) changes.delete(address);
    }
    if (changes.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  changes.clear();
}

function watchContent(
  server: ViteDevServer,
  dir: string,
  changed: (event: "add" | "change" | "unlink", file: string) => void,
) {
  server.watcher.add(dir);
  for (const event of ["add", "change", "unlink"] as const) {
    server.watcher.on(event, (file) => {
      if (inside(dir, file)) changed(event, file);
    });
  }
}

/**
 * The product drawings that show content, drawn from it at every build instead of committed under
 * public/img/produto/ with the others (scripts/build-product-art.mjs): the reseller's panel shows the
 * programme's tiers and fees, and a fee changed in the editor must reach it without a developer. Same
 * address as a committed drawing, so pages and app/content/illustrations.ts name it as any other.
 */
export function drawnFromContent(data: Content): Map<string, string> {
  return new Map([[illustrations["revenda-painel"].src, resellerPanelSvg(data["pagina-revenda"].tiers)]]);
}

interface Published {
  type: string;
  body: Buffer | string;
}

/**
 * What the site serves from the content folder at `path`: an uploaded picture under /conteudo/,
 * the drawn cover of a post without one, a post's share image rendered from its cover, a client's
 * mark, a testimonial's portrait, a campaign's share image or a product drawing made from content.
 */
export async function publishedFile(
  path: string,
  data: Content,
  dir: string,
  publicDir = resolve("public"),
): Promise<Published | undefined> {
  if (path.startsWith("/conteudo/")) {
    const post = data.blog.find((p) => p.coverGenerated && p.cover === path);
    if (post) return { type: TYPES[".svg"] as string, body: generatedCoverSvg(post) };
    const file = join(dir, path.slice("/conteudo/".length));
    if (!IMAGE.test(file) || !resolve(file).startsWith(dir + sep) || !existsSync(file)) return undefined;
    return {
      type: TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
      body: readFileSync(file),
    };
  }
  const drawing = drawnFromContent(data).get(path);
  if (drawing) return { type: TYPES[".svg"] as string, body: drawing };
  const client = data.clientes.find((c) => clientMarkSrc(c.id) === path);
  if (client) return { type: TYPES[".svg"] as string, body: clientMarkSvg(client) };
  const testimonial = data.depoimentos.find((t) => portraitSrc(t.id) === path);
  if (testimonial) return { type: TYPES[".svg"] as string, body: await portrait(testimonial.id) };
  const og = /^\/og\/blog-([a-z0-9-]+)\.png$/.exec(path);
  const post = og ? data.blog.find((p) => p.id === og[1] && p.ogImage === path) : undefined;
  if (post) return { type: "image/png", body: await shareImage(post, dir) };
  const campaign = data.campanhas.find((c) => c.shareImage === path);
  if (campaign) return { type: "image/png", body: await campaignShareImage(campaign, data, publicDir) };
  return undefined;
}

/**
 * Every file the build publishes next to the client: content pictures, drawn covers, share images,
 * clients' marks, portraits and the product drawings made from content.
 */
export async function publishedFiles(
  data: Content,
  dir: string,
  publicDir = resolve("public"),
): Promise<Map<string, Buffer | string>> {
  const files = new Map<string, Buffer | string>();
  for (const file of walk(dir)) {
    if (IMAGE.test(file))
      files.set(`conteudo/${relative(dir, file).split(sep).join("/")}`, readFileSync(file));
  }
  for (const post of data.blog) {
    if (post.coverGenerated) files.set(post.cover.slice(1), generatedCoverSvg(post));
    if (post.ogImage.endsWith(".png")) files.set(post.ogImage.slice(1), await shareImage(post, dir));
  }
  for (const campaign of data.campanhas) {
    files.set(campaign.shareImage.slice(1), await campaignShareImage(campaign, data, publicDir));
  }
  for (const [path, drawing] of drawnFromContent(data)) files.set(path.slice(1), drawing);
  for (const client of data.clientes) files.set(clientMarkSrc(client.id).slice(1), clientMarkSvg(client));
  for (const testimonial of data.depoimentos) {
    files.set(portraitSrc(testimonial.id).slice(1), await portrait(testimonial.id));
  }
  return files;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** A testimonial's drawn portrait; DiceBear and its style are loaded when the first one is drawn. */
async function portrait(id: string): Promise<string> {
  const { portraitSvg } = await import("../app/content/schema/portrait.ts");
  return portraitSvg(id);
}

/** A campaign's share image (1200x630 PNG), drawn from its hero's drawing (under public/ or from content). */
async function campaignShareImage(campaign: Campaign, data: Content, publicDir: string): Promise<Buffer> {
  const { Resvg } = await import("@resvg/resvg-js");
  const src = campaign.sharePicture;
  const picture = src
    ? (drawnFromContent(data).get(src) ?? readFileSync(join(publicDir, src), "utf8"))
    : null;
  const svg = campaignShareSvg({ id: campaign.id, picture });
  return new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
}

/** A 1200x630 PNG of the post's cover (networks take PNG or JPEG, not SVG), drawn without a browser. */
async function shareImage(post: PostData, dir: string): Promise<Buffer> {
  const { Resvg } = await import("@resvg/resvg-js");
  let svg: string;
  if (post.coverGenerated) svg = generatedCoverSvg(post);
  else {
    const file = join(dir, post.cover.slice("/conteudo/".length));
    const bytes = readFileSync(file);
    const extension = extname(file).toLowerCase();
    svg =
      extension === ".svg"
        ? bytes.toString("utf8")
        : `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image href="data:${TYPES[extension]};base64,${bytes.toString("base64")}" width="1200" height="630" preserveAspectRatio="xMidYMid slice"/></svg>`;
  }
  return new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
}
