import { describe, expect, it } from "vitest";
import { declaredParams, pageFormAction, pageQuery } from "./page-handle";

describe("page query", () => {
  it("keeps the declared parameters once, in the declared order", () => {
    expect(pageQuery("utm_source=x&busca=pix&categoria=A&busca=b", ["categoria", "busca"])).toBe(
      "categoria=A&busca=pix",
    );
    expect(pageQuery("?utm_source=x", ["busca"])).toBe("");
    expect(pageQuery("busca=p%C3%A3o", [])).toBe("");
    expect(pageQuery("busca=p%C3%A3o+doce", ["busca"])).toBe("busca=p%C3%A3o+doce");
  });

  it("reads a route's declared parameters, none without a handle", () => {
    expect(declaredParams({ searchParams: ["periodo"] })).toEqual(["periodo"]);
    expect(declaredParams(undefined)).toEqual([]);
    expect(declaredParams({ other: 1 })).toEqual([]);
  });

  it("cuts a form action's query to the declared parameters and keeps the index marker", () => {
    expect(pageFormAction("/contato", ["assunto"])).toBe("/contato");
    expect(pageFormAction("/contato?utm_source=x&assunto=Oi", ["assunto"])).toBe("/contato?assunto=Oi");
    expect(pageFormAction("/?utm_source=x&index", [])).toBe("/?index");
    expect(pageFormAction("/?index", [])).toBe("/?index");
    expect(pageFormAction("/blog?x=1", ["busca"])).toBe("/blog");
  });
});
