import { readFileSync } from "node:fs";
import { expect, settings, test, waitForHydration } from "./fixtures";
import { founderPath } from "./routes";

const STORY_SECTIONS = [
  "Childhood & Family",
  "Early Faith & Career",
  "The Diagnosis",
  "The Struggle & Turning Point",
  "Why I Started the Foundation",
];
const address = () =>
  `${settings.contact.address.street}, ${settings.contact.address.city}, ${settings.contact.address.region} ${settings.contact.address.postalCode}`;

test.describe("Our Why", { tag: "@settings" }, () => {
  test("tells the founder's story in five illustrated sections and ends with the Amen", async ({ page }) => {
    await page.goto(founderPath());
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${settings.founder.firstName}'s Journey: From Pain to Purpose`);
    await expect(page).toHaveTitle(new RegExp(`^${settings.founder.firstName}'s Journey`));
    // The story's five sections come first and in order; what follows the story leads the reader on.
    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, STORY_SECTIONS.length)).toEqual(STORY_SECTIONS);
    for (const title of STORY_SECTIONS) {
      const section = main.getByRole("region", { name: title });
      const image = section.locator("img");
      await expect(image).toHaveAttribute("alt", /\w{3,}/);
      // The image's box is reserved by its width and height before it loads, so nothing shifts.
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
      expect(await image.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100);
    }
    await expect(main.getByRole("region", { name: "The Diagnosis" })).toContainText(settings.founder.diagnosis);
    const lastSection = main.getByRole("region", { name: STORY_SECTIONS[STORY_SECTIONS.length - 1] });
    const lastText = await lastSection.evaluate((el) => [...el.querySelectorAll("p")].pop()?.textContent?.trim());
    expect(lastText).toBe("Can I get an Amen!!!");
  });
});

for (const [path, title, count] of [
  ["/privacy", "Privacy Policy", 14],
  ["/terms", "Terms of Service", 15],
] as const) {
  test.describe(title, () => {
    test(`has exactly ${count} numbered sections, in order, each anchored and in the table of contents`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
      const sections = await main
        .locator("h2")
        .evaluateAll((hs) => hs.map((h) => ({ text: h.textContent ?? "", id: h.id })).filter((h) => /^\d+\./.test(h.text)));
      expect(sections).toHaveLength(count);
      expect(sections.map((s) => Number(s.text.split(".")[0]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(new Set(sections.map((s) => s.id)).size).toBe(count);
      const tocTargets = await main
        .getByRole("navigation", { name: "Contents" })
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(tocTargets).toEqual(sections.map((s) => `#${s.id}`));
    });

    test("states the effective date, the age limit and the contact details from the settings", { tag: "@settings" }, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      // The date is the writer's to change; the page shows the one the MDX states.
      const effective = /^Effective date: .+$/m.exec(readFileSync(`content/pages${path}.mdx`, "utf8"))?.[0];
      expect(effective).toBeTruthy();
      await expect(main).toContainText(effective!);
      await expect(main).toContainText(/under (the age of )?13/i);
      await expect(main).toContainText(address());
      await expect(main.getByRole("link", { name: settings.contact.email }).first()).toHaveAttribute(
        "href",
        `mailto:${settings.contact.email}`,
      );
      await expect(main.getByRole("link", { name: settings.contact.phone }).first()).toBeVisible();
      if (path === "/terms") {
        await expect(main).toContainText("State of Arizona");
        await expect(main).toContainText("Maricopa County");
      }
    });

    test("keeps a solid header and opens at the top", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      await page.getByRole("contentinfo").getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole("banner")).toHaveAttribute("data-solid", "true");
    });

    test("prints without the header, footer or buttons, showing link addresses", { tag: "@settings" }, async ({ page }) => {
      await page.goto(path);
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
    await page.goto("/privacy");
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
    expect(perLine).toBeGreaterThanOrEqual(60);
    expect(perLine).toBeLessThanOrEqual(80);
    // Headings sit in the same column as the text they head.
    const left = (selector: string) =>
      page
        .getByRole("main")
        .locator(selector)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await left("h1")).toBe(await left("p"));
    expect(await left(`h2[id="1-who-we-are-and-what-this-policy-covers"]`)).toBe(await left("p"));
  });
});
