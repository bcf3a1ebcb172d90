// `npm run review -- [base-ref]`: a before/after report of every page a change touches, for a reviewer.
// Builds the base (default: where this branch left main) and the working tree, finds the changed
// routes, and for each takes full-page pictures of both sides at 375 and 1280 px, diffs pixels and
// words, and compares title, description, links and bytes. Writes review/index.html and review/summary.md.
//
//   --head-public DIR   use an existing build of the working tree instead of building it
//   --base-public DIR   use an existing build of the base instead of building it
//   --list              only print the changed routes; build nothing
//   --screenshot FILE   also write a picture of the report's top (for the README)
//   REVIEW_PORT=N       serve the base on port N and the head on N+1 (default: any free ports)
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { FEED_PATH, pageAddress } from "../src/routes";
import { serve } from "./serve.mjs";
import { launchBrowser, openShotPage, routeName, shootPage, WIDTHS } from "./review/shots.mjs";
import { countBytes } from "./budgets.mjs";
import { changedPages, pagesOf, translationsLeftBehind } from "./review/changes";
import { heardDiff, linkDiff, pixelDiff, readPage, textDiff } from "./review/compare.mjs";
import { writeReport } from "./review/report.mjs";
import { baseFiles, buildBase, buildHead, changedFiles, defaultBaseRef, headFiles, resolveBase, SideError } from "./review/sides";

const OUT = "review";

type Look = {
  shots: (string | undefined)[];
  /** What a screen reader hears: the accessibility tree of the header, the main and the footer (Playwright's ariaSnapshot). */
  heard?: string;
  seen: ReturnType<typeof readPage> | Record<string, undefined>;
  bytes?: Awaited<ReturnType<ReturnType<typeof countBytes>["totals"]>>;
};

/** Pictures, text and bytes of one route on one side (or nothing where the page does not exist). */
async function look(browser: Browser, origin: string, route: string | undefined, side: string, name: string): Promise<Look> {
  if (!route) return { shots: WIDTHS.map(() => undefined), seen: {}, bytes: undefined };
  const shots = [];
  let seen;
  let heard;
  for (const width of WIDTHS) {
    console.log(`review: ${side} ${route} at ${width} px`);
    const page = await openShotPage(browser, width);
    const file = `${name}-${width}-${side}.png`;
    await shootPage(page, `${origin}${pageAddress(route)}`, join(OUT, file));
    shots.push(file);
    if (width === Math.max(...WIDTHS)) {
      // tsx compiles with esbuild's keepNames, which wraps inner functions in __name(); the page has no such helper.
      await page.evaluate("globalThis.__name = (fn) => fn");
      seen = await page.evaluate(readPage);
      heard = await heardOn(page);
    }
    await page.close();
  }
  // Bytes are measured as the budget test measures them: one fresh first load on a phone.
  const phone = await openShotPage(browser, Math.min(...WIDTHS));
  const bytes = countBytes(phone);
  await phone.goto(`${origin}${pageAddress(route)}`, { waitUntil: "networkidle" });
  const totals = await bytes.totals();
  await phone.close();
  return { shots, seen, heard, bytes: totals };
}

/** The page's landmarks as a screen reader meets them: names, roles, headings and their levels, alt texts. */
async function heardOn(page: Page): Promise<string> {
  const parts = [];
  for (const role of ["banner", "main", "contentinfo"] as const) {
    const landmark = page.getByRole(role).first();
    if (await landmark.count()) parts.push(`${role}:\n${await landmark.ariaSnapshot()}`);
  }
  return parts.join("\n");
}

async function compare(pages: ReturnType<typeof changedPages>["pages"], basePublic: string, headPublic: string) {
  const port = Number(process.env.REVIEW_PORT ?? 0);
  const [baseSite, headSite] = await Promise.all([serve(basePublic, port), serve(headPublic, port && port + 1)]);
  console.log(`review: serving the base at ${baseSite.origin} and the head at ${headSite.origin}`);
  const browser = await launchBrowser();
  try {
    const results = [];
    for (const page of pages) {
      const name = routeName(page.head ?? page.base);
      console.log(`review: comparing ${page.head ?? page.base}`);
      const before = await look(browser, baseSite.origin, page.base, "base", name);
      const after = await look(browser, headSite.origin, page.head, "head", name);
      const shots = WIDTHS.map((width, i) => {
        const diff = `${name}-${width}-diff.png`;
        const { share } = pixelDiff(
          before.shots[i] && join(OUT, before.shots[i]),
          after.shots[i] && join(OUT, after.shots[i]),
          join(OUT, diff),
        );
        return { width, share, base: before.shots[i], head: after.shots[i], diff: before.shots[i] && after.shots[i] ? diff : undefined };
      });
      results.push({
        ...page,
        shots,
        text: textDiff(before.seen.text ?? "", after.seen.text ?? ""),
        heard: heardDiff(before.heard ?? "", after.heard ?? ""),
        title: { before: before.seen.title, after: after.seen.title },
        description: { before: before.seen.description, after: after.seen.description },
        links: linkDiff(before.seen.links, after.seen.links),
        bytes: { before: before.bytes, after: after.bytes },
      });
    }
    return results;
  } finally {
    await browser.close();
    await Promise.all([baseSite.close(), headSite.close()]);
  }
}

/** A picture of the top of the report, as a small palette PNG. */
async function pictureOfReport(file: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1500 } });
    await page.goto(`file://${resolve(OUT, "index.html")}`, { waitUntil: "load" });
    const png = await page.screenshot({ animations: "disabled" });
    await sharp(png).png({ palette: true, colors: 128, compressionLevel: 9 }).toFile(file);
    console.log(`review: wrote ${file}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "head-public": { type: "string" },
      "base-public": { type: "string" },
      list: { type: "boolean" },
      screenshot: { type: "string" },
    },
  });
  const ref = positionals[0] ?? defaultBaseRef();
  const baseSha = resolveBase(ref);
  const baseLabel = `${ref === baseSha ? "" : `${ref} `}(${baseSha.slice(0, 8)})`;
  const files = changedFiles(baseSha);

  const base = baseFiles(baseSha);
  const head = headFiles();
  const headPages = pagesOf(head.pages, head);
  const { every, pages, feed } = changedPages(files, { base: pagesOf(base.pages, base), head: headPages });
  const behind = translationsLeftBehind(files, headPages);
  for (const { english, translation } of behind) console.log(`review: ${english} changed but its translation ${translation} did not`);
  console.log(
    `review: ${files.length} file(s) changed against ${baseLabel}; routes to compare: ${pages.map((p) => p.head ?? p.base).join(" ") || "none"}`,
  );
  if (every) console.log(`review: ${every} changed, so every route is compared`);
  if (feed) console.log(`review: the feed (${FEED_PATH}) changes too`);
  if (values.list) return;

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  let results: Awaited<ReturnType<typeof compare>> = [];
  if (pages.length) {
    const logs = resolve(OUT, "logs");
    mkdirSync(logs);
    const basePublic = values["base-public"] ? resolve(values["base-public"]) : await buildBase(baseSha, logs);
    const headPublic = values["head-public"] ? resolve(values["head-public"]) : await buildHead(logs);
    results = await compare(pages, basePublic, headPublic);
  }
  const summary = writeReport(OUT, { baseLabel, pages: results, every, changedFiles: files, behind });
  console.log(`\n${summary}\nreview: wrote ${OUT}/index.html and ${OUT}/summary.md`);
  if (values.screenshot) await pictureOfReport(values.screenshot);
}

// tsx runs a .ts file as CommonJS here: no top-level await.
main().catch((error: unknown) => {
  if (!(error instanceof SideError)) throw error;
  console.error(error.message);
  process.exit(1);
});
