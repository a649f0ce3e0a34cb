import { matchPath, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { integrations } from "~/content/integracoes";
import { type Services, servicesContext } from "~/context";
import { sitemapEntries } from "~/lib/sitemap";
import { organization, serializeJsonLd } from "~/lib/structured-data";
import routes from "../routes";

/**
 * Every page of the site, as the sitemap lists it (every page and every catalogue id), run through
 * its real route module: loader, then meta. Each JSON-LD block must parse and say what the page is.
 * Loaders build the JSON-LD (its builders stay on the server) and meta only wraps it, so meta also
 * runs on the loader data as a client-side navigation receives it (serialized and parsed back), and
 * must publish the very same blocks.
 */
const SITE = "https://www.gamadelivery.com.br";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
}

const pageRoutes = (routes as RouteEntry[]).filter((r) => !r.file.endsWith(".ts"));

function routeFor(pathname: string) {
  for (const route of pageRoutes) {
    const pattern = route.index ? "/" : `/${route.path}`;
    if (pattern === "/*") continue;
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  throw new Error(`no route for ${pathname}`);
}

type Thing = Record<string, unknown> & { "@type"?: string };

async function jsonLdOf(pathname: string): Promise<Thing[]> {
  const { route, params } = routeFor(pathname);
  const module = await import(`../${route.file}`);
  const request = new Request(`${SITE}${pathname}`);
  // As React Router calls a loader: the normalized URL and the route's pattern next to the request.
  const pattern = route.index ? "/" : `/${route.path}`;
  const context = new RouterContextProvider();
  context.set(servicesContext, { env: { SITE_URL: SITE } } as Services);
  const answer = module.loader
    ? await module.loader({ request, url: new URL(request.url), pattern, params, context })
    : undefined;
  // A loader that sets headers or a status answers `data(value, init)`: the page gets the value.
  const loaderData = answer?.type === "DataWithResponseInit" ? answer.data : answer;
  const blocksFrom = (data: unknown) =>
    (
      module.meta({
        loaderData: data,
        data,
        params,
        location: { pathname, search: "", hash: "", state: null, key: "default" },
        matches: [{ id: "root", pathname: "/", loaderData: { siteUrl: SITE }, params: {}, meta: [] }],
      }) as Record<string, unknown>[]
    )
      .filter((d) => "script:ld+json" in d)
      // Serialized and parsed back, as a crawler reads what React Router writes into the page.
      .map((d) => JSON.parse(serializeJsonLd(d["script:ld+json"] as Thing)) as Thing);
  const server = blocksFrom(loaderData);
  // As a client-side navigation's `.data` response carries the loader data to the browser's meta.
  const client = blocksFrom(loaderData === undefined ? undefined : JSON.parse(JSON.stringify(loaderData)));
  expect(client, `${pathname}: meta in the browser`).toEqual(server);
  return server;
}

const pages = sitemapEntries().map((e) => e.path);
const allowed = new Set([
  "BreadcrumbList",
  "FAQPage",
  "SoftwareApplication",
  "WebApplication",
  "BlogPosting",
  "WebPage",
]);

describe("JSON-LD of every page", () => {
  it("covers every kind of page", () => {
    expect(pages.length).toBeGreaterThan(80);
    for (const prefix of ["/funcionalidades/", "/integracoes/", "/solucoes/", "/blog/"]) {
      expect(pages.some((p) => p.startsWith(prefix))).toBe(true);
    }
  });

  it.each(pages)(
    "%s: every block parses, names schema.org and a known type, and invents no rating",
    async (path) => {
      for (const thing of await jsonLdOf(path)) {
        expect(thing["@context"]).toBe("https://schema.org");
        expect(allowed.has(thing["@type"] as string), `${path}: ${thing["@type"]}`).toBe(true);
        expect(JSON.stringify(thing)).not.toMatch(/aggregateRating|"review"/i);
      }
    },
  );

  it.each(pages.filter((p) => p.split("/").length === 3))(
    "%s: a detail page carries its breadcrumb",
    async (path) => {
      const crumbs = (await jsonLdOf(path)).find((t) => t["@type"] === "BreadcrumbList") as
        | { itemListElement: { position: number; item: string; name: string }[] }
        | undefined;
      expect(crumbs, path).toBeDefined();
      const items = crumbs?.itemListElement ?? [];
      expect(items[0]?.item).toBe(`${SITE}/`);
      expect(items.at(-1)?.item).toBe(`${SITE}${path}`);
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      for (const item of items) expect(item.name.trim()).not.toBe("");
    },
  );

  it("/planos offers each plan in BRL", async () => {
    const app = (await jsonLdOf("/planos")).find((t) => t["@type"] === "SoftwareApplication") as
      | { offers: { price: number; priceCurrency: string }[] }
      | undefined;
    expect(app?.offers.length).toBe(3);
    for (const offer of app?.offers ?? []) {
      expect(offer.priceCurrency).toBe("BRL");
      expect(offer.price).toBeGreaterThan(0);
    }
  });

  it.each(pages.filter((p) => p.startsWith("/blog/")))("%s: a post is a BlogPosting", async (path) => {
    const post = (await jsonLdOf(path)).find((t) => t["@type"] === "BlogPosting") as Thing | undefined;
    expect(post?.headline).toBeTruthy();
    expect(post?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(post?.url).toBe(`${SITE}${path}`);
  });

  it.each([
    ["/sobrenos", ["BreadcrumbList"]],
    ["/privacidade", ["BreadcrumbList"]],
    ["/termos-de-uso", ["BreadcrumbList"]],
    ["/calculadora", ["WebApplication"]],
    ["/planos", ["SoftwareApplication", "FAQPage"]],
    ["/solucoes/sistema-gestao", ["BreadcrumbList", "FAQPage"]],
    ["/integracoes/ifood", ["BreadcrumbList", "WebPage", "FAQPage"]],
    ["/funcionalidades/cardapio-digital", ["BreadcrumbList"]],
    ["/blog/tecnologia-delivery-2024", ["BlogPosting", "BreadcrumbList"]],
  ])("%s publishes %j, in that order", async (path, types) => {
    expect((await jsonLdOf(path)).map((t) => t["@type"])).toEqual(types);
  });

  it.each(integrations.map((i) => [i.id, i] as const))(
    "/integracoes/%s: the WebPage carries the tags and the search keywords the page does not show",
    async (id, integration) => {
      const page = (await jsonLdOf(`/integracoes/${id}`)).find((t) => t["@type"] === "WebPage");
      expect(page?.url).toBe(`${SITE}/integracoes/${id}`);
      expect(page?.name).toBe(`Integração ${integration.name}`);
      const keywords = String(page?.keywords).split(", ");
      for (const keyword of [...integration.tags, ...integration.seoKeywords]) {
        expect(keywords, id).toContain(keyword);
      }
    },
  );

  it("/calculadora describes the calculator as a free tool at its own address", async () => {
    const [app] = await jsonLdOf("/calculadora");
    expect(app).toMatchObject({
      "@type": "WebApplication",
      url: `${SITE}/calculadora`,
      isAccessibleForFree: true,
      publisher: { "@id": `${SITE}/#organizacao` },
    });
  });

  it("FAQ pages publish their questions", async () => {
    for (const path of ["/planos", "/integracoes/ifood"]) {
      const faq = (await jsonLdOf(path)).find((t) => t["@type"] === "FAQPage") as
        | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
        | undefined;
      expect(faq?.mainEntity.length, path).toBeGreaterThan(0);
      for (const q of faq?.mainEntity ?? []) expect(q.acceptedAnswer.text.trim()).not.toBe("");
    }
  });

  it("the Organization of every page parses, with its contact points", () => {
    const org = JSON.parse(serializeJsonLd(organization(SITE))) as Thing & {
      contactPoint: { telephone: string; contactType: string }[];
    };
    expect(org["@type"]).toBe("Organization");
    expect(org.url).toBe(`${SITE}/`);
    expect(org.contactPoint.length).toBeGreaterThanOrEqual(2);
    for (const point of org.contactPoint) expect(point.telephone).toMatch(/^\+55\d{10,11}$/);
  });
});
