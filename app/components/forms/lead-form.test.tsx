import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LeadForm } from "./lead-form";

/** The action attribute of the form a page renders at `address`. */
function actionAt(address: string, route: { path?: string; index?: true; handle?: unknown }) {
  const Page = () => (
    <LeadForm form={{ id: "contato" }} outcome={undefined} submitLabel="Enviar">
      <span />
    </LeadForm>
  );
  const Stub = createRoutesStub([{ ...route, Component: Page } as Parameters<typeof createRoutesStub>[0][0]]);
  const html = renderToString(<Stub initialEntries={[address]} />);
  return /<form[^>]* action="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
}

describe("a lead form's action", () => {
  // The server renders a page from its path and declared parameters only (its page cache's key);
  // the browser hydrates it at the address as typed. Both must compute the same action.
  it("is the same at a campaign address as the page the server renders for it", () => {
    const contact = { path: "/contato", handle: { searchParams: ["assunto"] } };
    const served = actionAt("/contato?assunto=Planos", contact);
    expect(served).toBe("/contato?assunto=Planos#contato-resultado");
    expect(actionAt("/contato?utm_source=x&assunto=Planos&utm_medium=y", contact)).toBe(served);
    expect(actionAt("/contato?utm_source=x", contact)).toBe(actionAt("/contato", contact));
  });

  it("keeps an index route's marker and drops what a page without parameters does not read", () => {
    const home = { index: true as const };
    expect(actionAt("/", home)).toBe("/?index#contato-resultado");
    expect(actionAt("/?utm_campaign=natal", home)).toBe("/?index#contato-resultado");
    const blog = { path: "/blog", handle: { searchParams: ["busca", "categoria"] } };
    expect(actionAt("/blog?x=1", blog)).toBe("/blog#contato-resultado");
    expect(actionAt("/blog?categoria=Marketing&x=1&busca=pix", blog)).toBe(
      "/blog?busca=pix&categoria=Marketing#contato-resultado",
    );
  });
});
