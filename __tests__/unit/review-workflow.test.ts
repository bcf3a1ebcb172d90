/** @jest-environment node */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import pkg from "../../package.json";

// The workflow cannot run here; what can be checked is that it is valid YAML and asks for nothing
// package.json does not have.
const workflow = parse(readFileSync(".github/workflows/review.yml", "utf8"));
const steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] = workflow.jobs.review.steps;
const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
const ciRun = readFileSync(".ci/run", "utf8");

/** The npm scripts a shell text invokes: `npm run X` and `npm test` / `npm start`. */
const npmScripts = (text: string) => [
  ...[...text.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]),
  ...[...text.matchAll(/\bnpm (test|start)\b/g)].map((m) => m[1]),
];

describe("the page-review workflow", () => {
  it("runs on pull requests with the whole history", () => {
    expect(Object.keys(workflow.on)).toContain("pull_request");
    expect(steps[0].uses).toMatch(/^actions\/checkout@/);
    expect(steps[0].with?.["fetch-depth"]).toBe(0);
  });

  it("runs CI's own script first, then the review against the base branch", () => {
    const ci = runs.findIndex((run) => /\.ci\/run\b/.test(run));
    const review = runs.findIndex((run) => /npm run review -- "origin\/\$BASE_REF"/.test(run));
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(review).toBeGreaterThan(ci);
  });

  it("invokes only npm scripts that package.json has, its own and those of .ci/run", () => {
    const invoked = [...runs.flatMap(npmScripts), ...npmScripts(ciRun)];
    expect(invoked).toEqual(expect.arrayContaining(["review", "test"]));
    for (const name of invoked) expect(Object.keys(pkg.scripts)).toContain(name);
  });

  it("keeps review/ as an artifact and posts its summary", () => {
    const upload = steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(upload?.with?.path).toBe("review/");
    const post = steps.find((step) => step.uses?.startsWith("actions/github-script@"));
    expect(String(post?.with?.script)).toContain("review/summary.md");
  });
});
