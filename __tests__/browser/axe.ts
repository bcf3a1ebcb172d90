import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The builder's own axe-core (the version it was released with), minified: the same rules as the 1.5 MB source it
 * sends by default, in 0.65 MB that a fresh page compiles in about two-thirds of the time (bench/README).
 */
const fromBuilder = createRequire(require.resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(fromBuilder.resolve("axe-core/axe.min.js"), "utf8");

/** Only the violations are read: axe then keeps one node of each passing or incomplete rule (its speed option). */
const RUN_OPTIONS = { runOnly: { type: "tag" as const, values: WCAG_TAGS }, resultTypes: ["violations" as const] };

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];
/** What axe's source defines in the page, as far as this file calls it. */
type InPage = { axe: { run: (context: Document, options: typeof RUN_OPTIONS) => Promise<{ violations: Violations }> } };

/**
 * Fails with a readable list when axe finds any WCAG A/AA violation on the page as it is now.
 * - A page of one frame: axe is put in the page once and `axe.run` called there. Written here (two calls) because
 *   the builder's one-frame path ("legacy mode") evaluates axe's whole source twice a run, in analyze() and again in
 *   inject(), and a fresh page pays for each: about 170 ms of processor (bench/README).
 * - A page with frames (a form dialog's vendor frame): the builder, which checks each frame apart and joins the
 *   results, which is what it is for.
 */
export async function expectNoAxeViolations(page: Page) {
  let violations: Violations;
  if (page.frames().length === 1) {
    await page.evaluate(AXE_SOURCE);
    violations = await page.evaluate(
      (options) => (window as unknown as InPage).axe.run(document, options).then((results) => results.violations),
      RUN_OPTIONS,
    );
  } else {
    ({ violations } = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS).options(RUN_OPTIONS).analyze());
  }
  const summary = violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary).toEqual([]);
}
