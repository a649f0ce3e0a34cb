import { describe, expect, it } from "vitest";
import { declaredParams, pageQuery } from "./page-handle";

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
});
