import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; if?: string; needs?: string }>;
}

const files = [".github/workflows/ci.yml", ".github/workflows/release.yml"];
const read = (file: string) => parse(readFileSync(file, "utf8")) as Workflow;
const ci = read(".github/workflows/ci.yml");
const release = read(".github/workflows/release.yml");
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
  .scripts;
const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = (workflow: Workflow) => steps(workflow).flatMap((step) => (step.run ? [step.run.trim()] : []));

/** @action-validator/cli's verdict on a workflow file: its exit status and what it printed. */
function validate(file: string) {
  const result = spawnSync(join("node_modules", ".bin", "action-validator"), [file], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the GitHub Actions workflows", () => {
  it.each(files)("%s is valid against the GitHub Actions schema", (file) => {
    expect(validate(file)).toEqual({ status: 0, output: "" });
  });

  it("are checked by a validator that rejects a workflow GitHub would reject", () => {
    const broken = join(mkdtempSync(join(tmpdir(), "workflow-")), "ci.yml");
    writeFileSync(broken, readFileSync(files[0] as string, "utf8").replace("runs-on:", "runs_on:"));
    const verdict = validate(broken);
    expect(verdict.status).toBe(1);
    expect(verdict.output).toContain("Additional property 'runs_on' is not allowed");
  });

  it("run only npm scripts of package.json and scripts in the repository, as a developer can", () => {
    for (const command of [...runs(ci), ...runs(release)]) {
      for (const line of command.split("\n").filter((l) => l.trim())) {
        const npm = /^npm (?:run ([\w:-]+)|(test|ci))(?:\s|$)/.exec(line);
        if (npm) {
          if (npm[2] !== "ci") expect(scripts, line).toHaveProperty([npm[1] ?? npm[2] ?? ""]);
          continue;
        }
        const file = /^(?:bash )?(?:\.\/)?([\w./-]+)(?:\s|$)/.exec(line)?.[1];
        expect(file && existsSync(file), `${line}: neither an npm script nor a file in the repository`).toBe(
          true,
        );
      }
    }
  });

  it("pin every action to a version tag", () => {
    for (const step of [...steps(ci), ...steps(release)])
      if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+(\.\d+){0,2}$/);
  });
});

describe("ci.yml", () => {
  it("runs the README's test command, npm test, as the parts package.json composes it of, in order", () => {
    const readme = readFileSync("README.md", "utf8");
    expect(readme).toMatch(/^npm ci && npm test\s/m);
    const parts = (scripts.test ?? "").split(" && ");
    expect(parts.length).toBeGreaterThan(3);
    // The checks job, then each e2e shard: the parts must come up in this order, the e2e run with
    // its shard.
    const commands = [...runs(ci)];
    let at = 0;
    for (const part of parts) {
      const found = commands.findIndex(
        (command, index) => index >= at && (command === part || command.startsWith(`${part} -- --shard=`)),
      );
      expect(found, `ci.yml never runs "${part}" after the parts before it`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
    const e2e = ci.jobs.e2e as { strategy?: { matrix?: { shard?: number[] } }; steps: Step[] };
    expect(e2e.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, as the file says it
    expect(runs({ ...ci, jobs: { e2e } })).toContain("npm run test:e2e -- --shard=${{ matrix.shard }}/4");
  });

  it("takes Node from .nvmrc and the system packages from the script .ci/run uses", () => {
    for (const step of steps(ci).filter((s) => s.uses?.startsWith("actions/setup-node@")))
      expect(step.with?.["node-version-file"]).toBe(".nvmrc");
    expect(readFileSync(".ci/run", "utf8")).toContain("bash .ci/system-packages");
    expect(runs(ci).filter((command) => command.startsWith("bash .ci/system-packages"))).toHaveLength(3);
  });

  it("runs the content check alone, against the base, when only content/ changed, and keeps its output", () => {
    const content = ci.jobs.content as { if?: string; steps: Step[] };
    expect(content.if).toBe("needs.changes.outputs.content-only == 'true'");
    expect(runs({ ...ci, jobs: { content } })).toContain('npm run check:content -- --against "$BASE"');
    const upload = content.steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"));
    expect(upload?.with?.path).toBe("tests/.artifacts/content-check/");
    for (const job of ["checks", "e2e"])
      expect(ci.jobs[job]?.if).toBe("needs.changes.outputs.content-only != 'true'");
  });
});

describe("release.yml", () => {
  const [build, push] = steps(release).filter((s) => s.uses?.startsWith("docker/build-push-action@"));
  const smoke = steps(release).findIndex((s) => s.run?.startsWith("scripts/smoke-image.sh"));

  it("runs after CI passes on main", () => {
    expect(release.on.workflow_run).toEqual({ workflows: ["CI"], types: ["completed"], branches: ["main"] });
    expect(release.jobs.image?.if).toContain("github.event.workflow_run.conclusion == 'success'");
  });

  it("smoke-tests the image it built before it pushes it, with SBOM, provenance and OCI labels", () => {
    expect(build?.with).toMatchObject({ load: true, tags: "gama-site:smoke" });
    expect(steps(release)[smoke]?.run).toBe("scripts/smoke-image.sh gama-site:smoke");
    expect(steps(release).indexOf(push as Step)).toBeGreaterThan(smoke);
    expect(push?.with).toMatchObject({ push: true, sbom: true, provenance: true });
    const meta = steps(release).find((s) => s.uses?.startsWith("docker/metadata-action@"));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, as the file says it
    expect(meta?.with?.images).toBe("ghcr.io/${{ github.repository_owner }}/gama-site");
    expect(String(meta?.with?.tags)).toMatch(
      /value=\$\{\{ github\.event\.workflow_run\.head_sha \}\}\n.*value=main/,
    );
    expect(String(meta?.with?.labels)).toContain("org.opencontainers.image.revision=");
    expect(String(meta?.with?.labels)).toContain("org.opencontainers.image.source=");
  });
});
