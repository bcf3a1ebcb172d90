import { pageAddress } from "../../src/routes";
import { bodyTree, pageIn, paragraphs, paragraphsIn, type PageEntry } from "../setup/content";
import { toString } from "mdast-util-to-string";
import { expect, fontState, settings, sitePage, test, tr, waitForHydration } from "./fixtures";

// Headings, sections and closing words are read from the MDX (through the content reader), so a writer may
// reword any of them; what is fixed is the pages' shape.

/** The story's sections: the founder page's Sections that hold a Figure, in order (what follows leads the reader on). */
function storySections(entry: PageEntry): string[] {
  const uses: PageEntry["mdx"]["components"] = entry.mdx.components;
  const sections = uses.filter((use) => use.name === "Section");
  return sections
    .filter((section, i) => {
      const next = sections[i + 1]?.at.line ?? Infinity;
      return uses.some((use) => use.name === "Figure" && use.at.line > section.at.line && use.at.line < next);
    })
    .map((section) => (section.props.get("title") as { value: string }).value);
}

/** A page's "# " heading, as the MDX writes it. */
const h1Of = (entry: PageEntry) => {
  const heading = bodyTree(entry).children.find((node) => node.type === "heading" && node.depth === 1);
  return heading ? toString(heading) : undefined;
};

const address = () =>
  `${settings.contact.address.street}, ${settings.contact.address.city}, ${settings.contact.address.region} ${settings.contact.address.postalCode}`;

test.describe("Our Why", { tag: "@settings" }, () => {
  test("tells the founder's story in illustrated sections and ends with its closing words", async ({ page }) => {
    const entry = sitePage("about-founder.mdx");
    const sectionTitles = storySections(entry);
    expect(sectionTitles.length).toBeGreaterThanOrEqual(3);
    const title = entry.frontmatter!.title.replace(/\{founder\}/g, settings.founder.firstName);
    await page.goto(entry.route);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    expect((await page.title()).startsWith(title)).toBe(true);
    // The story's sections come first and in order; what follows the story leads the reader on.
    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, sectionTitles.length)).toEqual(sectionTitles);
    for (const sectionTitle of sectionTitles) {
      const section = main.getByRole("region", { name: sectionTitle, exact: true });
      const image = section.locator("img");
      await expect(image).toHaveAttribute("alt", /\w{3,}/);
      // The image's box is reserved by its width and height before it loads, so nothing shifts.
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
      expect(await image.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100);
    }
    await expect(main).toContainText(settings.founder.diagnosis);
    const last = sectionTitles[sectionTitles.length - 1];
    const closing = paragraphsIn(entry, "Section", last).pop();
    const lastSection = main.getByRole("region", { name: last, exact: true });
    const lastText = await lastSection.evaluate((el) => [...el.querySelectorAll("p")].pop()?.textContent?.replace(/\s+/g, " ").trim());
    expect(lastText).toBe(closing?.replace(/\s+/g, " ").trim());
  });
});

for (const file of ["privacy.mdx", "terms.mdx"]) {
  // The committed page's route, for the title (the site under test's is read inside each test).
  const committed = pageIn(process.cwd(), file).route;
  test.describe(committed, () => {
    test("has numbered sections, in order, each anchored and in the table of contents", async ({ page }) => {
      const entry = sitePage(file);
      const numbered = entry.mdx.toc.filter((h) => /^\d+\./.test(h.text));
      const count = numbered.length;
      expect(count).toBeGreaterThan(0);
      await page.goto(entry.route);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(h1Of(entry) ?? entry.frontmatter!.title);
      const sections = await main
        .locator("h2")
        .evaluateAll((hs) => hs.map((h) => ({ text: h.textContent ?? "", id: h.id })).filter((h) => /^\d+\./.test(h.text)));
      expect(sections.map((s) => s.text)).toEqual(numbered.map((h) => h.text));
      expect(sections.map((s) => Number(s.text.split(".")[0]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(new Set(sections.map((s) => s.id)).size).toBe(count);
      const tocTargets = await main
        .getByRole("navigation", { name: tr(entry.route, "toc.title") })
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(tocTargets).toEqual(sections.map((s) => `#${s.id}`));
    });

    test("states its opening words and the contact details from the settings", { tag: "@settings" }, async ({ page }) => {
      const entry = sitePage(file);
      await page.goto(entry.route);
      const main = page.getByRole("main");
      // The date and wording are the writer's to change; the page shows what the MDX states.
      await expect(main).toContainText(paragraphs(entry)[0]);
      await expect(main).toContainText(address());
      await expect(main.getByRole("link", { name: settings.contact.email }).first()).toHaveAttribute(
        "href",
        `mailto:${settings.contact.email}`,
      );
      await expect(main.getByRole("link", { name: settings.contact.phone }).first()).toBeVisible();
    });

    test("opens at the top when reached from a scrolled page", async ({ page }) => {
      const entry = sitePage(file);
      await page.goto(sitePage("index.mdx").route);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      await page
        .getByRole("contentinfo")
        .locator(`a[href="${pageAddress(entry.route)}"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`${pageAddress(entry.route)}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("prints without the header, footer or buttons, showing link addresses", { tag: "@settings" }, async ({ page }) => {
      await page.goto(sitePage(file).route);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      const after = await page
        .getByRole("main")
        .locator('a[href^="mailto:"]')
        .first()
        .evaluate((a) => getComputedStyle(a, "::after").content);
      expect(after).toContain(settings.contact.email);
    });
  });
}

test.describe("reading comfort", () => {
  // Line length matters on wide screens.
  test("legal prose keeps lines to about 65-75 characters at desktop width", { tag: "@desktop" }, async ({ page }) => {
    // In both font states a reader may get (font-display: optional), each chosen, never a race with the first paint.
    for (const fonts of ["web", "fallback"] as const) {
      if (fonts === "fallback") await fontState(page, "fallback");
      await page.goto(sitePage("privacy.mdx").route);
      if (fonts === "web") await fontState(page, "web");
      else await page.evaluate(() => document.fonts.ready);
      // Counts the characters on the first line of the longest paragraph, as a reader sees it.
      const perLine = await page.getByRole("main").evaluate((main) => {
        const paragraphs = [...main.querySelectorAll("p")].filter((p) => p.firstChild?.nodeType === Node.TEXT_NODE);
        const text = paragraphs.map((p) => p.firstChild as Text).sort((a, b) => b.length - a.length)[0];
        const range = document.createRange();
        const topOf = (i: number) => {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        const first = topOf(0);
        let i = 0;
        while (i < text.length - 1 && topOf(i + 1) === first) i++;
        return i + 1;
      });
      expect(perLine, `${fonts} fonts`).toBeGreaterThanOrEqual(60);
      expect(perLine, `${fonts} fonts`).toBeLessThanOrEqual(80);
    }
    // Headings sit in the same column as the text they head.
    const left = (selector: string) =>
      page
        .getByRole("main")
        .locator(selector)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await left("h1")).toBe(await left("p"));
    expect(await left(`h2[id="${sitePage("privacy.mdx").mdx.toc[0].id}"]`)).toBe(await left("p"));
  });
});
