import { describe, expect, it } from "vitest";
import { countRule } from "./fields.ts";
import { collections, singletons } from "./index.ts";

type Node = {
  kind: string;
  label?: string;
  description?: string;
  validation?: { length?: { min?: number; max?: number } };
  fields?: Record<string, Node>;
  element?: Node;
  values?: Record<string, Node>;
};

/** Every list of a schema with the path to it. */
function lists(schema: Record<string, unknown>, path: string): [string, Node][] {
  const found: [string, Node][] = [];
  const visit = (node: Node, at: string) => {
    if (node.kind === "array") {
      found.push([at, node]);
      if (node.element) visit(node.element, `${at}[]`);
    }
    for (const [key, child] of Object.entries(node.fields ?? {})) visit(child, `${at}.${key}`);
    for (const [key, child] of Object.entries(node.values ?? {})) visit(child, `${at}:${key}`);
  };
  for (const [key, node] of Object.entries(schema)) visit(node as Node, `${path}.${key}`);
  return found;
}

describe("a list's item count, as its description states it", () => {
  it("reads as a marketer would say it", () => {
    expect(countRule({ min: 2, max: 12 })).toBe("De 2 a 12 itens");
    expect(countRule({ min: 10, max: 10 })).toBe("Exatamente 10 itens");
    expect(countRule({ min: 1 })).toBe("Pelo menos 1 item");
    expect(countRule({ max: 3 })).toBe("No máximo 3 itens");
    expect(countRule({})).toBeUndefined();
  });

  it("is in the description of every list the editor checks the length of", () => {
    const all = [
      ...Object.entries(collections).flatMap(([key, { schema }]) => lists(schema, key)),
      ...Object.entries(singletons).flatMap(([key, { schema }]) => lists(schema, key)),
    ];
    const checked = all.filter(([, node]) => node.validation?.length && countRule(node.validation.length));
    expect(checked.length).toBeGreaterThan(0);
    const missing = checked
      .filter(([, node]) => !node.description?.includes(countRule(node.validation?.length ?? {}) ?? ""))
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
