import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { BUDGET, countBytes, KB } from "../../scripts/budgets.mjs";
import { localeOf, localize, pageAddress } from "../../src/routes";
import { HEADER_BOX } from "../../src/theme/header-box";
import { ALL_ROUTES, usesOf } from "../setup/content";
import { expectNoAxeViolations } from "./axe";
import { dropWebFonts, expect, fontState, heroFetches, settings, previewNow, siteLinksNow, test, tr, waitForHydration } from "./fixtures";

/**
 * Every route, loaded once, as a phone first loads it. The load is measured as it arrives (bytes, when its scripts
 * come, the console, axe), then resized through the widths a reviewer checks (layout follows the viewport; a reload
 * would only repeat the download), walked by keyboard at the header's two shapes, its hero text measured against
 * its picture, read at 200% text, and last walked through the widths again with its web fonts taken away, as a
 * reader on a slow first visit sees it. One load for every check: each behaviour is still its own step, named in
 * the report.
 */

/** The widths a reviewer checks, each with a typical screen height. */
const SCREENS = [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** A phone and a desktop: the header's two shapes (the menu behind its button, and in the row). */
const WALK_SCREENS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

/** What one width shows, measured in the page in one pass (one round trip per width, not one per element). */
type WidthFacts = {
  scrollWidth: number;
  wordmark: number[];
  tels: { text: string; lines: number }[];
  /** The header's Donate and Get Help links shown (name and target): each one's box, and how many matched. */
  donate: { count: number; inView: boolean };
  help: { count: number; inView: boolean; size: number };
  /** The header's row: its height and top, and the extent of what it shows. */
  row: { height: number; start: number; rem: number; top: number; bottom: number; right: number };
  /** A preview build's line: its box, its words, and whether it is the page's first element. */
  preview: { top: number; bottom: number; text: string; first: boolean } | null;
  headlineY: number | null;
  heroButtonBottom: number | null;
  /** The hero's picture, if it has one: its box, and whether any of the hero's words lie over it. */
  heroPicture: { top: number; bottom: number; covered: boolean } | null;
  /** What the layout rules find wrong at this width (layoutProblems, measured in the page). */
  layout: string[];
  /** Every menu link drawn in the row, with no menu button: the whole navigation in view. */
  wholeNav: boolean;
};

/**
 * At each width: no sideways scroll; a one-row header with Get Help, Donate and the menu; the wordmark and phone
 * numbers on one line; the hero's headline clear of the header and its button in the first screen. Each width is
 * measured by one script in the page; a link is found as a reader's tools find it, by its accessible name (its
 * aria-label, else its text) and its target, among what is drawn.
 */
async function checkWidths(page: Page, path: string, fonts: "web" | "fallback") {
  await page.evaluate(() => window.scrollTo(0, 0));
  const names = {
    home: tr(path, "header.home", { name: settings.organisation.name }),
    donate: tr(path, "header.donate"),
    help: tr(path, "header.help"),
    donateHref: pageAddress(localize(siteLinksNow().donate, localeOf(path))),
    helpHref: pageAddress(localize(siteLinksNow().help, localeOf(path))),
  };
  const problems: string[] = [];
  // Whether the site under test still holds a sample (its pages then open with the preview line), read once.
  const preview = previewNow();
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    const at = `${path} at ${screen.width} px with the ${fonts} fonts`;
    const facts: WidthFacts = await page.evaluate(async (names) => {
      // Two frames: the layout at the new size is done before anything is measured.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const header = document.querySelector("body header")!;
      const drawn = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
      const nameOf = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
      const inView = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
      };
      const links = [...header.querySelectorAll("a")].filter(drawn);
      const linkTo = (name: string, href: string) => links.filter((a) => nameOf(a) === name && a.getAttribute("href") === href);
      const wordmark = links.filter((a) => nameOf(a) === names.home);
      const donate = linkTo(names.donate, names.donateHref);
      const help = linkTo(names.help, names.helpHref);
      const helpBox = help[0]?.getBoundingClientRect();
      const shown = [...header.querySelectorAll("a, button, svg")].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== "hidden" && !el.closest("#site-nav[data-open]");
      });
      const boxes = shown.filter((el) => !el.classList.contains("skip-link")).map((el) => el.getBoundingClientRect());
      const headline = document.querySelector("main h1");
      const button = document.querySelector("main > div > section:first-child:has(h1)")?.querySelector("a[class], button");
      return {
        scrollWidth: document.documentElement.scrollWidth,
        wordmark: wordmark.map((link) => {
          const text = [...link.querySelectorAll("span span")].find((span) => span.getBoundingClientRect().width > 0);
          return text ? text.getClientRects().length : 0;
        }),
        tels: [...document.querySelectorAll('a[href^="tel:"]')]
          .filter(drawn)
          .map((a) => ({ text: a.textContent ?? "", lines: a.getClientRects().length })),
        donate: { count: donate.length, inView: donate.length === 1 && inView(donate[0]) },
        help: {
          count: help.length,
          inView: help.length === 1 && inView(help[0]),
          size: helpBox ? Math.min(helpBox.width, helpBox.height) : 0,
        },
        preview: (() => {
          const line = document.querySelector("[data-preview-line]");
          if (!line) return null;
          const box = line.getBoundingClientRect();
          return {
            top: box.top,
            bottom: box.bottom,
            text: line.textContent ?? "",
            first: document.querySelector("#gatsby-focus-wrapper")?.firstElementChild === line,
          };
        })(),
        row: {
          height: header.getBoundingClientRect().height,
          start: header.getBoundingClientRect().top,
          rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
          top: Math.min(...boxes.map((b) => b.top)),
          bottom: Math.max(...boxes.map((b) => b.bottom)),
          right: Math.max(...boxes.map((b) => b.right)),
        },
        headlineY: headline ? headline.getBoundingClientRect().y : null,
        heroButtonBottom: button ? button.getBoundingClientRect().bottom : null,
        heroPicture: (() => {
          const hero = document.querySelector("main > div > section:first-child:has(h1)");
          const picture = hero?.querySelector(":scope > picture");
          if (!hero || !picture) return null;
          const box = picture.getBoundingClientRect();
          const words = [...hero.querySelectorAll("h1, p, a, blockquote")].map((el) => el.getBoundingClientRect());
          return { top: box.top, bottom: box.bottom, covered: words.some((w) => w.top < box.bottom && w.bottom > box.top) };
        })(),
        layout: layoutProblems(),
        wholeNav:
          !drawn(header.querySelector("[data-menu-toggle]")!) &&
          [...header.querySelectorAll("nav ul a")].every(
            (a) => drawn(a) && inView(a) && a.getBoundingClientRect().bottom <= header.getBoundingClientRect().bottom,
          ),
      };

      /**
       * The layout's rules, from what is drawn (never from the words): no word broken inside itself in a link, a button
       * or a heading; on a laptop, no button wider than its words and padding, headings above their text (no column
       * beside it), a list below its intro, a short row of cards filling its row; the hero's source smaller than its
       * words; no shadow in a button's words; a closing band meeting the footer.
       */
      function layoutProblems(): string[] {
        const found: string[] = [];
        const name = (el: Element) => `${el.tagName.toLowerCase()} "${nameOf(el).slice(0, 40)}"`;
        for (const el of document.querySelectorAll("a, button, h1, h2, h3, summary")) {
          if (!drawn(el)) continue;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // Text a screen reader alone reads (a 1 px box) is not drawn as words.
            if ((node.parentElement?.getBoundingClientRect().width ?? 0) < 8) continue;
            // A word may end a line at its own hyphen or slash ("Ormiston-Smith"); anywhere else it is broken.
            for (const word of (node.textContent ?? "").matchAll(/[^\s\-\u2010/]+/g)) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
              if (tops.some((top) => Math.abs(top - tops[0]) > 2)) found.push(`"${word[0]}" is broken across lines in ${name(el)}`);
            }
          }
        }
        const buttons = [...document.querySelectorAll("main a[class], main button[class]")].filter(
          (el) => drawn(el) && parseFloat(getComputedStyle(el).borderTopLeftRadius) >= 100,
        );
        for (const el of buttons) {
          const style = getComputedStyle(el);
          if (style.textShadow !== "none") found.push(`${name(el)} has a shadow in its words`);
          if (innerWidth < 1024) continue;
          const range = document.createRange();
          range.selectNodeContents(el);
          const words = range.getBoundingClientRect().width;
          const frame = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"] as const;
          const spare = el.getBoundingClientRect().width - frame.reduce((sum, side) => sum + parseFloat(style[side]), 0) - words;
          if (spare > 24) found.push(`${name(el)} is ${Math.round(spare)} px wider than its words and padding`);
        }
        if (innerWidth >= 1280) {
          for (const heading of document.querySelectorAll("main h2")) {
            // Its text, not a picture set beside the section's words.
            let next = heading.nextElementSibling;
            while (next?.tagName === "FIGURE") next = next.nextElementSibling;
            if (!drawn(heading) || !next || !drawn(next)) continue;
            if (next.getBoundingClientRect().top < heading.getBoundingClientRect().bottom - 1)
              found.push(`${name(heading)} stands beside its text, not above it`);
          }
          for (const list of document.querySelectorAll("main ul:not([class]), main ol:not([class])")) {
            const intro = list.previousElementSibling;
            if (intro?.tagName !== "P" || !drawn(list)) continue;
            if (list.getBoundingClientRect().top < intro.getBoundingClientRect().bottom - 1)
              found.push(`a list starts above its intro "${nameOf(intro).slice(0, 40)}"`);
          }
          // Buttons and links set side by side start at one height: none lower than its neighbour by its own margin.
          for (const row of document.querySelectorAll("main [data-buttons], main nav ul, footer nav")) {
            const items = [...row.children].filter(drawn).map((el) => el.getBoundingClientRect());
            for (const [i, a] of items.entries())
              for (const b of items.slice(i + 1))
                if (a.top < b.bottom && b.top < a.bottom && Math.abs(a.top - b.top) > 1)
                  found.push(`${name(row)}: items side by side start ${Math.round(Math.abs(a.top - b.top))} px apart`);
          }
        }
        // From a tablet up, a short row of cards fills the row: three side by side, four as two rows of two.
        if (innerWidth >= 768) {
          for (const grid of document.querySelectorAll("main [data-wide]")) {
            // A frame of its own (the ways to give beside the ladder) is judged by the grid inside it.
            if (grid.querySelector("[data-wide]")) continue;
            const cards = [...grid.children].filter(drawn);
            if (cards.length > 4) continue;
            const rows = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size;
            // Cards set in a column beside other content stand one above another; across the frame they fill a row.
            const frame = grid.parentElement?.closest("[data-wide]");
            const column = frame && grid.getBoundingClientRect().width < frame.getBoundingClientRect().width - 1;
            if (column ? rows !== cards.length : !(rows === 1 || (cards.length === 4 && rows === 2)))
              found.push(`${cards.length} cards in ${rows} rows`);
          }
        }
        const hero = document.querySelector("main h1")?.parentElement;
        const heroSource = hero?.querySelector(":scope > [data-source]");
        const heroWords = hero?.querySelector(":scope > p:not([data-source])");
        if (
          heroSource &&
          heroWords &&
          parseFloat(getComputedStyle(heroSource).fontSize) >= parseFloat(getComputedStyle(heroWords).fontSize)
        )
          found.push("the hero's source is as large as its words");
        const footer = [...document.querySelectorAll("footer")].pop();
        const last = document.querySelector("main > div")?.lastElementChild;
        // A coloured band (a section across the page) meets the footer; anything else keeps its space above it.
        if (footer && last?.matches("section[data-bleed]")) {
          const strip = footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
          if (Math.abs(strip) > 1) found.push(`a ${Math.round(strip)} px strip between the last band and the footer`);
        }
        return found;
      }
    }, names);
    problems.push(...widthProblems(facts, screen, at, path, preview));
  }
  // One assertion for all the widths (each expect is a step of its own in the report, with its own stack): every
  // problem is listed, with its width and what was measured.
  expect(problems).toEqual([]);
}

/** What is wrong at one width, from what the page measured there. */
function widthProblems(facts: WidthFacts, screen: { width: number; height: number }, at: string, path: string, preview: boolean): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => void (ok || problems.push(`${at}: ${problem}`));
  check(facts.scrollWidth <= screen.width, `the page is ${facts.scrollWidth} px wide`);
  check(facts.wordmark.length === 1 && facts.wordmark[0] === 1, `not one wordmark with its text on one line (lines: ${facts.wordmark})`);
  for (const tel of facts.tels) check(tel.lines === 1, `${tel.text} on ${tel.lines} lines`);
  // The header's Donate button, by its name and its target: a menu item may carry the same word (Spanish "Donar").
  check(facts.donate.count === 1 && facts.donate.inView, `Donate: ${facts.donate.count} found, in view: ${facts.donate.inView}`);
  // Help is one tap away at every width, without opening the menu, and a target a finger can hit (44 px).
  check(facts.help.count === 1 && facts.help.inView, `Get Help: ${facts.help.count} found, in view: ${facts.help.inView}`);
  check(facts.help.size >= 44, `Get Help is ${facts.help.size} px, under 44`);
  // One row: the header is the row's height, and every item it shows lies inside that row and the screen.
  const { row } = facts;
  const rowHeight = HEADER_BOX.height * row.rem;
  // A preview build's line comes first, in the page's language, and the header right below it; else the header is at the top.
  if (preview)
    check(
      facts.preview !== null &&
        facts.preview.first &&
        facts.preview.top === 0 &&
        Math.abs(facts.preview.bottom - row.start) < 0.5 &&
        facts.preview.text === tr(path, "preview.line"),
      `the preview line is not first, in its language, right above the header: ${JSON.stringify(facts.preview)}, header at ${row.start} px`,
    );
  else check(facts.preview === null && row.start === 0, `a preview line where no sample remains, or the header at ${row.start} px`);
  const rowEnd = row.start + rowHeight;
  check(Math.abs(row.height - rowHeight) < 0.5, `the header is ${row.height} px high, its row ${rowHeight}`);
  check(row.top >= row.start && row.bottom <= rowEnd, `the row's items run from ${row.top} to ${row.bottom} px, outside it`);
  check(row.right <= screen.width, `the row's items end at ${row.right} px, past the screen`);
  for (const problem of facts.layout) check(false, problem);
  // A laptop shows the whole navigation in the row, in every language.
  if (screen.width >= 1280) check(facts.wholeNav, "the navigation is not all in the row");
  // The hero's headline starts below the header.
  check(facts.headlineY !== null && facts.headlineY >= rowEnd, `the headline at ${facts.headlineY} px, not below the header`);
  // An upright phone tall enough shows the hero's picture as a band under the header, no words over it.
  if (facts.heroPicture && screen.width < 640 && screen.height >= 700) {
    const { top, bottom, covered } = facts.heroPicture;
    check(!covered && top >= rowEnd - 1 && bottom - top >= 96, `the hero's picture runs ${top} to ${bottom} px, covered: ${covered}`);
  }
  // Heroes that lead somewhere (which ones must is tested in leads-somewhere.spec.ts) show it at once.
  // Measured from the header's top: a preview build's line above it is the preview's, gone from the launched site.
  if (facts.heroButtonBottom !== null)
    check(
      facts.heroButtonBottom - row.start <= screen.height,
      `the hero's button ends at ${facts.heroButtonBottom - row.start} px below the header's top, below the screen`,
    );
  return problems;
}

type Walk = { stops: number; ended: boolean; problems: string[] };

/**
 * Starts a walk: a listener that looks at each focus stop when the next key goes down, once the browser has
 * scrolled the stop into view (it does so while moving focus), and notes whether it shows a focus outline (WCAG
 * 2.4.7) and whether the fixed header covers any of its box (WCAG 2.4.11 and 2.4.12). A stop the walk has seen
 * already ends it: focus has gone round the page, wherever it started.
 */
const startWalk = (page: Page) =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const walk = { stops: 0, ended: false, problems: [] as string[] };
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
      const name = (el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label") || el.getAttribute("href");
      // Every stop shows where focus is: an outline of 2 px or more (WCAG 2.4.7), as the keyboard brought it there.
      const style = getComputedStyle(el);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2)
        walk.problems.push(
          `${el.tagName.toLowerCase()} "${name}" shows no focus outline of 2 px (${style.outlineStyle} ${style.outlineWidth})`,
        );
      const header = document.querySelector("body header");
      const box = el.getBoundingClientRect();
      // Focus inside the header, or on something drawn nowhere, cannot be covered by it.
      if (!header || header.contains(el) || box.width === 0 || box.height === 0) return;
      const bar = header.getBoundingClientRect();
      const fixed = ["fixed", "sticky"].includes(getComputedStyle(header).position);
      const covered = fixed && box.top < bar.bottom && box.bottom > bar.top ? Math.min(box.bottom, bar.bottom) - box.top : 0;
      if (covered > 0.5) walk.problems.push(`${el.tagName.toLowerCase()} "${name}" is ${Math.round(covered)} px under the header`);
    };
    document.addEventListener("keydown", look, { capture: true });
    (window as unknown as { walk: Walk }).walk = walk;
  });

/**
 * Shift+Tabs through the whole page and returns each focus stop without an outline or under the header, wholly or
 * partly. One walk a width, upwards: each stop above the screen is scrolled up into view, to the top edge where the
 * fixed header lies, so this is the direction in which the header can cover one (going down, a stop comes in at the
 * bottom edge); the stops, and so their outlines, are the same both ways.
 */
async function walk(page: Page, at: string): Promise<string[]> {
  await startWalk(page);
  let state: Walk;
  // Tab held down with Shift, each repeat a keydown that moves focus (as a held key does), sent in batches without
  // waiting for each: the browser handles them in order, and the page looks at each stop as the next goes down.
  await page.keyboard.down("Shift");
  do {
    await Promise.all(Array.from({ length: 20 }, () => page.keyboard.down("Tab")));
    state = await page.evaluate(() => (window as unknown as { walk: Walk }).walk);
  } while (!state.ended);
  await page.keyboard.up("Tab");
  await page.keyboard.up("Shift");
  // A later walk on the page starts its own.
  await page.evaluate(() => ((window as unknown as { walk: Walk }).walk.ended = true));
  expect(state.stops, `${at}: the walk found the page's controls`).toBeGreaterThan(5);
  return state.problems.map((line) => `${at}, Shift+Tab: ${line}`);
}

/** Each 8-bit sRGB channel value made linear, as WCAG's relative luminance takes it: 256 powers, not three a pixel. */
const LINEAR = Array.from({ length: 256 }, (_, c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
/** WCAG relative luminance of an sRGB pixel. */
const luminance = (r: number, g: number, b: number) => 0.2126 * LINEAR[r] + 0.7152 * LINEAR[g] + 0.0722 * LINEAR[b];

/** Adds a style the test needs for one step, marked so a later step can take it away again. */
async function addTestStyle(page: Page, content: string) {
  const style = await page.addStyleTag({ content });
  await style.evaluate((el) => (el as HTMLStyleElement).setAttribute("data-test-style", ""));
}

/**
 * The boxes of the hero's text blocks (document coordinates), with the text, its shadow and the header made
 * invisible so that only the picture and its overlay remain behind them; undefined without a hero picture.
 */
async function heroTextBoxes(page: Page) {
  const hero = page.locator("main section:has(> picture) >> nth=0");
  if ((await hero.count()) === 0) return undefined;
  // The fixed header is hidden too: it is not the background, and its Menu button may cover the top of the heading.
  await addTestStyle(
    page,
    "main section * { color: transparent !important; text-shadow: none !important; } header { visibility: hidden !important; }",
  );
  const boxes = await hero.locator("h1, h1 ~ p, blockquote, figcaption").evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  return boxes;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * For each box, the contrast white text has over the 99th-percentile pixel of what is painted in it: one capture of
 * the area holding them all (a capture lays out and draws the page, so one per width, not one per block).
 */
async function whiteTextContrasts(page: Page, boxes: Box[]) {
  const left = Math.floor(Math.min(...boxes.map((b) => b.x)));
  const top = Math.floor(Math.min(...boxes.map((b) => b.y)));
  const clip = {
    x: left,
    y: top,
    width: Math.ceil(Math.max(...boxes.map((b) => b.x + b.width))) - left,
    height: Math.ceil(Math.max(...boxes.map((b) => b.y + b.height))) - top,
  };
  // The hero is at the top: an area inside the first screen is taken from it (scrolled to the top), and only one
  // that reaches below it needs the whole page laid out and drawn (fullPage).
  const inView = await page.evaluate(({ y, height }) => window.scrollY === 0 && y + height <= window.innerHeight, clip);
  const { data, info } = await sharp(await page.screenshot({ clip, fullPage: !inView, scale: "css", caret: "initial" }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return boxes.map((box) => {
    const [x0, y0] = [Math.max(0, Math.floor(box.x) - left), Math.max(0, Math.floor(box.y) - top)];
    const [x1, y1] = [
      Math.min(info.width, Math.ceil(box.x + box.width) - left),
      Math.min(info.height, Math.ceil(box.y + box.height) - top),
    ];
    // A typed array: its sort is numeric and native, for tens of thousands of pixels a block.
    const ratios = new Float64Array(Math.max(0, x1 - x0) * Math.max(0, y1 - y0));
    let n = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = (y * info.width + x) * info.channels;
        ratios[n++] = 1.05 / (luminance(data[i], data[i + 1], data[i + 2]) + 0.05);
      }
    ratios.sort();
    return { box, contrast: ratios[Math.floor(ratios.length * 0.01)] };
  });
}

// A route's visits take as long as the six checks they replace, each of which had the default limit.
test.describe("every route", () => {
  test.describe.configure({ timeout: 150_000 });
  for (const { path, template, file } of ALL_ROUTES) {
    test(`${path}: first load, widths in both font states, focus outlined and never under the header, hero contrast, 200% text`, async ({
      page,
      thirdParty,
      consoleProblems,
      cspViolations,
    }, testInfo) => {
      // A page opens with a hero when its MDX does (the legal texts and the search page open with their title).
      const hero = file !== undefined && usesOf({ text: readFileSync(file, "utf8") }, "Hero").length > 0;
      const bytes = countBytes(page);
      await page.goto(path, { waitUntil: "networkidle" });
      // The scripts are asked for after the hero; on a loaded machine that can be after a quiet half second,
      // so wait until they have run (the page has hydrated) and the network is quiet again before counting.
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");

      await test.step("stays within its byte budgets, asks no other host and serves modern images", async () => {
        const { js, jsReceived, total, requests, fonts: fontBytes } = await bytes.totals();
        testInfo.annotations.push({
          type: "bytes",
          description: `${path}: JS ${(js / KB).toFixed(1)} KB at Brotli 11 (${(jsReceived / KB).toFixed(1)} KB as the engine sent it), total ${(total / KB).toFixed(1)} KB, ${requests} requests`,
        });
        expect(js).toBeGreaterThan(0);
        expect(js).toBeLessThanOrEqual(BUDGET.js);
        expect(total).toBeLessThanOrEqual(BUDGET.total);
        expect(thirdParty).toEqual([]);
        // Fonts: self-hosted woff2 only, within their own budget, and every web font preloaded (they are
        // font-display: optional, so one that is not preloaded misses the first paint).
        const fonts = bytes.sizes.filter((s) => s.type === "font");
        expect(fonts.length).toBeGreaterThan(0);
        for (const font of fonts) expect(new URL(font.url).pathname).toMatch(/\.woff2$/);
        expect(fontBytes).toBeLessThanOrEqual(BUDGET.fonts);
        const preloaded = await page
          .locator('head link[rel="preload"][as="font"]')
          .evaluateAll((links) => links.map((l) => new URL(l.getAttribute("href")!, location.href).pathname).sort());
        const webFonts = await page.evaluate(() =>
          [...document.querySelectorAll("head style")]
            .flatMap((style) =>
              [...(style.textContent ?? "").matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => new URL(m[1], location.href).pathname),
            )
            .sort(),
        );
        expect(webFonts.length).toBeGreaterThan(0);
        expect(preloaded).toEqual(webFonts);

        const images = await page.locator("main img").evaluateAll((imgs) =>
          imgs.map((img) => {
            const picture = img.closest("picture");
            return {
              // Every file the picture offers, the <img>'s own and each <source>'s (a hero's portrait crop on phones).
              srcsets: [img, ...(picture?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("srcset") ?? ""),
              reserved: Number(img.getAttribute("width")) > 0 && Number(img.getAttribute("height")) > 0,
              loading: img.getAttribute("loading"),
              top: img.getBoundingClientRect().top,
            };
          }),
        );
        // Sizes to choose from, every one of them WebP (every current engine decodes it; one format is half the image
        // work of a build): the <img>'s, and an art-directed crop's (a hero's portrait file on phones). And its box
        // reserved. Listed, then asserted once.
        const imageProblems = images.flatMap((image, i) => [
          ...image.srcsets.flatMap((srcset) => {
            const files = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/));
            return [
              ...(files.length > 1 ? [] : [`image ${i + 1} offers one size: ${srcset}`]),
              ...files
                .filter(([url, width]) => !/\.webp$/.test(url) || !/^\d+w$/.test(width ?? ""))
                .map(([url, width]) => `image ${i + 1}: ${url} ${width}`),
            ];
          }),
          ...(image.reserved ? [] : [`image ${i + 1} has no width and height`]),
        ]);
        expect(imageProblems).toEqual([]);
        // A page with a hero opens with its image, its largest paint: fetched at once, never lazily.
        // A story's picture sits under its headline, a listing's first card under the title: fetched at once too.
        if (template === "page") {
          expect(images.length > 0).toBe(hero);
          // At the top of the page: under the header at most (and a preview build's line above it).
          const headerBottom = await page.evaluate(() => document.querySelector("body header")!.getBoundingClientRect().bottom);
          if (hero) expect(images[0].top).toBeLessThanOrEqual(headerBottom);
        }
        // The first-screen picture is fetched once, scripts and all: a preload that misses, or a script that asks
        // again once the page comes alive, would fetch a second file.
        const imageFiles = bytes.sizes.filter((size) => size.type === "image").map((size) => new URL(size.url).pathname);
        const heroFiles = await heroFetches(page, imageFiles);
        expect(heroFiles.length, `the first-screen picture's fetches: ${heroFiles.join(", ")}`).toBe(images.length ? 1 : 0);
        if (images.length) {
          expect(images[0].loading).toBe("eager");
          expect(images.slice(1).every((image) => image.loading === "lazy")).toBe(true);
        }
      });

      await test.step("asks for no script until the page and its hero image have arrived, then comes alive", async () => {
        const timing = await page.evaluate(() => {
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
          const hero = document.querySelector<HTMLImageElement>('main img:not([loading="lazy"])');
          const heroEntry = hero && resources.find((entry) => entry.name === hero.currentSrc);
          return {
            // With a hero, the scripts wait for it (fonts may still be arriving); without one, for the load event.
            ready: heroEntry ? Math.max(heroEntry.responseEnd, navigation.domContentLoadedEventEnd) : navigation.loadEventEnd,
            hero: Boolean(hero),
            heroFound: Boolean(heroEntry),
            scripts: resources
              .filter((entry) => entry.initiatorType === "script" && entry.name.endsWith(".js"))
              .map((entry) => entry.startTime),
          };
        });
        expect(timing.heroFound).toBe(timing.hero);
        expect(timing.ready).toBeGreaterThan(0);
        expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
        for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.ready);
      });

      await test.step("raises no hydration warning, console error or warning, or CSP violation", async () => {
        expect(consoleProblems).toEqual([]);
        expect(await cspViolations()).toEqual([]);
      });

      await test.step("axe finds no WCAG A/AA violation", async () => {
        await expectNoAxeViolations(page);
      });

      await test.step("at every width with the web fonts: one row, nothing sideways, the hero's headline and button in view", async () => {
        await fontState(page, "web");
        await checkWidths(page, path, "web");
      });

      await test.step("focus is always outlined and never under the header, walked by Shift+Tab at 1280 and 375 px (WCAG 2.4.7, 2.4.11, 2.4.12)", async () => {
        // Without smooth scrolling a focused element is scrolled into view before the next key (the site drops it
        // for readers who ask for less motion; the stops are the same, only the scroll's animation differs).
        await page.emulateMedia({ reducedMotion: "reduce" });
        const problems: string[] = [];
        for (const screen of WALK_SCREENS) {
          await page.setViewportSize(screen);
          await page.evaluate(() => window.scrollTo(0, 0));
          problems.push(...(await walk(page, `${path} at ${screen.width} px`)));
        }
        expect(problems).toEqual([]);
      });

      await test.step("white hero text keeps AA contrast against its picture at 1280 and 375 px", async () => {
        // At each width: the picture's crop behind the text changes with it. 99% of the background behind each
        // block gives white text 4.5:1 or more, measured until the picture is painted there: the measurement
        // itself is what the test waits on, never the clock. The text is made invisible until the last step; the
        // 200% step after this one measures boxes, not ink.
        for (const screen of WALK_SCREENS) {
          await page.setViewportSize(screen);
          await page.evaluate(() => window.scrollTo(0, 0));
          const boxes = await heroTextBoxes(page);
          // A page whose MDX opens with a Hero has its picture and words to measure; one without has none.
          expect((boxes?.length ?? 0) > 0, `${path}: hero text to measure`).toBe(hero);
          if (!boxes) continue;
          await expect
            .poll(async () => (await whiteTextContrasts(page, boxes)).filter(({ contrast }) => !(contrast >= 4.5)), {
              message: `${path} at ${screen.width} px: hero text blocks below 4.5:1`,
            })
            .toEqual([]);
        }
      });

      await test.step("at 200% text size nothing is cut off or overlaps", async () => {
        await addTestStyle(page, "html { font-size: 200% !important; }");
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px wide`);
          for (const el of document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, main p, main li, main a, main button")) {
            const style = getComputedStyle(el);
            const clips = style.overflow === "hidden" || style.overflowX === "hidden";
            if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
              found.push(`clipped: ${el.outerHTML.slice(0, 60)}`);
          }
          const buttons = [...document.querySelectorAll("main a, main button")]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0);
          buttons.forEach((a, i) =>
            buttons.slice(i + 1).forEach((b) => {
              const overlap =
                Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
              if (overlap) found.push("two controls overlap");
            }),
          );
          return found;
        });
        expect(problems).toEqual([]);
      });

      await test.step("at every width with the fallback fonts, as a slow first visit shows the page", async () => {
        // On the same load, as the page was before the steps above changed it (their styles go), without the web
        // fonts (dropWebFonts): a reload would only repeat the download.
        await page.evaluate(() => document.querySelectorAll("style[data-test-style]").forEach((style) => style.remove()));
        await dropWebFonts(page);
        await checkWidths(page, path, "fallback");
      });
    });
  }
});
