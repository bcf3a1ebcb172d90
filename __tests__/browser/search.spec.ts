import type { Page } from "@playwright/test";
import { formatDate } from "../../src/i18n/dates";
import { LOCALES, type Locale } from "../../src/languages";
import { localeOf, localize, pageAddress } from "../../src/routes";
import { expectNoAxeViolations } from "./axe";
import { fillTokens } from "../../src/settings";
import { expect, settings, siteContent, siteLinksNow, sitePage, test, tr, waitForHydration } from "./fixtures";

/*
 * The search page, in each language: what only a browser shows. The header leads there at each width (the phone menu's
 * link at 375 px, the header's own at 1280 px); typing, results, filters, the address, Back and the keyboard in one
 * walk per language at 375 px (the page's markup and scripts are the same at every width); how well titles are found,
 * straight from Pagefind in the page, once per language at 1280 px. The list of every page and story the page shows
 * without JavaScript is in its built HTML (__tests__/built/search.test.ts). Every expectation comes from the MDX.
 */

const searchPage = (locale: Locale) => {
  const entry = siteContent().pages.find((p) => p.locale === locale && p.mdx.components.some((use) => use.name === "Search"));
  if (!entry) throw new Error(`no ${locale} page shows <Search />`);
  return entry.route;
};
/** What the search should find in a language: every page but the search pages and those kept out, and every story. */
const findable = (locale: Locale) => [
  ...siteContent()
    .pages.filter((p) => p.locale === locale && p.frontmatter?.search !== false && !p.mdx.components.some((use) => use.name === "Search"))
    .map((p) => ({ route: p.route, title: fillTokens(p.frontmatter!.title, settings), toc: p.mdx.toc })),
  ...siteContent()
    .stories.filter((s) => s.locale === locale)
    .map((s) => ({ route: s.route, title: s.frontmatter.title, toc: [] as { id: string; text: string }[] })),
];
/** From the home page of a language, the header's search link (in the phone menu on a phone) leads to its search page. */
async function headerLeadsToSearch(page: Page, locale: Locale) {
  const home = localize(sitePage("index.mdx").route, locale);
  const path = searchPage(locale);
  await page.goto(home);
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: tr(home, "nav.menu") });
  if (await toggle.isVisible()) await toggle.click();
  const link = page.getByRole("banner").getByRole("link", { name: tr(home, "header.search"), exact: true });
  await expect(link).toHaveAttribute("href", pageAddress(localize(siteLinksNow().search, locale)));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${pageAddress(path)}$`));
  await waitForHydration(page);
}

const stripAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/** Pagefind as the search page loads it, asked each query in turn: each query's first five result routes, best first, and their sections. */
async function askPagefind(
  page: Page,
  queries: string[],
): Promise<{ query: string; count: number; routes: string[]; sections: string[][] }[]> {
  // As text, so no transpiler rewrites the page's import() of the bundle.
  return page.evaluate(`(async (queries) => {
    const pagefind = await import("/pagefind/pagefind.js");
    await pagefind.init();
    const route = (url) => decodeURI(url).replace(/(.)\\/(?=$|#)/, "$1");
    const answers = [];
    for (const query of queries) {
      const search = await pagefind.search(query);
      const data = await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
      answers.push({ query, count: search.results.length, routes: data.map((d) => route(d.url)), sections: data.map((d) => d.sub_results.map((s) => route(s.url))) });
    }
    return answers;
  })(${JSON.stringify(queries)})`);
}

for (const locale of LOCALES) {
  const path = searchPage(locale);

  test(`${path}: the phone menu leads there; typing finds; filters, the address, Back and the keyboard work; axe is clean; nothing leaves the site`, async ({
    page,
    thirdParty,
    consoleProblems,
    cspViolations,
  }) => {
    const stories = siteContent().stories.filter((s) => s.locale === locale);
    test.skip(stories.length === 0, "no story in this language to look for");
    const story = stories[0];
    const title = story.frontmatter.title;

    await test.step("the phone menu's search link leads to the search page", async () => {
      await headerLeadsToSearch(page, locale);
    });

    const field = page.getByRole("searchbox", { name: tr(path, "search.label") });
    const results = page.locator("[data-search-results]");
    const resultLinks = results.locator("h3 a");

    await test.step("typing a story's title lists it among the first three, with its kind, date, picture and any sample note", async () => {
      await field.focus();
      await page.keyboard.type(title);
      await expect(results).toHaveAttribute("data-search-results", title);
      const titles = await resultLinks.allTextContents();
      expect(titles.slice(0, 3)).toContain(title);
      const item = results.locator("li", { has: page.getByRole("link", { name: title, exact: true }) }).first();
      const kind = story.frontmatter.event ? "event" : story.frontmatter.tags.includes("News") ? "news" : "story";
      await expect(item).toContainText(tr(path, `search.result.${kind}`));
      await expect(item).toContainText(formatDate(story.frontmatter.date, locale));
      await expect(item.locator("img")).toHaveCount(1);
      // A sample story's result says so, as its card and page do.
      await expect(item.locator('[data-sample="story"]')).toHaveCount(story.frontmatter.sample ? 1 : 0);
      await expect(item.locator("mark").first()).toBeVisible();
      // The count, announced politely, names the query.
      await expect(page.getByRole("status")).toContainText(title);
      // Only this language's pages.
      for (const href of await resultLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")!)))
        expect(localeOf(href)).toBe(locale);
      expect(new URL(page.url()).searchParams.get("q")).toBe(title);
    });

    await test.step("the kind and tag filters narrow the results, and the address carries them", async () => {
      const kindSelect = page.getByLabel(tr(path, "search.kind"), { exact: true });
      await kindSelect.selectOption("page");
      await expect(results.getByRole("link", { name: title, exact: true })).toHaveCount(0);
      expect(new URL(page.url()).searchParams.get("kind")).toBe("page");
      const kind = story.frontmatter.event ? "event" : story.frontmatter.tags.includes("News") ? "news" : "story";
      await kindSelect.selectOption(kind);
      await expect(results.getByRole("link", { name: title, exact: true })).toHaveCount(1);
      const tag = tr(path, `tag.${story.frontmatter.tags[0]}` as never);
      await page.getByLabel(tr(path, "search.tag"), { exact: true }).selectOption(tag);
      await expect(results.getByRole("link", { name: title, exact: true })).toHaveCount(1);
      expect(new URL(page.url()).searchParams.get("tag")).toBe(tag);
    });

    await test.step("axe finds nothing with results shown", async () => {
      await expectNoAxeViolations(page);
    });

    await test.step("by keyboard alone a result opens, and Back returns to the same search", async () => {
      const first = resultLinks.first();
      const target = await first.getAttribute("href");
      await field.focus();
      // Tab from the field through the filters to the first result.
      for (let i = 0; i < 8 && !(await first.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(first).toBeFocused();
      await page.keyboard.press("Enter");
      // Gatsby changes the address once the next page's data has arrived: on a loaded machine, later than the usual limit.
      await expect(page).toHaveURL(new RegExp(`${target}$`), { timeout: 20_000 });
      await page.goBack();
      await expect(field).toHaveValue(title);
      await expect(results.getByRole("link", { name: title, exact: true })).toHaveCount(1);
    });

    await test.step("a word found on more pages than the list shows at first offers more, and the keyboard lands on the first new one", async () => {
      // The title word this language's index finds most often, from the MDX.
      const words = [...new Set(findable(locale).flatMap((item) => item.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)))].filter(
        (w) => w.length > 1,
      );
      const [most] = (await askPagefind(page, words)).sort((a, b) => b.count - a.count);
      const firstList = 10;
      if (most.count <= firstList) {
        test.info().annotations.push({ type: "not checked", description: "no title word is on more pages than the first list shows" });
        return;
      }
      await page.getByLabel(tr(path, "search.kind"), { exact: true }).selectOption("");
      await page.getByLabel(tr(path, "search.tag"), { exact: true }).selectOption("");
      await field.fill(most.query);
      await expect(results).toHaveAttribute("data-search-results", most.query);
      await expect(resultLinks).toHaveCount(firstList);
      await page.getByRole("button", { name: tr(path, "search.more"), exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(resultLinks).toHaveCount(Math.min(most.count, 2 * firstList));
      await expect(resultLinks.nth(firstList)).toBeFocused();
    });

    await test.step("no request left the site, and nothing went wrong on the way", async () => {
      expect(thirdParty).toEqual([]);
      expect(consoleProblems).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  });

  test(`${path}: the header leads there; every title finds its page or story among the first three, accents optional, in this language only, and headings lead to their sections @desktop`, async ({
    page,
  }) => {
    await headerLeadsToSearch(page, locale);
    const items = findable(locale);
    const accented = items.filter((item) => stripAccents(item.title) !== item.title);
    const queries = [...items.map((item) => item.title), ...accented.map((item) => stripAccents(item.title))];
    const answers = await askPagefind(page, queries);
    const rank = (query: string, route: string) => answers.find((a) => a.query === query)!.routes.indexOf(route);
    const misses = [
      ...items.filter((item) => !(rank(item.title, item.route) in [0, 1, 2])).map((item) => item.title),
      ...accented.filter((item) => !(rank(stripAccents(item.title), item.route) in [0, 1, 2])).map((item) => stripAccents(item.title)),
    ];
    expect(misses).toEqual([]);
    expect(answers.flatMap((a) => a.routes).filter((route) => localeOf(route) !== locale)).toEqual([]);

    // Each "## " heading with an anchor is a section of its page's result.
    const sectioned = items.filter((item) => item.toc.length > 0);
    const headings = sectioned.flatMap((item) =>
      item.toc.map((entry) => ({ route: item.route, query: entry.text, anchor: `${item.route}#${entry.id}` })),
    );
    const found = await askPagefind(
      page,
      headings.map((h) => h.query),
    );
    const lost = headings.filter((h) => {
      const answer = found.find((a) => a.query === h.query)!;
      const at = answer.routes.indexOf(h.route);
      return at < 0 || !answer.sections[at].includes(h.anchor);
    });
    expect(lost).toEqual([]);
  });
}
