import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Fails with a readable list when axe finds any WCAG A/AA violation on the page as it is now. A page of one frame
 * is checked by axe.run in the page (the builder's "legacy mode"); the builder's default, which checks each frame
 * apart and joins the results in a blank page it opens, is kept for a page with frames (a form dialog's vendor
 * frame), which is what it is for: on one frame the two give the same results, and the blank page cost about a
 * second of each run (bench/README).
 */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    // Only the violations are read: axe then keeps one node of each passing or incomplete rule, not every node's
    // selector and markup (its documented speed option; every rule still runs and every violation is listed whole).
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary).toEqual([]);
}
