import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { ALL_ROUTES } from "../setup/content";

/** A phone and a desktop: the header's two shapes (the menu behind its button, and in the row). */
const SCREENS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Where focus is after a key, and whether the fixed header covers any of its box (WCAG 2.4.11 and 2.4.12). */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const header = document.querySelector("body header");
    const box = el.getBoundingClientRect();
    const id = `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label") || el.getAttribute("href")}"`;
    // Focus inside the header, or on something drawn nowhere, cannot be covered by it.
    // Whether the walk has been here: focus that comes round to a stop again has gone through the page.
    const walked = ((window as unknown as { walked?: WeakSet<Element> }).walked ??= new WeakSet());
    const again = walked.has(el);
    walked.add(el);
    if (!header || header.contains(el) || box.width === 0 || box.height === 0) return { again, id, covered: 0 };
    const bar = header.getBoundingClientRect();
    const fixed = ["fixed", "sticky"].includes(getComputedStyle(header).position);
    const covered = fixed && box.top < bar.bottom && box.bottom > bar.top ? Math.min(box.bottom, bar.bottom) - box.top : 0;
    return { again, id, covered };
  });

/** Tabs through the whole page one way and returns each focus stop the header covered, wholly or partly. */
async function walk(page: Page, key: "Tab" | "Shift+Tab", at: string): Promise<string[]> {
  const covered: string[] = [];
  let stops = 0;
  // Focus starts from the document itself, so the walk covers every stop once and ends back at the document.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { walked?: WeakSet<Element> }).walked = new WeakSet();
  });
  for (;;) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (!state) break;
    // A key that lands where the walk has been is the walk's end (focus went round without leaving the page).
    if (state.again) break;
    stops += 1;
    if (state.covered > 0.5) covered.push(`${at}, ${key}: ${state.id} is ${Math.round(state.covered)} px under the header`);
  }
  expect(stops, `${at}, ${key}: the walk found the page's controls`).toBeGreaterThan(5);
  return covered;
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
