import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { pageChecks } from "../../scripts/content-check/pages";
import { diffLines, pageFingerprint, textLines } from "../../scripts/content-check/text-diff";
import { content } from "../support/content";

describe("the visible text of two builds, compared (check:content --against, compare-text)", () => {
  it("takes the lines a visitor reads: white space collapsed, blank lines dropped", () => {
    expect(textLines("  Planos \n\n R$\u00a0159\t/mês \n \nAssinar")).toEqual([
      "Planos",
      "R$ 159 /mês",
      "Assinar",
    ]);
  });

  it("finds nothing when both say the same", () => {
    expect(diffLines(["Planos", "Essencial"], ["Planos", "Essencial"])).toEqual([]);
  });

  it("gives a changed line as the old one taken out and the new one put in, where it stands", () => {
    const before = ["Essencial", "R$ 159", "por mês", "Profissional", "R$ 259"];
    const after = ["Essencial", "R$ 169", "por mês", "Profissional", "R$ 259"];
    expect(diffLines(before, after)).toEqual(["- R$ 159", "+ R$ 169"]);
  });

  it("lists lines added and removed in page order", () => {
    expect(diffLines(["Blog", "Post A", "Post B"], ["Blog", "Post novo", "Post A"])).toEqual([
      "+ Post novo",
      "- Post B",
    ]);
    expect(diffLines([], ["Um artigo novo"])).toEqual(["+ Um artigo novo"]);
    expect(diffLines(["Uma página que saiu"], [])).toEqual(["- Uma página que saiu"]);
  });
});

describe("which pages Chromium must read (the page's fingerprint)", () => {
  const page = (body: string) =>
    `<!doctype html><html><head><title>Planos</title></head><body>${body}</body></html>`;

  it("is the same for two renders that differ only in what no one reads", () => {
    const a = page(
      '<p>R$ 159</p><input type="hidden" name="token" value="a1"><script>window.d={"t":1}</script>',
    );
    const b = page(
      '<p>R$ 159</p><input type="hidden" name="token" value="b2"><script>window.d={"t":2}</script>',
    );
    expect(pageFingerprint(a)).toBe(pageFingerprint(b));
  });

  it("differs when the text does, or when what shows or hides it does", () => {
    expect(pageFingerprint(page("<p>R$ 159</p>"))).not.toBe(pageFingerprint(page("<p>R$ 169</p>")));
    expect(pageFingerprint(page("<p>Novo</p>"))).not.toBe(pageFingerprint(page("<p hidden>Novo</p>")));
    expect(pageFingerprint(page('<p class="block">Novo</p>'))).not.toBe(
      pageFingerprint(page('<p class="hidden">Novo</p>')),
    );
  });
});

describe("the pages check:content renders", () => {
  const checks = pageChecks(content);
  const at = (path: string) => checks.filter((check) => check.path === path);

  it("renders every top-level page, with its heading from content where content writes it", () => {
    for (const path of Object.values(pages)) expect(at(path).some((c) => c.in === "heading")).toBe(true);
    expect(at(pages.planos)).toContainEqual({
      path: pages.planos,
      title: content["pagina-planos"].hero.title,
      in: "heading",
      source: "paginas/planos.yaml",
    });
    expect(at(pages.contato)).toEqual([{ path: pages.contato, title: null, in: "heading", source: "code" }]);
  });

  it("renders the page of every feature, solution, integration and post, titled by its file", () => {
    const own = (path: string, title: string) => ({ path, title, in: "heading" });
    for (const f of content.funcionalidades)
      expect(checks).toContainEqual(
        expect.objectContaining(own(href("/funcionalidades/:id", { id: f.id }), f.title)),
      );
    for (const s of content.solucoes)
      expect(checks).toContainEqual(
        expect.objectContaining(own(href("/solucoes/:id", { id: s.id }), s.title)),
      );
    for (const i of content.integracoes)
      expect(checks).toContainEqual(
        expect.objectContaining(own(href("/integracoes/:id", { id: i.id }), i.name)),
      );
    for (const p of content.blog)
      expect(checks).toContainEqual(
        expect.objectContaining({
          ...own(href("/blog/:id", { id: p.id }), p.title),
          source: `blog/${p.id}.md`,
        }),
      );
  });

  it("looks for each plan on the plans page and each tutorial on the tab that lists them all", () => {
    for (const plan of content.planos)
      expect(at(pages.planos)).toContainEqual(expect.objectContaining({ title: plan.name, in: "text" }));
    const listed = checks.filter((c) => c.source.startsWith("tutoriais/"));
    expect(listed.map((c) => c.title).sort()).toEqual(content.tutoriais.map((t) => t.title).sort());
    expect(new Set(listed.map((c) => c.path))).toEqual(new Set([`${pages.treinamentos}?categoria=todos`]));
  });

  it("renders each campaign open on the day, titled by its file, and leaves one not open yet to its 404", () => {
    const [campaign] = content.campanhas;
    if (!campaign) throw new Error("the content has no campaign");
    const open = { ...campaign, id: "aberta", path: "/aberta" as const, start: "2026-11-01", end: null };
    const soon = { ...campaign, id: "em-breve", path: "/em-breve" as const, start: "2026-12-01", end: null };
    const ended = {
      ...campaign,
      id: "encerrada",
      path: "/encerrada" as const,
      start: null,
      end: "2026-11-10",
    };
    const day = new Date("2026-11-27T15:00:00Z");
    const campaigns = pageChecks({ ...content, campanhas: [open, soon, ended] }, day).filter((c) =>
      c.source.startsWith("campanhas/"),
    );
    expect(campaigns).toEqual([
      { path: "/aberta", title: campaign.title, in: "heading", source: "campanhas/aberta.yaml" },
    ]);
  });

  it("renders a post added to the content", () => {
    const [first] = content.blog;
    if (!first) throw new Error("the content has no post");
    const post = { ...first, id: "um-post-novo", title: "Um post novo" };
    expect(pageChecks({ ...content, blog: [...content.blog, post] })).toContainEqual({
      path: "/blog/um-post-novo",
      title: "Um post novo",
      in: "heading",
      source: "blog/um-post-novo.md",
    });
  });
});
