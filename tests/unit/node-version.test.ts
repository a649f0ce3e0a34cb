import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "../../node-version.js";

describe("the Node.js version check of npm start and the ops command", () => {
  it("stops Node 20 and 22 with one line naming the version and how to get 24", () => {
    for (const version of ["20.20.2", "22.22.0"]) {
      const problem = nodeVersionProblem(version);
      expect(problem).toContain(`this is Node.js ${version}`);
      expect(problem).toContain("Node.js 24 or newer");
      expect(problem).toContain(".nvmrc");
      expect(problem?.includes("\n")).toBe(false);
    }
  });

  it("lets Node 24 and later start", () => {
    expect(nodeVersionProblem("24.0.0")).toBeNull();
    expect(nodeVersionProblem("26.1.0")).toBeNull();
  });
});
