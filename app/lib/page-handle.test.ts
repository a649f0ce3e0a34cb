import { describe, expect, it } from "vitest";
import { pageQuery } from "./page-handle";

describe("page query", () => {
  it("keeps the declared parameters once, in the declared order", () => {
    expect(pageQuery("utm_source=x&busca=pix&categoria=A&busca=b", ["categoria", "busca"])).toBe(
      "categoria=A&busca=pix",
    );
    expect(pageQuery("?utm_source=x", ["busca"])).toBe("");
    expect(pageQuery("busca=p%C3%A3o", [])).toBe("");
    expect(pageQuery("busca=p%C3%A3o+doce", ["busca"])).toBe("busca=p%C3%A3o+doce");
  });

  it("keeps a listed parameter only with a value on its list", () => {
    const period = { name: "periodo", values: ["anual"] };
    expect(pageQuery("periodo=anual&utm_source=x", [period])).toBe("periodo=anual");
    expect(pageQuery("periodo=semestral", [period])).toBe("");
  });
});
