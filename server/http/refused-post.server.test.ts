import { describe, expect, it } from "vitest";
import { postedFields, refusedPostPage, refusedRenderBudget } from "./refused-post.server";

describe("the small page of a refused post", () => {
  it("shows what the visitor typed, inert, and sends every field again as it came", async () => {
    const body = new URLSearchParams({
      _form: "contato",
      website: "",
      nome: 'Ana "><script>alert(1)</script>',
      mensagem: "Linha 1\nLinha 2",
      aceito: "on",
      utm_source: "google",
    });
    const fields = await postedFields(
      new TextEncoder().encode(body.toString()),
      "application/x-www-form-urlencoded",
    );
    const html = refusedPostPage(
      { reason: "rate_limited", status: 429 },
      "/contato?utm_source=google",
      fields,
    );
    expect(html).toContain('<p role="alert">Você enviou muitos formulários em pouco tempo.');
    expect(html).toContain('<dt style="font-weight:700">Nome</dt>');
    expect(html).toContain("Ana &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Linha 1\nLinha 2");
    // Hidden fields, consent and attribution go back as they came, without being shown.
    expect(html).toContain('<input type="hidden" name="_form" value="contato">');
    expect(html).toContain('<input type="hidden" name="website" value="">');
    expect(html).toContain('<input type="hidden" name="aceito" value="on">');
    expect(html).not.toMatch(/<dt[^>]*>(utm_source|aceito|_form)<\/dt>/);
    expect(html).toContain('<form method="post" action="/contato?utm_source=google">');
  });

  it("reads a multipart body, and says what happened even when nothing could be read", async () => {
    const form = new FormData();
    form.set("nome", "Bia");
    const request = new Request("http://x/", { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    expect(await postedFields(body, request.headers.get("content-type") ?? undefined)).toEqual([
      ["nome", "Bia"],
    ]);
    const html = refusedPostPage({ reason: "too_large", status: 413 }, "/", []);
    expect(html).toContain("passou do limite de 64 KB");
    expect(html).not.toContain("<form");
  });

  it("posts again and links back only to an address of this site, whatever the request named", async () => {
    const fields: [string, string][] = [["nome", "Ana"]];
    for (const [target, local] of <[string, string][]>[
      ["//evil.example/x", "/evil.example/x"],
      ["/\\evil.example/x", "/evil.example/x"],
      ["/\\/evil.example/x?y=1", "/evil.example/x?y=1"],
      ["///evil.example", "/evil.example"],
      ["/Contato/?assunto=Pix", "/contato?assunto=Pix"],
    ]) {
      const html = refusedPostPage({ reason: "cross_origin", status: 403 }, target, fields);
      const addresses = [...html.matchAll(/(?:action|href)="([^"]*)"/g)].map((match) => match[1]);
      expect(addresses, target).toEqual([local, local, "/contato"]);
    }
  });

  it("allows each client a few full renders a minute, an IPv6 /64 counting as one client", () => {
    const mayRender = refusedRenderBudget(2);
    expect([mayRender("2001:db8::1"), mayRender("2001:db8::2"), mayRender("2001:db8::3")]).toEqual([
      true,
      true,
      false,
    ]);
    expect(mayRender("203.0.113.7")).toBe(true);
  });
});
