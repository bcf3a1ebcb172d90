import { localize } from "../../src/routes";
import { formUrl } from "../../src/settings";
import { pageIn, usesOf } from "../setup/content";
import { expect, fontState, founderPath, settings, settingsFor, sitePage, test, tr, waitForHydration } from "./fixtures";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");
const oneLine = (a: { street: string; city: string; region: string; postalCode: string }) =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
/** A committed page's route, for test titles (the site under test may name the founder's page otherwise). */
const routeOf = (file: string) => pageIn(process.cwd(), file).route;
/** The first button a page's MDX gives a form: its label and the dialog's title, as the writer wrote them. */
const formButton = (file: string, form: string) => {
  const use = usesOf(sitePage(file), "FormButton").find((u) => u.props.form === form)!;
  return { label: use.text, title: use.props.title };
};
const GET_HELP = routeOf("get-help.mdx");
const THANKS = routeOf("newsletter-thanks.mdx");
const FOUNDER_PATH = routeOf("about-founder.mdx");

test.describe("Get Help", () => {
  // In each language: the Spanish page lists the lines that answer in Spanish, its form asks in Spanish.
  for (const [locale, file] of [
    ["en", "get-help.mdx"],
    ["es", "es/get-help.mdx"],
  ] as const) {
    const path = localize(GET_HELP, locale);
    test(`${path} puts the phone first, then the contact form and every outside helpline`, { tag: "@settings" }, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      // The first link in the page is a tap-to-call link to the foundation's number.
      const firstLink = main.getByRole("link").first();
      await expect(firstLink).toHaveAttribute("href", `tel:${digits(settings.contact.phone)}`);
      await expect(firstLink).toBeInViewport();
      const lines = settingsFor(locale).help.helplines;
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const item = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: line.name }) });
        await expect(item.locator(`a[href="tel:${digits(line.phone)}"]`)).toHaveText(line.phone);
        await expect(item).toContainText(line.hours);
        const site = item.locator(`a[href="${line.url}"]`);
        await expect(site).toHaveAttribute("target", "_blank");
        await expect(site).toHaveAttribute("rel", "noopener noreferrer");
      }
    });

    test(`${path} opens the contact form from the page, in its language`, { tag: "@settings" }, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page
        .getByRole("main")
        .getByRole("button", { name: formButton(file, "contact").label, exact: true })
        .click();
      const { title } = formButton(file, "contact");
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog.locator("iframe")).toHaveAttribute("src", formUrl("contact", settingsFor(locale)));
      await expect(dialog.locator("iframe")).toHaveAttribute("title", tr(path, "form.frame", { title }));
      await expect(dialog.getByRole("button", { name: tr(path, "form.close", { title }) })).toBeVisible();
    });
  }

  for (const from of ["/", "/donate"]) {
    test(`is linked from ${from}`, async ({ page }) => {
      await page.goto(from);
      await expect(page.getByRole("main").locator(`a[href="${GET_HELP}"]`).first()).toBeVisible();
    });
  }

  test("is a secondary button beside the giving button in the home hero", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("main").locator("section").first();
    const give = hero.locator('a[href="/donate"]');
    const help = hero.locator(`a[href="${GET_HELP}"]`);
    await expect(help).toBeVisible();
    // Gold is for giving: the help button does not share the giving button's background.
    const background = (l: typeof give) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(help)).not.toBe(await background(give));
  });
});

test.describe("Donate page", { tag: "@settings" }, () => {
  test("shows the EIN, the payee and the check address from the settings, and the supporter", async ({ page }) => {
    await page.goto("/donate");
    const main = page.getByRole("main");
    await expect(main).toContainText(settings.organisation.ein);
    await expect(main).toContainText(settings.donate.checkPayableTo);
    await expect(main).toContainText(oneLine(settings.donate.mailingAddress));
    await expect(main.locator("figcaption", { hasText: settings.supporter.name })).toBeVisible();
  });
});

test.describe("sources", () => {
  // Every statistic card's source line is checked on every built page in __tests__/built/pages.test.ts.
  test("impact figures say when they were counted", async ({ page }) => {
    await page.goto("/about-yhwh");
    const cards = page.locator("[data-stat-card]");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText(`as of ${settings.organisation.impactAsOf}`);
  });

  test("founding years come from the settings", async ({ page }) => {
    await page.goto("/about-yhwh");
    await expect(page.getByRole("main")).toContainText(String(settings.organisation.foundingYear));
  });
});

test.describe("share links", { tag: "@settings" }, () => {
  for (const [title, pathOnSite] of [
    [FOUNDER_PATH, founderPath],
    ["/advocacy", () => "/advocacy"],
  ] as const) {
    test(`${title} shares its canonical address without a third-party script`, async ({ page, thirdParty }) => {
      const path = pathOnSite();
      await page.goto(path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(`${settings.siteUrl}${path}`);
      const links = page.getByRole("navigation", { name: "Share this page" }).getByRole("link");
      await expect(links).toHaveCount(3);
      for (const link of await links.all()) {
        const href = (await link.getAttribute("href"))!;
        expect(href).toContain(encodeURIComponent(canonical!));
        if (href.startsWith("https://")) {
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        } else expect(href.startsWith("mailto:")).toBe(true);
      }
      expect(thirdParty).toEqual([]);
    });
  }

  test("Our Why leads on after the story: talk to us and give", async ({ page }) => {
    // Without the scripts the contact opener is a link to the hosted form (with them, a button).
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(founderPath());
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/donate"]').last()).toBeVisible();
    await expect(main.locator(`a[href="${settings.forms.hostedFormUrl}${settings.forms.ids.contact}"]`).last()).toBeVisible();
  });
});

test.describe("first screens", () => {
  for (const path of ["/advocacy", "/about-yhwh"]) {
    test(`the hero of ${path} holds a button in the first screen`, async ({ page }) => {
      await page.goto(path);
      await fontState(page, "web");
      const hero = page.getByRole("main").locator("section").first();
      const button = hero
        .getByRole("link")
        .filter({ hasNot: page.locator('[href^="tel:"], [href^="mailto:"]') })
        .first();
      await expect(button).toBeInViewport();
      const href = (await button.getAttribute("href"))!;
      if (href.startsWith("#")) await expect(page.locator(href)).toHaveCount(1);
    });
  }
});

test.describe("newsletter thank-you", () => {
  test("thanks the reader under its own heading and leads on", async ({ page }) => {
    await page.goto(THANKS);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.locator(`a[href="${GET_HELP}"]`)).toBeVisible();
    await expect(main.locator('a[href="/donate"]')).toBeVisible();
  });
});
