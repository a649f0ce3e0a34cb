import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { blogCategories } from "../blog/categories.ts";
import { integrationCategoryIds } from "../integrations/categories.ts";
import { CONTENT_FOLDER, readerConfig } from "./index.ts";
import { SETUP_TIME_TOKEN } from "./integrations.ts";

/**
 * Reads the whole content folder once, at build start (and on each change in development): every
 * entry is parsed and validated by Keystatic's reader with the same field definitions the editor
 * uses, then checked for what a field cannot say on its own (references between entries, unique
 * names, fact tokens). The first problem throws a ContentError: one line naming the file, the field
 * and the problem. Pages get the result as build-time data (scripts/vite-content.ts).
 */

/** A problem in one content file, said in one line: `content/planos/essencial.yaml: monthlyPrice: ...`. */
export class ContentError extends Error {
  readonly file: string;
  readonly field: string;
  readonly problem: string;

  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field ? `${field}: ` : ""}${problem}`);
    this.name = "ContentError";
    this.file = file;
    this.field = field;
    this.problem = problem;
  }
}

/** `{diasDeTeste}`: a fact's key in braces, written in copy and replaced at build. */
const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const reader = (dir: string) => createReader(dir, readerConfig);
type Reader = ReturnType<typeof reader>;
type FactsEntry = NonNullable<Awaited<ReturnType<Reader["singletons"]["fatos"]["read"]>>>;
type SiteEntry = NonNullable<Awaited<ReturnType<Reader["singletons"]["site"]["read"]>>>;
type PlansPageEntry = NonNullable<Awaited<ReturnType<Reader["singletons"]["paginaPlanos"]["read"]>>>;
type PlanEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["planos"]["read"]>>>;
type PostEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["blog"]["read"]>>>;
type IntegrationEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["integracoes"]["read"]>>>;
type IntegrationsPageEntry = NonNullable<
  Awaited<ReturnType<Reader["singletons"]["paginaIntegracoes"]["read"]>>
>;

/** Every business fact, by the key copy uses as a token. */
export type Facts = FactsEntry;
export type SiteData = SiteEntry;
/** A plan: its file name is its id; the plans are listed cheapest first. */
export type Plan = Omit<PlanEntry, "name"> & { id: string; name: string };
export type PlansPage = PlansPageEntry;
/** A post's front matter as the pages use it, its Markdown body and where its pictures are. */
export type PostData = Omit<PostEntry, "content" | "cover" | "coverAlt" | "category"> & {
  id: string;
  category: (typeof blogCategories)[number];
  /** The cover's address: the uploaded picture, or the one drawn at build for a post without one. */
  cover: string;
  coverAlt: string;
  /** True when the build drew the cover (no picture was uploaded). */
  coverGenerated: boolean;
  /** The share image: a committed drawing under public/og, or one rendered at build from the cover. */
  ogImage: string;
  /** The Markdown body, with fact tokens written in. */
  body: string;
};

/** An integration: its file name is its id (/integracoes/{id}); listed by category, then position. */
export type Integration = Omit<IntegrationEntry, "name"> & { id: string; name: string };
export type IntegrationsPage = IntegrationsPageEntry;

export interface Content {
  facts: Facts;
  site: SiteData;
  plans: Plan[];
  plansPage: PlansPage;
  posts: PostData[];
  integrations: Integration[];
  integrationsPage: IntegrationsPage;
}

export interface LoadOptions {
  /** Where `public/` is: a post's committed share image there wins over a generated one. */
  publicDir?: string;
  /** How files are named in messages; the folder's name in the repository by default. */
  label?: string;
}

/** Loads and checks the content folder `dir`. Throws a ContentError on the first problem. */
export async function loadContent(dir: string, options: LoadOptions = {}): Promise<Content> {
  const label = options.label ?? CONTENT_FOLDER;
  const files = new ContentFiles(label);
  const read = reader(dir);

  const rawFacts = await files.entry("fatos.yaml", () => read.singletons.fatos.read());
  const tokens = new Map(Object.entries(rawFacts).map(([key, value]) => [key, String(value)]));
  // Counts the copy states are computed, never typed: `{integracoes}` is how many files there are.
  const integrationSlugs = await files.list(() => read.collections.integracoes.list());
  tokens.set("integracoes", String(integrationSlugs.length));
  const expand = <T>(file: string, value: T) =>
    expandTokens(value, tokens, (field, token) => {
      throw new ContentError(
        file,
        field,
        `unknown fact {${token}} (the facts are the keys of ${label}/fatos.yaml)`,
      );
    });

  const facts = expand(files.name("fatos.yaml"), rawFacts);
  const site = expand(
    files.name("site.yaml"),
    await files.entry("site.yaml", () => read.singletons.site.read()),
  );

  const plans: Plan[] = [];
  for (const slug of await files.list(() => read.collections.planos.list())) {
    const file = files.name(`planos/${slug}.yaml`);
    const entry = expand(
      file,
      await files.entry(`planos/${slug}.yaml`, () => read.collections.planos.read(slug)),
    );
    if (entry.annualPrice >= entry.monthlyPrice) {
      throw new ContentError(
        file,
        "annualPrice",
        "must be less than monthlyPrice (the annual plan is the cheaper one)",
      );
    }
    plans.push({ ...entry, id: slug });
  }
  plans.sort((a, b) => a.monthlyPrice - b.monthlyPrice || a.id.localeCompare(b.id));
  checkPlans(plans, files);

  const plansPageFile = files.name("paginas/planos.yaml");
  const plansPage = expand(
    plansPageFile,
    await files.entry("paginas/planos.yaml", () => read.singletons.paginaPlanos.read()),
  );
  const planIds = new Set(plans.map((plan) => plan.id));
  const featureNames = new Set<string>();
  plansPage.planFeatures.forEach((feature, index) => {
    if (!planIds.has(feature.from)) {
      throw new ContentError(
        plansPageFile,
        `planFeatures.${index}.from`,
        `"${feature.from}" is not a plan in ${label}/planos/`,
      );
    }
    if (featureNames.has(feature.name)) {
      throw new ContentError(
        plansPageFile,
        `planFeatures.${index}.name`,
        `"${feature.name}" is listed twice`,
      );
    }
    featureNames.add(feature.name);
  });

  const posts: PostData[] = [];
  for (const slug of await files.list(() => read.collections.blog.list())) {
    const path = `blog/${slug}.md`;
    const file = files.name(path);
    const entry = await files.entry(path, () => read.collections.blog.read(slug));
    const { content: _parsed, ...meta } = expand(file, entry);
    const body = expand(file, { content: bodyOf(readFileSync(join(dir, path), "utf8")) }).content;
    posts.push(postData(slug, meta, body, { dir, file, publicDir: options.publicDir }));
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

  const integrations: Integration[] = [];
  for (const slug of integrationSlugs) {
    const path = `integracoes/${slug}.yaml`;
    const file = files.name(path);
    const entry = await files.entry(path, () => read.collections.integracoes.read(slug));
    // The entry's own setup time is a token in its copy, so a FAQ answer never contradicts it.
    const own = new Map([...tokens, [SETUP_TIME_TOKEN, entry.setupTime]]);
    const expanded = expandTokens(entry, own, (field, token) => {
      throw new ContentError(
        file,
        field,
        `unknown fact {${token}} (the facts are the keys of ${label}/fatos.yaml, and {${SETUP_TIME_TOKEN}})`,
      );
    });
    integrations.push({ ...expanded, id: slug });
  }
  checkIntegrations(integrations, files);

  const integrationsPage = expand(
    files.name("paginas/integracoes.yaml"),
    await files.entry("paginas/integracoes.yaml", () => read.singletons.paginaIntegracoes.read()),
  );

  return { facts, site, plans, plansPage, posts, integrations, integrationsPage };
}

/** The longest word of a name that the wordmark tile holds on one line at its type size. */
const WORDMARK_WORD = 14;

/**
 * A known category (the editor offers only those; a file edited by hand may name another), a name
 * that fits its tile and belongs to one integration, and no tag twice on a page. Sorted as the
 * catalogue lists them.
 */
function checkIntegrations(integrations: Integration[], files: ContentFiles) {
  const names = new Map<string, string>();
  for (const integration of integrations) {
    const file = files.name(`integracoes/${integration.id}.yaml`);
    if (!(integrationCategoryIds as readonly string[]).includes(integration.category)) {
      throw new ContentError(file, "category", `must be one of ${integrationCategoryIds.join(", ")}`);
    }
    const long = integration.name.split(/\s+/).find((word) => word.length > WORDMARK_WORD);
    if (long) {
      throw new ContentError(
        file,
        "name",
        `"${long}" is longer than ${WORDMARK_WORD} letters and does not fit the catalogue's tile (write it as two words)`,
      );
    }
    const other = names.get(integration.name.toLowerCase());
    if (other) {
      throw new ContentError(file, "name", `"${integration.name}" is used by integracoes/${other}.yaml`);
    }
    names.set(integration.name.toLowerCase(), integration.id);
    const tags = integration.tags.map((tag) => tag.toLowerCase());
    const twice = tags.findIndex((tag, index) => tags.indexOf(tag) !== index);
    if (twice >= 0) {
      throw new ContentError(file, `tags.${twice}`, `"${integration.tags[twice]}" is listed twice`);
    }
  }
  const rank = (integration: Integration) =>
    (integrationCategoryIds as readonly string[]).indexOf(integration.category);
  integrations.sort(
    (a, b) => rank(a) - rank(b) || a.position - b.position || a.name.localeCompare(b.name, "pt-BR"),
  );
}

/** Exactly one plan carries the 'Mais Popular' badge; names are unique. */
function checkPlans(plans: Plan[], files: ContentFiles) {
  if (plans.length === 0)
    throw new ContentError(files.name("planos/"), "", "there must be at least one plan");
  const popular = plans.filter((plan) => plan.popular);
  if (popular.length !== 1) {
    const file = files.name(`planos/${(popular[1] ?? plans[0])?.id}.yaml`);
    throw new ContentError(
      file,
      "popular",
      `exactly one plan is 'Mais Popular' (now: ${popular.map((p) => p.id).join(", ") || "none"})`,
    );
  }
  const names = new Set<string>();
  for (const plan of plans) {
    if (names.has(plan.name)) {
      throw new ContentError(
        files.name(`planos/${plan.id}.yaml`),
        "name",
        `"${plan.name}" is used by another plan`,
      );
    }
    names.add(plan.name);
  }
}

function postData(
  slug: string,
  meta: Omit<PostEntry, "content">,
  body: string,
  where: { dir: string; file: string; publicDir: string | undefined },
): PostData {
  if (!(blogCategories as readonly string[]).includes(meta.category)) {
    throw new ContentError(where.file, "category", `must be one of ${blogCategories.join(", ")}`);
  }
  if (meta.cover && !(meta.coverAlt ?? "").trim()) {
    throw new ContentError(where.file, "coverAlt", "is required when the post has a cover");
  }
  if (meta.cover) {
    const stored = meta.cover.replace(/^\/conteudo\//, "");
    if (stored === meta.cover || !existsSync(join(where.dir, stored))) {
      throw new ContentError(where.file, "cover", `the picture ${meta.cover} is not in the content folder`);
    }
  }
  const committedOg = `/og/blog-${slug}.jpg`;
  return {
    ...meta,
    id: slug,
    category: meta.category as PostData["category"],
    cover: meta.cover ?? generatedCoverPath(slug),
    coverAlt: meta.cover ? (meta.coverAlt ?? "") : `Capa ilustrada do artigo “${meta.title}”`,
    coverGenerated: !meta.cover,
    ogImage:
      where.publicDir && existsSync(join(where.publicDir, committedOg))
        ? committedOg
        : `/og/blog-${slug}.png`,
    body,
  };
}

/** Where the build puts the drawn cover of a post that has none. */
export function generatedCoverPath(slug: string): string {
  return `/conteudo/blog/${slug}/cover-gerada.svg`;
}

/** The Markdown after a file's front matter. */
function bodyOf(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return (match?.[1] ?? source).replace(/^\r?\n/, "");
}

/**
 * Writes fact values over their tokens in every string of `value`, however deep. `onUnknown` gets
 * the field's path (`faq.2.answer`) and the token that names no fact.
 */
export function expandTokens<T>(
  value: T,
  tokens: ReadonlyMap<string, string>,
  onUnknown: (field: string, token: string) => never,
  path: string[] = [],
): T {
  if (typeof value === "string") {
    return value.replace(TOKEN, (_match, token: string) => {
      const fact = tokens.get(token);
      return fact ?? onUnknown(path.join("."), token);
    }) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => expandTokens(item, tokens, onUnknown, [...path, String(index)])) as T;
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        expandTokens(item, tokens, onUnknown, [...path, key]),
      ]),
    ) as T;
  }
  return value;
}

/** Turns the reader's errors into one line about one file. */
class ContentFiles {
  private readonly label: string;

  constructor(label: string) {
    this.label = label;
  }

  name(path: string): string {
    return `${this.label}/${path}`;
  }

  async entry<T>(path: string, read: () => Promise<T | null>): Promise<T> {
    let value: T | null;
    try {
      value = await read();
    } catch (error) {
      throw this.fromReader(path, error);
    }
    if (value === null) throw new ContentError(this.name(path), "", "the file is missing");
    return value;
  }

  async list(list: () => Promise<string[]>): Promise<string[]> {
    return (await list()).sort();
  }

  /**
   * Keystatic says `Invalid data for "x" in collection "y":` and then one `field: problem` line per
   * problem; the first one is enough to fix, and the next build names the next.
   */
  private fromReader(path: string, error: unknown): Error {
    const message = error instanceof Error ? error.message : String(error);
    const first =
      message
        .split("\n")
        .slice(1)
        .find((line) => line.trim() !== "") ?? message;
    const match = /^([^:]+): ([\s\S]*)$/.exec(first);
    const problem = (match?.[2] ?? first).replace(/^Unexpected error: /, "");
    return new ContentError(this.name(path), match?.[1] ?? "", problem);
  }
}
