import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { parseVideoUrl } from "../../lib/video.ts";
import { blogCategories } from "../blog/categories.ts";
import { type FeatureBadgeId, featureCategories } from "../funcionalidades/categories.ts";
import { integrationCategoryIds } from "../integracoes/categories.ts";
import { addressProblem, reservedAddresses } from "./addresses.ts";
import { CAMPAIGN_DESCRIPTION } from "./campanhas.ts";
import { CONTENT_FOLDER, readerConfig } from "./index.ts";
import { SETUP_TIME_TOKEN } from "./integracoes.ts";
import { type LegalTextId, legalTextIds } from "./legal.ts";
import { type TierId, tierIds, tierNames } from "./revenda.ts";
import {
  anchorOf,
  formAnchor,
  leadFormOf,
  pictureOf,
  type SectionEntry,
  sectionLibrary,
} from "./sections.ts";
import { META_DESCRIPTION } from "./solucoes.ts";

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
type PlansPageEntry = NonNullable<Awaited<ReturnType<Reader["singletons"]["pagina-planos"]["read"]>>>;
type PlanEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["planos"]["read"]>>>;
type PostEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["blog"]["read"]>>>;
type FeatureEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["funcionalidades"]["read"]>>>;
type FeaturesPageEntry = NonNullable<
  Awaited<ReturnType<Reader["singletons"]["pagina-funcionalidades"]["read"]>>
>;
type SolutionEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["solucoes"]["read"]>>>;
type Singleton<Key extends keyof Reader["singletons"]> = NonNullable<
  Awaited<ReturnType<Reader["singletons"][Key]["read"]>>
>;
type Entry<Key extends keyof Reader["collections"]> = NonNullable<
  Awaited<ReturnType<Reader["collections"][Key]["read"]>>
>;
type IntegrationEntry = NonNullable<Awaited<ReturnType<Reader["collections"]["integracoes"]["read"]>>>;
type IntegrationsPageEntry = NonNullable<
  Awaited<ReturnType<Reader["singletons"]["pagina-integracoes"]["read"]>>
>;

/** Every business fact, by the key copy uses as a token. */
export type Facts = FactsEntry;
export type SiteData = SiteEntry;
/** A plan: its file name is its id; the plans are listed cheapest first. */
export type Plan = Omit<PlanEntry, "name"> & { id: string; name: string };
/** The plans page; a line that names a feature is 'em breve' exactly when the feature is. */
export type PlansPage = Omit<PlansPageEntry, "planFeatures"> & {
  planFeatures: (Omit<PlansPageEntry["planFeatures"][number], "feature"> & { feature?: string })[];
};
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

type FeatureTestimonial = Extract<
  FeatureEntry["resultsSection"]["testimonial"],
  { discriminant: true }
>["value"];
/**
 * A feature: its file name is its id. Optional fields left empty are absent; the catalogue is in
 * category order, then by each file's position in its category, then by title.
 */
export type Feature = Omit<
  FeatureEntry,
  "title" | "categoryLabel" | "badge" | "videoUrl" | "resultsSection"
> & {
  id: string;
  title: string;
  categoryLabel?: string;
  badge?: FeatureBadgeId;
  videoUrl?: string;
  resultsSection: Omit<FeatureEntry["resultsSection"], "testimonial"> & {
    testimonial?: FeatureTestimonial;
  };
};
export type FeaturesPage = FeaturesPageEntry;
/** A solution page: its file name is its id; `features` are feature ids, each checked to exist. */
export type Solution = Omit<SolutionEntry, "menuLabel"> & { id: string; menuLabel: string };
/** A customer's testimonial; its file name is its id. */
export type Testimonial = Omit<Entry<"depoimentos">, "company"> & { id: string; company: string };
/** A client of the home page's carousel. */
export type Client = Omit<Entry<"clientes">, "name"> & { id: string; name: string };
/** The home page, with the testimonials and clients it picked. */
export type HomePage = Omit<Singleton<"pagina-inicio">, "testimonials" | "clients"> & {
  testimonials: { title: string; items: Testimonial[] };
  clients: { title: string; items: Client[] };
};
export type AboutPage = Singleton<"pagina-sobre-nos">;
/** A tier of the reseller programme with its range of active clients (`max: null`: no upper bound). */
export interface ResellerTier {
  id: TierId;
  name: string;
  monthlyFeePerClient: number;
  clients: { min: number; max: number | null };
}
/** /revenda: the tiers in order with their ranges, and each feature with the tiers that include it. */
export type ResellerPage = Omit<Singleton<"pagina-revenda">, "tiers" | "features"> & {
  tiers: ResellerTier[];
  features: { label: string; tiers: TierId[] }[];
};
/**
 * A campaign page (/{id}): its sections as the file lists them, with fact tokens written in and
 * every pick, anchor and link checked; app/content/sections.server.ts shapes them for the page.
 */
export type Campaign = Omit<Entry<"campanhas">, "title" | "sections"> & {
  id: string;
  path: `/${string}`;
  title: string;
  sections: SectionEntry[];
  /** The share image the build draws from the hero (/og/campanha-{id}.png). */
  shareImage: `/og/${string}.png`;
  /** The hero's drawing, which the share image shows (a path under public/), or null. */
  sharePicture: string | null;
};
/** A tutorial, in the page's order: `videoId` is null until marketing gives it its video's address. */
export type Tutorial = Omit<Entry<"tutoriais">, "title" | "url" | "order"> & {
  id: string;
  title: string;
  url: string | null;
  videoId: string | null;
};
export type TutorialsPage = Singleton<"pagina-treinamentos">;
export { type LegalTextId, legalTextIds } from "./legal.ts";
/** A legal text: its front matter and its Markdown body, with fact tokens written in. */
export type LegalText = Omit<Singleton<"privacidade">, "content"> & { id: LegalTextId; body: string };
export type Navigation = Singleton<"navegacao">;
/** An integration: its file name is its id (/integracoes/{id}); listed by category, then position. */
export type Integration = Omit<IntegrationEntry, "name"> & { id: string; name: string };
export type IntegrationsPage = IntegrationsPageEntry;

/** One of the marketplace's plans, as the calculator offers its rates. */
export type MarketplacePlan = Singleton<"pagina-calculadora">["plans"][number] & { id: string };
/** The calculator's reference rates and starting figures; the first plan fills the form. */
export type MarketplaceReference = Omit<Singleton<"pagina-calculadora">, "plans"> & {
  plans: [MarketplacePlan, ...MarketplacePlan[]];
};

/**
 * Everything the content folder holds, by the name the editor gives it (app/content/schema/index.ts):
 * a collection by its folder (content/planos/: "planos"), a page's own copy by its page
 * (content/paginas/planos.yaml: "pagina-planos"). Pages import each as `virtual:content/{key}`.
 */
export interface Content {
  fatos: Facts;
  site: SiteData;
  planos: Plan[];
  "pagina-planos": PlansPage;
  blog: PostData[];
  funcionalidades: Feature[];
  "pagina-funcionalidades": FeaturesPage;
  solucoes: Solution[];
  depoimentos: Testimonial[];
  clientes: Client[];
  "pagina-inicio": HomePage;
  "pagina-sobre-nos": AboutPage;
  "pagina-revenda": ResellerPage;
  campanhas: Campaign[];
  tutoriais: Tutorial[];
  "pagina-treinamentos": TutorialsPage;
  legal: Record<LegalTextId, LegalText>;
  navegacao: Navigation;
  integracoes: Integration[];
  "pagina-integracoes": IntegrationsPage;
  "pagina-calculadora": MarketplaceReference;
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
  // Tokens the build computes, never typed in fatos.yaml (its schema has no such keys): counts of
  // collections, and facts as a sentence says them.
  const featureSlugs = await files.list(() => read.collections.funcionalidades.list());
  tokens.set("funcionalidadesNoCatalogo", String(featureSlugs.length));
  tokens.set("prazoRespostaFuncionalidade", hours(rawFacts.horasRespostaFuncionalidade));
  // Counts the copy states are computed from the content, never typed.
  const tutorialSlugs = await files.list(() => read.collections.tutoriais.list());
  tokens.set("quantidadeDeTutoriais", String(tutorialSlugs.length));
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

  const features: Feature[] = [];
  for (const slug of featureSlugs) {
    const path = `funcionalidades/${slug}.yaml`;
    const entry = await files.entry(path, () => read.collections.funcionalidades.read(slug));
    features.push(featureData(slug, expand(files.name(path), entry), files.name(path)));
  }
  checkFeatures(features, files);
  const featureIds = new Set(features.map((feature) => feature.id));
  const featuresPage = expand(
    files.name("paginas/funcionalidades.yaml"),
    await files.entry("paginas/funcionalidades.yaml", () => read.singletons["pagina-funcionalidades"].read()),
  );

  const solutions: Solution[] = [];
  for (const slug of await files.list(() => read.collections.solucoes.list())) {
    const path = `solucoes/${slug}.yaml`;
    const file = files.name(path);
    const entry = expand(file, await files.entry(path, () => read.collections.solucoes.read(slug)));
    entry.features.forEach((id, index) => {
      if (!featureIds.has(id)) {
        throw new ContentError(
          file,
          `features.${index}`,
          `"${id}" is not a feature in ${label}/funcionalidades/`,
        );
      }
      if (entry.features.indexOf(id) !== index) {
        throw new ContentError(file, `features.${index}`, `"${id}" is listed twice`);
      }
    });
    checkShownWhole(file, "metaDescription", entry.metaDescription, META_DESCRIPTION);
    solutions.push({ ...entry, id: slug });
  }

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
  const plansPageEntry = expand(
    plansPageFile,
    await files.entry("paginas/planos.yaml", () => read.singletons["pagina-planos"].read()),
  );
  const planIds = new Set(plans.map((plan) => plan.id));
  const featureNames = new Set<string>();
  plansPageEntry.planFeatures.forEach((feature, index) => {
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
    if (feature.feature && !featureIds.has(feature.feature)) {
      throw new ContentError(
        plansPageFile,
        `planFeatures.${index}.feature`,
        `"${feature.feature}" is not a feature in ${label}/funcionalidades/`,
      );
    }
    if (feature.feature && feature.comingSoon) {
      throw new ContentError(
        plansPageFile,
        `planFeatures.${index}.comingSoon`,
        `the line names the feature "${feature.feature}", whose badge says whether it is 'Em breve': leave this unchecked`,
      );
    }
  });
  const plansPage: PlansPage = {
    ...plansPageEntry,
    planFeatures: plansPageEntry.planFeatures.map(({ feature, ...line }) => {
      if (!feature) return line;
      const badge = features.find((f) => f.id === feature)?.badge;
      return { ...line, feature, comingSoon: badge === "em-breve" };
    }),
  };

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
    await files.entry("paginas/integracoes.yaml", () => read.singletons["pagina-integracoes"].read()),
  );

  const pageContent = await loadPages(dir, files, read, expand, tutorialSlugs);
  const calculator = marketplaceReference(
    files.name("paginas/calculadora.yaml"),
    await files.entry("paginas/calculadora.yaml", () => read.singletons["pagina-calculadora"].read()),
  );
  const campaigns = await loadCampaigns(files, read, expand, {
    reserved: reservedAddresses(options.publicDir),
    collections: {
      funcionalidades: features,
      depoimentos: pageContent.depoimentos,
      clientes: pageContent.clientes,
      integracoes: integrations,
      planos: plans,
    },
  });
  return {
    fatos: facts,
    site,
    planos: plans,
    "pagina-planos": plansPage,
    blog: posts,
    funcionalidades: features,
    "pagina-funcionalidades": featuresPage,
    solucoes: solutions,
    integracoes: integrations,
    "pagina-integracoes": integrationsPage,
    "pagina-calculadora": calculator,
    ...pageContent,
    campanhas: campaigns,
  };
}

/**
 * The campaign pages: an address no page, probe or published folder of the site has, a description
 * search engines show whole, days in order, one hero opening the page, picks that name entries,
 * anchors used once and links to sections that exist, at most one form of each kind.
 */
async function loadCampaigns(
  files: ContentFiles,
  read: Reader,
  expand: Expand,
  context: { reserved: ReadonlyMap<string, string>; collections: Record<string, readonly { id: string }[]> },
): Promise<Campaign[]> {
  const campaigns: Campaign[] = [];
  for (const slug of await files.list(() => read.collections.campanhas.list())) {
    const path = `campanhas/${slug}.yaml`;
    const file = files.name(path);
    const {
      title,
      sections: rawSections,
      ...entry
    } = expand(file, await files.entry(path, () => read.collections.campanhas.read(slug)));
    const taken = addressProblem(slug, context.reserved);
    if (taken) throw new ContentError(file, "title", `the address ${taken}`);
    checkShownWhole(file, "description", entry.description, CAMPAIGN_DESCRIPTION);
    if (entry.start && entry.end && entry.end < entry.start) {
      throw new ContentError(file, "end", `the last day (${entry.end}) is before the first (${entry.start})`);
    }
    const sections = rawSections as SectionEntry[];
    checkSections(file, sections, context.collections, files);
    const hero = sections[0]?.discriminant === "hero" ? sections[0].value : null;
    const picture = hero?.aside.discriminant === "buttons" ? pictureOf(hero.aside.value.picture) : null;
    campaigns.push({
      ...entry,
      id: slug,
      path: `/${slug}`,
      title,
      sections,
      shareImage: `/og/campanha-${slug}.png`,
      sharePicture: picture?.src ?? null,
    });
  }
  return campaigns;
}

/**
 * A search description search engines show whole: its length is checked with the facts written in
 * (a token is longer or shorter than its value, so the field alone cannot check it).
 */
function checkShownWhole(file: string, field: string, text: string, range: { min: number; max: number }) {
  if (text.length < range.min || text.length > range.max) {
    throw new ContentError(
      file,
      field,
      `must be ${range.min} to ${range.max} characters with the facts written in (now ${text.length})`,
    );
  }
}

/** The checks of a page made of sections that its fields cannot state alone. */
function checkSections(
  file: string,
  sections: readonly SectionEntry[],
  collections: Record<string, readonly { id: string }[]>,
  files: ContentFiles,
) {
  const heroes = sections.flatMap((section, index) => (section.discriminant === "hero" ? [index] : []));
  if (heroes.length !== 1 || heroes[0] !== 0) {
    const at = heroes.find((index) => index !== 0) ?? 0;
    throw new ContentError(
      file,
      `sections.${at}`,
      "the page opens with one 'Topo da página' (its title is the page's heading): put one first, and no other",
    );
  }
  const anchors = new Map<string, string>();
  const forms = new Map<string, string>();
  sections.forEach((section, index) => {
    const field = `sections.${index}.value`;
    const own = [anchorOf(section)?.id, formAnchor(section)].filter((id): id is string => !!id);
    for (const id of new Set(own)) {
      const other = anchors.get(id);
      if (other) throw new ContentError(file, `${field}.anchor.id`, `#${id} is the anchor of ${other} too`);
      anchors.set(id, field);
    }
    const form = leadFormOf(section);
    if (form) {
      const other = forms.get(form.form);
      if (other) {
        throw new ContentError(
          file,
          `${field}`,
          `the page has this form already (${other}): one of each kind per page`,
        );
      }
      forms.set(form.form, field);
    }
    const picks = (sectionLibrary[section.discriminant] as { picks?: Record<string, string> }).picks ?? {};
    for (const [key, folder] of Object.entries(picks)) {
      const ids = (section.value as unknown as Record<string, readonly string[]>)[key] ?? [];
      const entries = collections[folder] ?? [];
      ids.forEach((id, position) => {
        if (!entries.some((entry) => entry.id === id)) {
          throw new ContentError(
            file,
            `${field}.${key}.${position}`,
            `"${id}" is not an entry of ${files.name(`${folder}/`)}`,
          );
        }
        if (ids.indexOf(id) !== position) {
          throw new ContentError(file, `${field}.${key}.${position}`, `"${id}" is listed twice`);
        }
      });
    }
    if (section.discriminant === "video" && !parseVideoUrl(section.value.url)) {
      throw new ContentError(
        file,
        `${field}.url`,
        `${section.value.url} is not the address of a YouTube video`,
      );
    }
  });
  // Buttons that lead to a section of the page lead to one that exists.
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}.${index}`);
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (
        record.discriminant === "section" &&
        typeof record.value === "string" &&
        !anchors.has(record.value)
      ) {
        throw new ContentError(
          file,
          `${path}.value`,
          `#${record.value} is not the anchor of a section of this page (${[...anchors.keys()].map((id) => `#${id}`).join(", ") || "none has one"})`,
        );
      }
      for (const [key, child] of Object.entries(record)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(sections, "sections");
}

/** The reference plans, each named once, and rates a marketplace could charge (at most 100% together). */
function marketplaceReference(file: string, entry: Singleton<"pagina-calculadora">): MarketplaceReference {
  const names = new Set<string>();
  const plans = entry.plans.map((plan, index) => {
    if (names.has(plan.name)) {
      throw new ContentError(file, `plans.${index}.name`, `"${plan.name}" is listed twice`);
    }
    names.add(plan.name);
    if (plan.commission + plan.paymentFee > 100) {
      throw new ContentError(
        file,
        `plans.${index}.paymentFee`,
        "the commission and the payment fee together cannot pass 100%",
      );
    }
    return { ...plan, id: String(index + 1) };
  });
  const [first, ...rest] = plans;
  if (!first) throw new ContentError(file, "plans", "give at least one plan of the marketplace");
  return { ...entry, plans: [first, ...rest] };
}

/** "1 hora", "2 horas": a number of hours as a sentence writes it. */
function hours(count: number): string {
  return count === 1 ? "1 hora" : `${count} horas`;
}

function featureData(slug: string, entry: FeatureEntry, file: string): Feature {
  const { title, categoryLabel, badge, videoUrl, resultsSection, ...rest } = entry;
  if (videoUrl && !parseVideoUrl(videoUrl)) {
    throw new ContentError(
      file,
      "videoUrl",
      "is not a YouTube video address (https://www.youtube.com/watch?v=<11-character id> or https://youtu.be/<id>)",
    );
  }
  const shown = [
    ["illustration", rest.illustration],
    ["section1.illustration", rest.section1.illustration],
    ["section2.illustration", rest.section2.illustration],
  ] as const;
  shown.forEach(([field, id], index) => {
    const before = shown.slice(0, index).find(([, other]) => other === id);
    if (before) {
      throw new ContentError(file, field, `"${id}" is already the page's ${before[0]}: pick another drawing`);
    }
  });
  const { testimonial, ...results } = resultsSection;
  return {
    ...rest,
    id: slug,
    title,
    ...(categoryLabel ? { categoryLabel } : {}),
    ...(badge !== "nenhum" ? { badge } : {}),
    ...(videoUrl ? { videoUrl } : {}),
    resultsSection: testimonial.discriminant ? { ...results, testimonial: testimonial.value } : results,
  };
}

/** Titles are unique; the catalogue is sorted as /funcionalidades lists it. */
function checkFeatures(features: Feature[], files: ContentFiles) {
  if (features.length === 0)
    throw new ContentError(files.name("funcionalidades/"), "", "there must be at least one feature");
  const titles = new Map<string, string>();
  for (const feature of features) {
    const other = titles.get(feature.title.toLocaleLowerCase("pt-BR"));
    if (other) {
      throw new ContentError(
        files.name(`funcionalidades/${feature.id}.yaml`),
        "title",
        `"${feature.title}" is the title of ${other} too`,
      );
    }
    titles.set(feature.title.toLocaleLowerCase("pt-BR"), feature.id);
  }
  const rank = (feature: Feature) => featureCategories.findIndex((c) => c.id === feature.category);
  features.sort((a, b) => rank(a) - rank(b) || a.order - b.order || a.title.localeCompare(b.title, "pt-BR"));
}

type Expand = <T>(file: string, value: T) => T;

/** The pages' own content: testimonials, clients, the page singletons, tutorials, legal texts, menus. */
async function loadPages(
  dir: string,
  files: ContentFiles,
  read: Reader,
  expand: Expand,
  tutorialSlugs: string[],
) {
  const single = async <Key extends keyof Reader["singletons"]>(key: Key, path: string) =>
    expand(files.name(path), (await files.entry(path, () => read.singletons[key].read())) as Singleton<Key>);

  const testimonials: Testimonial[] = [];
  for (const slug of await files.list(() => read.collections.depoimentos.list())) {
    const path = `depoimentos/${slug}.yaml`;
    const entry = expand(
      files.name(path),
      await files.entry(path, () => read.collections.depoimentos.read(slug)),
    );
    if (entry.results.length !== 0 && entry.results.length !== 3) {
      throw new ContentError(
        files.name(path),
        "results",
        "give none or three results (the card shows three)",
      );
    }
    testimonials.push({ ...entry, id: slug });
  }
  const clients: Client[] = [];
  for (const slug of await files.list(() => read.collections.clientes.list())) {
    const path = `clientes/${slug}.yaml`;
    const entry = expand(
      files.name(path),
      await files.entry(path, () => read.collections.clientes.read(slug)),
    );
    clients.push({ ...entry, id: slug });
  }
  /** Entries a page picked, in the page's order; a pick that names no entry stops the build. */
  const picked = <T extends { id: string }>(
    file: string,
    field: string,
    ids: readonly (string | null)[],
    entries: T[],
    folder: string,
  ) =>
    ids.map((id, index) => {
      const entry = entries.find((e) => e.id === id);
      if (!entry) {
        throw new ContentError(file, `${field}.${index}`, `"${id}" is not an entry of ${files.name(folder)}`);
      }
      return entry;
    });

  const homeFile = files.name("paginas/inicio.yaml");
  const homeEntry = await single("pagina-inicio", "paginas/inicio.yaml");
  const home: HomePage = {
    ...homeEntry,
    testimonials: {
      title: homeEntry.testimonials.title,
      items: picked(
        homeFile,
        "testimonials.items",
        homeEntry.testimonials.items,
        testimonials,
        "depoimentos/",
      ),
    },
    clients: {
      title: homeEntry.clients.title,
      items: picked(homeFile, "clients.items", homeEntry.clients.items, clients, "clientes/"),
    },
  };

  const reseller = resellerPage(
    files.name("paginas/revenda.yaml"),
    await single("pagina-revenda", "paginas/revenda.yaml"),
  );

  const tutorials: Tutorial[] = [];
  const videos = new Map<string, string>();
  const positions: { order: number; tutorial: Tutorial }[] = [];
  for (const slug of tutorialSlugs) {
    const path = `tutoriais/${slug}.yaml`;
    const file = files.name(path);
    const {
      url: rawUrl,
      order,
      ...entry
    } = expand(file, await files.entry(path, () => read.collections.tutoriais.read(slug)));
    const url = rawUrl.trim() || null;
    const videoId = url ? parseVideoUrl(url) : null;
    if (url && !videoId) {
      throw new ContentError(file, "url", `${url} is not the address of a YouTube video`);
    }
    if (videoId) {
      const other = videos.get(videoId);
      if (other) throw new ContentError(file, "url", `the same video as tutoriais/${other}.yaml`);
      videos.set(videoId, slug);
    }
    if (entry.topics.length === 0) {
      throw new ContentError(file, "topics", "choose at least one tab for the tutorial");
    }
    positions.push({ order, tutorial: { ...entry, id: slug, url, videoId } });
  }
  positions.sort((a, b) => a.order - b.order || a.tutorial.title.localeCompare(b.tutorial.title, "pt-BR"));
  tutorials.push(...positions.map((p) => p.tutorial));

  const legal = {} as Record<LegalTextId, LegalText>;
  for (const id of legalTextIds) {
    const path = `legal/${id}.md`;
    const key = id === "privacidade" ? "privacidade" : "termosDeUso";
    const { content: _parsed, ...meta } = await files.entry(path, () => read.singletons[key].read());
    const file = files.name(path);
    legal[id] = expand(file, { ...meta, id, body: bodyOf(readFileSync(join(dir, path), "utf8")) });
  }

  const navigation = await single("navegacao", "navegacao.yaml");
  checkNavigation(files.name("navegacao.yaml"), navigation);

  return {
    depoimentos: testimonials,
    clientes: clients,
    "pagina-inicio": home,
    "pagina-sobre-nos": await single("pagina-sobre-nos", "paginas/sobre-nos.yaml"),
    "pagina-revenda": reseller,
    tutoriais: tutorials,
    "pagina-treinamentos": await single("pagina-treinamentos", "paginas/treinamentos.yaml"),
    legal,
    navegacao: navigation,
  };
}

/** The tiers in order with the range each covers, and each feature with the tiers that include it. */
function resellerPage(file: string, entry: Singleton<"pagina-revenda">): ResellerPage {
  entry.setup.feesByLevel.forEach((row, index) => {
    if (row.level !== index + 1) {
      throw new ContentError(
        file,
        `setup.feesByLevel.${index}.level`,
        `must be ${index + 1} (the levels go 1, 2, 3...)`,
      );
    }
  });
  const tiers = tierIds.map((id, index): ResellerTier => {
    const tier = entry.tiers[id];
    const next = tierIds[index + 1];
    const nextMin = next ? entry.tiers[next].minClients : null;
    if (index === 0 && tier.minClients !== 1) {
      throw new ContentError(file, `tiers.${id}.minClients`, "the first tier starts at 1 client");
    }
    if (nextMin !== null && nextMin <= tier.minClients) {
      throw new ContentError(
        file,
        `tiers.${next}.minClients`,
        `must be more than ${tierNames[id]}'s ${tier.minClients}`,
      );
    }
    return {
      id,
      name: tierNames[id],
      monthlyFeePerClient: tier.monthlyFeePerClient,
      clients: { min: tier.minClients, max: nextMin === null ? null : nextMin - 1 },
    };
  });
  return {
    ...entry,
    tiers,
    features: entry.features.map((feature) => ({
      label: feature.label,
      tiers: tierIds.slice(tierIds.indexOf(feature.from)),
    })),
  };
}

/** One header entry at most opens the mega-menu; a menu column has a description on every link or on none. */
function checkNavigation(file: string, navigation: Navigation) {
  if (navigation.header.filter((link) => link.megaMenu).length > 1) {
    throw new ContentError(file, "header", "only one link of the header opens the features menu");
  }
  navigation.megaMenu.columns.forEach((column, index) => {
    const described = column.links.filter((link) => link.description.trim() !== "").length;
    if (described !== 0 && described !== column.links.length) {
      throw new ContentError(
        file,
        `megaMenu.columns.${index}.links`,
        "give every link of the column a description, or none (then the column goes to the menu's bottom row)",
      );
    }
  });
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
