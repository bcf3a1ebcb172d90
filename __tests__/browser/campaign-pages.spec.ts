import { pageAddress } from "../../src/routes";
import { AMOUNT, takesAmount, withAmount, withoutAmount } from "../../src/gift-amount";
import { ladderAmounts } from "../setup/content";
import type { Locator, Page } from "@playwright/test";
import { FRAME_HEIGHTS } from "../../src/constants";
import type { GiveCardProps } from "../../src/components/give-card";
import type { FormKey } from "../../src/mdx-schema/allowed-values";
import { listItemsIn, paragraphsIn, propsOf, type PageEntry } from "../setup/content";
import { expect, formOpeners, settings, sitePage, test, tr, waitForHydration, waysToGive } from "./fixtures";

// Every heading, label and figure expected here is read from the page's MDX (through the content reader) and
// the settings, so a writer's rewording never turns these red; what is fixed is the page's shape.

const FORM = (key: keyof typeof settings.forms.ids) => `${settings.forms.hostedFormUrl}${settings.forms.ids[key]}`;
const titles = (entry: PageEntry, component: string) => propsOf(entry, component).map((props) => props.title);

/** Each Section of the page is a region named by its title, and shows its first paragraph. */
async function expectSections(page: Page, entry: PageEntry) {
  const main = page.getByRole("main");
  for (const title of titles(entry, "Section")) {
    const region = main.getByRole("region", { name: title, exact: true });
    await expect(region.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    const [first] = paragraphsIn(entry, "Section", title);
    if (first) await expect(region).toContainText(first.replace(/\s+/g, " "));
  }
}

/** The page's h1 is its Hero's title, and its <title> starts with its frontmatter title. */
async function expectTitles(page: Page, entry: PageEntry) {
  const [hero] = propsOf(entry, "Hero");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(hero.title);
  expect((await page.title()).startsWith(entry.frontmatter!.title)).toBe(true);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", entry.frontmatter!.description);
}

/** Each StatCard's figure is shown in a card that also holds its words. */
async function expectStatistics(scope: Locator, entry: PageEntry) {
  const values = propsOf(entry, "StatCard").map((props) => props.value);
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) await expect(scope.getByText(value, { exact: true }).first()).toBeVisible();
}

test.describe("Home", { tag: "@settings" }, () => {
  test("has the hero, its sections, the pillars, a founder quote and the call to give", async ({ page, thirdParty }) => {
    const entry = sitePage("index.mdx");
    await page.goto(entry.route);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(propsOf(entry, "Hero")[0].title);
    await expect(
      main
        .locator("section")
        .first()
        .locator(`a[href="${pageAddress(sitePage("donate.mdx").route)}"]`),
    ).toBeVisible();
    await expect(main.locator("figure blockquote").first()).toBeVisible();
    await expectSections(page, entry);
    const pillars = propsOf(entry, "PillarCard");
    expect(pillars.length, "the home page's pillar cards").toBeGreaterThan(0);
    const cards = main.getByRole("article").filter({ has: page.locator("h3") });
    const targets = await cards.evaluateAll((els) => els.map((c) => c.querySelector("a")?.getAttribute("href")));
    for (const pillar of pillars) expect(targets).toContain(pageAddress(pillar.to));
    await expect(main.getByText(tr(entry.route, "testimonial.founder", { name: settings.organisation.name }))).toBeVisible();
    expect(thirdParty).toEqual([]);
  });
});

test.describe("Awareness", { tag: "@settings" }, () => {
  test("has its title, statistics, sections, testimonial and call to action", async ({ page }) => {
    const entry = sitePage("awareness.mdx");
    await page.goto(entry.route);
    await expectTitles(page, entry);
    const main = page.getByRole("main");
    await expect(main.locator("figure blockquote").first()).toBeVisible();
    await expectStatistics(main, entry);
    await expectSections(page, entry);
    await expect(main.getByText(settings.survivor.name)).toBeVisible();
    const [cta] = propsOf(entry, "CallToAction");
    await expect(main.getByRole("heading", { level: 2, name: cta.title })).toBeVisible();
    await expect(main.getByRole("link", { name: cta.label })).toHaveAttribute("href", pageAddress(cta.to));
  });

  test("opens each resource's form; Coming Soon never acts", async ({ page, thirdParty }) => {
    const entry = sitePage("awareness.mdx");
    await page.goto(entry.route);
    await waitForHydration(page);
    expect(thirdParty).toEqual([]);
    const resources = propsOf(entry, "ResourceCard");
    for (const { action, formTitle, form } of resources.filter((r) => r.form)) {
      await page.getByRole("main").getByRole("button", { name: action, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: formTitle });
      await expect(dialog).toBeVisible();
      const frame = dialog.locator("iframe");
      await expect(frame).toHaveAttribute("src", FORM(form as keyof typeof settings.forms.ids));
      expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(FRAME_HEIGHTS[form as FormKey]);
      await dialog.getByRole("button", { name: tr(entry.route, "form.close", { title: formTitle }) }).click();
      await expect(dialog).toBeHidden();
    }
    const soon = page.getByRole("main").getByRole("button", { name: tr(entry.route, "card.comingSoon") });
    await expect(soon).toHaveCount(entry.mdx.components.filter((c) => c.name === "ResourceCard" && c.props.has("comingSoon")).length);
    for (const control of await soon.all()) {
      await expect(control).toBeDisabled();
      await control.click({ force: true });
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("Advocacy", () => {
  test("lists what we fight for, each card with the bullets its MDX gives it", async ({ page }) => {
    const entry = sitePage("advocacy.mdx");
    await page.goto(entry.route);
    const main = page.getByRole("main");
    const cards = titles(entry, "InfoCard");
    expect(cards.length).toBeGreaterThan(0);
    for (const title of cards) {
      const card = main.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
      const bullets = listItemsIn(entry, "InfoCard", title);
      expect(bullets.length).toBeGreaterThan(0);
      await expect(card.getByRole("listitem")).toHaveText(bullets);
    }
    const [cta] = propsOf(entry, "CallToAction");
    await expect(main.getByRole("link", { name: cta.label })).toHaveAttribute("href", pageAddress(cta.to));
  });

  test("opens one advocacy form for every action, titled with each action", async ({ page, thirdParty }) => {
    const entry = sitePage("advocacy.mdx");
    const { form } = formOpeners().advocacy;
    await page.goto(entry.route);
    await waitForHydration(page);
    expect(thirdParty).toEqual([]);
    const actions = titles(entry, "ActionCard");
    expect(actions.length).toBeGreaterThan(1);
    for (const action of actions) {
      await page.getByRole("main").getByRole("button", { name: action, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: action });
      await expect(dialog.getByRole("heading", { name: action })).toBeVisible();
      const frame = dialog.locator("iframe");
      await expect(frame).toHaveAttribute("src", FORM(form));
      expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(FRAME_HEIGHTS[form]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("Donate", { tag: "@settings" }, () => {
  test("has its sections, a testimonial, and each way to give its MDX names, leading where the settings say", async ({ page }) => {
    const entry = sitePage("donate.mdx");
    await page.goto(entry.route);
    await expectTitles(page, entry);
    const main = page.getByRole("main");
    await expectSections(page, entry);
    await expect(main.locator("figure blockquote").first()).toBeVisible();
    // The section the hero's button leads to, named by the title the MDX gives it; one link per GiveCard, in order.
    const ways = main.getByRole("region", { name: waysToGive().title, exact: true });
    const links = ways.locator("a[data-frequency]");
    // A giving page that takes an amount is opened without one: the visitor chooses it there.
    const gives = propsOf(entry, "GiveCard").map((card) => withoutAmount(settings.donate[card.frequency as GiveCardProps["frequency"]]));
    for (const href of gives) expect(href).not.toContain(AMOUNT);
    expect(gives.length).toBeGreaterThan(0);
    await expect(links).toHaveCount(gives.length);
    const attrs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]));
    expect(attrs).toEqual(gives.map((href) => [href, "_blank", "noopener noreferrer"]));
    expect(new URL(settings.donate.monthly).host).toBe(new URL(settings.donate.quarterly).host);
    expect(settings.donate.monthly).not.toBe(settings.donate.quarterly);
  });

  test("the ladder's amounts open the one-time page with that amount when the settings' address takes one, and the trust strip sits at the ask", async ({
    page,
  }) => {
    const entry = sitePage("donate.mdx");
    const { path, id } = waysToGive();
    // The ladder's amounts as the build reads them: each list item's leading bold amount (the MDX's own plugin).
    const amounts = ladderAmounts(entry.text);
    expect(amounts.length).toBeGreaterThan(1);
    await page.goto(path);
    const ways = page.locator(`#${id}`);
    const ladder = ways.locator("aside");
    const choices = ladder.getByRole("link");
    if (takesAmount(settings.donate.oneTime)) {
      const hrefs = amounts.map((amount) => [withAmount(settings.donate.oneTime, amount), "_blank", "noopener noreferrer"]);
      expect(
        await choices.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")])),
      ).toEqual(hrefs);
      // Heard as a gift of that amount, not as a bare figure.
      await expect(choices.first()).toHaveAccessibleName(new RegExp(`^${tr(path, "give.amount")} \\D*${amounts[0]}`));
    } else {
      await expect(choices).toHaveCount(0);
      await expect(ladder.locator("li > strong")).toHaveCount(amounts.length);
    }
    // The trust strip at the ask: the EIN from the settings, where gifts go (an anchor on this page) and the privacy page.
    const strip = ways.locator("[data-trust]");
    await expect(strip).toContainText(settings.organisation.ein);
    const anchor = await strip.locator("a[href^='#']").getAttribute("href");
    await expect(page.locator(anchor!)).toHaveCount(1);
    await expect(strip.locator(`a[href="${pageAddress(sitePage("privacy.mdx").route)}"]`)).toHaveCount(1);
  });

  test("the ask on one laptop screen: every way to give, the trust strip and the whole ladder", { tag: "@desktop" }, async ({ page }) => {
    const { path, id } = waysToGive();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    // As a visitor gets there: the hero's button, and measured where its smooth scroll comes to rest.
    await page.getByRole("main").locator("section").first().locator(`a[href="#${id}"]`).click();
    // Come to rest: the page has scrolled, and stays put from one frame to the next (a scroll that is already over
    // by the time a listener is set sends no scrollend, so the position is what is waited on).
    const resting = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(y > 0 && scrollY === y)));
          }),
      );
    await expect.poll(resting).toBe(true);
    const ways = page.locator(`#${id}`);
    await expect(ways).toBeInViewport();
    // The fonts are font-display: optional, so a first visit on a busy machine keeps the fallback: it fits in either.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const header = (await page.getByRole("banner").boundingBox())!;
    for (const part of [
      ...(await ways.locator("a[data-frequency]").all()),
      ways.locator("[data-trust]"),
      ways.locator("aside li").last(),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(box.y + box.height).toBeLessThanOrEqual(900);
    }
  });

  test("the hero's button scrolls to the ways to give", async ({ page }) => {
    const { path, id } = waysToGive();
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("main").locator("section").first().locator(`a[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  });
});

test.describe("About YHWH", () => {
  test("has its sections, their cards and the impact figures", async ({ page }) => {
    const entry = sitePage("about-yhwh.mdx");
    await page.goto(entry.route);
    await expectTitles(page, entry);
    const main = page.getByRole("main");
    await expectSections(page, entry);
    for (const title of titles(entry, "InfoCard"))
      await expect(main.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    await expectStatistics(main, entry);
    const [cta] = propsOf(entry, "CallToAction");
    await expect(main.getByRole("link", { name: cta.label })).toHaveAttribute("href", pageAddress(cta.to));
  });
});
