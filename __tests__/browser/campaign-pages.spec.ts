import { readFileSync } from "node:fs";
import matter from "gray-matter";
import { expect, settings, test, waitForHydration } from "./fixtures";

/** A page's MDX: its frontmatter and body, for what a writer may reword. */
const mdx = (file: string) => matter(readFileSync(`content/pages/${file}`, "utf8"));

const FORM = (key: keyof typeof settings.forms.ids) => `${settings.forms.hostedFormUrl}${settings.forms.ids[key]}`;

test.describe("Home", { tag: "@settings" }, () => {
  test("has the hero, Our WHY, three pillars, a founder quote and Take Your First Step", async ({ page, thirdParty }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const headline = /<Hero\b[^>]*\btitle="([^"]+)"/.exec(mdx("index.mdx").content)?.[1];
    expect(headline).toBeTruthy();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(headline!);
    await expect(main.getByRole("link", { name: "Support Our Mission" })).toHaveAttribute("href", "/donate");
    await expect(main.locator("figure blockquote").first()).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Our WHY" })).toBeVisible();
    const pillars = main.getByRole("region", { name: "Our Three Pillars" }).getByRole("article");
    await expect(pillars).toHaveCount(3);
    const targets = await pillars.evaluateAll((cards) => cards.map((c) => c.querySelector("a")?.getAttribute("href")));
    expect(targets).toEqual(["/awareness", "/advocacy", "/donate"]);
    await expect(main.getByText(`Founder, ${settings.organisation.name}`)).toBeVisible();
    const step = main.getByRole("region", { name: "Take Your First Step" });
    await expect(step.getByRole("listitem")).toHaveCount(3);
    await expect(step.getByRole("listitem").nth(0)).toContainText(/donate/i);
    await expect(step.getByRole("listitem").nth(1)).toContainText(/newsletter/i);
    await expect(step.getByRole("listitem").nth(2)).toContainText(/share the mission/i);
    await expect(step.getByRole("link", { name: "Make a Difference Today" })).toHaveAttribute("href", "/donate");
    expect(thirdParty).toEqual([]);
  });
});

test.describe("Awareness", { tag: "@settings" }, () => {
  test("has its title, statistics, sections, testimonial and call to action", async ({ page }) => {
    await page.goto("/awareness");
    const { title, description } = mdx("awareness.mdx").data;
    expect((await page.title()).startsWith(title)).toBe(true);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Awareness: Don't Wait. Get Checked.");
    await expect(main.locator("figure blockquote").first()).toBeVisible();
    for (const [value, label] of [
      ["1 in 8", /diagnosed/],
      ["99%", /survival when .*found early/],
      ["45+", /recommended age to begin regular screenings/],
    ] as const) {
      const card = main.getByText(value, { exact: true }).locator("..");
      await expect(card).toContainText(label);
    }
    await expect(main.getByRole("heading", { level: 2, name: "Education is Our Strongest Weapon" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "The Stigma Is Killing Us" })).toBeVisible();
    await expect(main.getByText(settings.survivor.name)).toBeVisible();
    await expect(main.locator("figcaption", { hasText: "Survivor" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Be the Reason a Man Gets Checked" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Support the Movement" })).toHaveAttribute("href", "/donate");
  });

  test("opens the Health Guide and Doctor Checklist forms; Coming Soon never acts", async ({ page, thirdParty }) => {
    await page.goto("/awareness");
    await waitForHydration(page);
    expect(thirdParty).toEqual([]);
    const resources = page.getByRole("region", { name: "Education is Our Strongest Weapon" });
    for (const [button, title, key] of [
      ["Download Guide", "Health Guide Request", "healthGuide"],
      ["Get Checklist", "Doctor Checklist Request", "doctorChecklist"],
    ] as const) {
      await resources.getByRole("button", { name: button }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      const frame = dialog.locator("iframe");
      await expect(frame).toHaveAttribute("src", FORM(key));
      expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(608);
      await dialog.getByRole("button", { name: `Close ${title}` }).click();
      await expect(dialog).toBeHidden();
    }
    const soon = resources.getByRole("button", { name: "Coming Soon" });
    await expect(soon).toHaveCount(2);
    for (const control of await soon.all()) {
      await expect(control).toBeDisabled();
      await control.click({ force: true });
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("Advocacy", () => {
  test("lists what we fight for, four bullets each", async ({ page }) => {
    await page.goto("/advocacy");
    const main = page.getByRole("main");
    for (const title of ["Healthcare Reform", "Veteran Health Equity", "Pharmaceutical Transparency"]) {
      const card = main.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
      await expect(card.getByRole("listitem")).toHaveCount(4);
    }
    await expect(main.getByRole("link", { name: "Support Our Cause" })).toHaveAttribute("href", "/donate");
  });

  test("opens one advocacy form for all four actions, titled with each action", async ({ page, thirdParty }) => {
    await page.goto("/advocacy");
    await waitForHydration(page);
    expect(thirdParty).toEqual([]);
    const help = page.getByRole("region", { name: "How You Can Help" });
    for (const action of ["Sign the Petition", "Email Your Legislator", "Share Your Story", "Join Our Team"]) {
      await help.getByRole("button", { name: action }).click();
      const dialog = page.getByRole("dialog", { name: action });
      await expect(dialog.getByRole("heading", { name: action })).toBeVisible();
      const frame = dialog.locator("iframe");
      await expect(frame).toHaveAttribute("src", FORM("advocacy"));
      expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(610);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("Donate", { tag: "@settings" }, () => {
  test("has the pitch, eleven gift uses, three ways to give and the 501(c)(3) statement", async ({ page }) => {
    await page.goto("/donate");
    const main = page.getByRole("main");
    await expect(main).toContainText("50% of men get cancer");
    await expect(main).toContainText(/94% by 2050/);
    await expect(main.locator("figure blockquote").first()).toBeVisible();
    await expect(main.getByRole("region", { name: "Where Your Gift Goes" }).locator("ul > li")).toHaveCount(11);
    const ways = main.getByRole("region", { name: "Ways to Give" });
    const links = ways.getByRole("link");
    await expect(links).toHaveCount(3);
    const attrs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]));
    expect(attrs).toEqual(
      [settings.donate.oneTime, settings.donate.monthly, settings.donate.quarterly].map((href) => [href, "_blank", "noopener noreferrer"]),
    );
    expect(new URL(settings.donate.monthly).host).toBe(new URL(settings.donate.quarterly).host);
    expect(settings.donate.monthly).not.toBe(settings.donate.quarterly);
    await expect(main).toContainText("501(c)(3)");
    await expect(main).toContainText(/tax-deductible/);
  });

  test("Donate Now scrolls to Ways to Give", async ({ page }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Donate Now" }).click();
    await expect(page).toHaveURL(/#ways-to-give$/);
    await expect(page.getByRole("heading", { level: 2, name: "Ways to Give" })).toBeInViewport();
  });
});

test.describe("About YHWH", () => {
  test("has Our Mission, Core Values, Our Impact and Support Our Cause", async ({ page }) => {
    await page.goto("/about-yhwh");
    const main = page.getByRole("main");
    const mission = main.getByRole("region", { name: "Our Mission" });
    for (const pillar of ["Financial Assistance", "Advocacy", "Awareness"]) {
      await expect(mission.getByRole("heading", { level: 3, name: pillar })).toBeVisible();
    }
    const values = main.getByRole("region", { name: "Core Values" });
    for (const value of ["Faith", "Compassion", "Action", "Community"]) {
      await expect(values.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    const impact = main.getByRole("region", { name: "Our Impact" });
    for (const [figure, label] of [
      ["100+", /men supported/],
      ["$250K+", /medical aid/],
      ["1000+", /lives touched/],
    ] as const) {
      await expect(impact.getByText(figure, { exact: true }).locator("..")).toContainText(label);
    }
    await expect(main.getByRole("link", { name: "Support Our Cause" })).toHaveAttribute("href", "/donate");
  });
});
