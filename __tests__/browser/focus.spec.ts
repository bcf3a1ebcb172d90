import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { ALL_ROUTES } from "../setup/content";

/** A phone and a desktop: the header's two shapes (the menu behind its button, and in the row). */
const SCREENS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

type Walk = { stops: number; ended: boolean; covered: string[] };

/**
 * Starts a walk: a listener that looks at each focus stop when the next key goes down, once the browser has
 * scrolled the stop into view (it does so while moving focus), and notes whether the fixed header covers any
 * of its box (WCAG 2.4.11 and 2.4.12). A stop the walk has seen already ends it: focus has gone round the page,
 * wherever it started.
 */
const startWalk = (page: Page) =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const walk = { stops: 0, ended: false, covered: [] as string[] };
    const seen = new WeakSet<Element>();
    let outside = 0;
    const look = (event: KeyboardEvent) => {
      const el = document.activeElement;
      // Shift goes down before each Shift+Tab: only Tab moves focus.
      if (walk.ended || !el || event.key !== "Tab") return;
      // Between the last stop and the first, focus leaves the page for a key or two, then comes round.
      if (el === document.body) {
        walk.ended = ++outside > 3;
        return;
      }
      if (seen.has(el)) {
        walk.ended = true;
        return;
      }
      seen.add(el);
      walk.stops += 1;
      const header = document.querySelector("body header");
      const box = el.getBoundingClientRect();
      // Focus inside the header, or on something drawn nowhere, cannot be covered by it.
      if (!header || header.contains(el) || box.width === 0 || box.height === 0) return;
      const bar = header.getBoundingClientRect();
      const fixed = ["fixed", "sticky"].includes(getComputedStyle(header).position);
      const covered = fixed && box.top < bar.bottom && box.bottom > bar.top ? Math.min(box.bottom, bar.bottom) - box.top : 0;
      const name = (el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label") || el.getAttribute("href");
      if (covered > 0.5) walk.covered.push(`${el.tagName.toLowerCase()} "${name}" is ${Math.round(covered)} px under the header`);
    };
    document.addEventListener("keydown", look, { capture: true });
    (window as unknown as { walk: Walk }).walk = walk;
  });

/** Tabs through the whole page one way and returns each focus stop the header covered, wholly or partly. */
async function walk(page: Page, key: "Tab" | "Shift+Tab", at: string): Promise<string[]> {
  await startWalk(page);
  let state: Walk;
  // Tab held down, each repeat a keydown that moves focus (as a held key does), sent in batches without
  // waiting for each: the browser handles them in order, and the page looks at each stop as the next goes down.
  if (key === "Shift+Tab") await page.keyboard.down("Shift");
  do {
    await Promise.all(Array.from({ length: 20 }, () => page.keyboard.down("Tab")));
    state = await page.evaluate(() => (window as unknown as { walk: Walk }).walk);
  } while (!state.ended);
  await page.keyboard.up("Tab");
  if (key === "Shift+Tab") await page.keyboard.up("Shift");
  // Later walks on the page start their own.
  await page.evaluate(() => ((window as unknown as { walk: Walk }).walk.ended = true));
  expect(state.stops, `${at}, ${key}: the walk found the page's controls`).toBeGreaterThan(5);
  return state.covered.map((line) => `${at}, ${key}: ${line}`);
}

// Each test walks both widths itself on one route, so it runs once (in the phone project).
test.describe("focus is never under the header (WCAG 2.4.11, 2.4.12)", () => {
  for (const { path } of ALL_ROUTES) {
    test(`${path}: every stop, Tab and Shift+Tab, at 375 and 1280 px`, async ({ page }) => {
      // Without smooth scrolling a focused element is scrolled into view before the next key (the site drops it
      // for readers who ask for less motion; the stops are the same, only the scroll's animation differs).
      await page.emulateMedia({ reducedMotion: "reduce" });
      const covered: string[] = [];
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(path);
        await waitForHydration(page);
        for (const key of ["Tab", "Shift+Tab"] as const) covered.push(...(await walk(page, key, `${path} at ${screen.width} px`)));
      }
      expect(covered).toEqual([]);
    });
  }
});
