import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/schema/load";
import { contentModuleFiles, outdatedFiles } from "../../scripts/content-modules";
import { contentDir } from "../../scripts/vite-content";

describe("the content modules' declarations and test shims", () => {
  it("are generated from the loader's keys: run `node scripts/content-modules.ts` when this fails", async () => {
    const keys = Object.keys(await loadContent(contentDir()));
    expect(outdatedFiles(keys)).toEqual([]);
  });

  it("declare each key once, typed from Content, with one shim each", () => {
    const files = contentModuleFiles(["fatos", "pagina-inicio"]);
    expect([...files.keys()]).toEqual([
      "app/content/virtual-content.d.ts",
      "tests/support/virtual-content/fatos.ts",
      "tests/support/virtual-content/pagina-inicio.ts",
    ]);
    expect(files.get("app/content/virtual-content.d.ts")).toContain(
      'declare module "virtual:content/pagina-inicio" {\n  const value: import("./schema/load").Content["pagina-inicio"];',
    );
    expect(files.get("tests/support/virtual-content/fatos.ts")).toContain("export default content.fatos;");
    expect(files.get("tests/support/virtual-content/pagina-inicio.ts")).toContain(
      'export default content["pagina-inicio"];',
    );
  });
});
