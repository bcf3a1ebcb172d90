import { localize, pageAddress } from "../../src/routes";
import { formUrl } from "../../src/settings";
import { pageIn, usesOf } from "../setup/content";
import { expect, fontState, founderPath, settings, settingsFor, sitePage, test, tr, waitForHydration } from "./fixtures";

// Routes are the content's: a committed page's (routeOf) in test titles, the site under test's (sitePage) inside a test.

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
/** The Aid page's route on the site under test: where the giving links lead. */
const donatePath = () => sitePage("donate.mdx").route;

test.describe("Get Help", () => {
  // In each language: the Spanish page lists the lines that answer in Spanish, its form asks in Spanish.
  for (const [locale, file] of [
    ["en", "get-help.mdx"],
    ["es", "es/get-help.mdx"],
  ] as const) {
    const path = localize(GET_HELP, locale);
    test(`${path} puts the phone first, then the contact form and every outside helpline`, { tag: "@settings" }, async ({ page }) => {
      await page.goto(sitePage(file).route);
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
      await page.goto(sitePage(file).route);
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

  for (const file of ["index.mdx", "donate.mdx"]) {
    test(`is linked from ${routeOf(file)}`, async ({ page }) => {
      await page.goto(sitePage(file).route);
      await expect(
        page
          .getByRole("main")
          .locator(`a[href="${pageAddress(GET_HELP)}"]`)
          .first(),
      ).toBeVisible();
    });
  }

  test("is a secondary button beside the giving button in the home hero", async ({ page }) => {
    await page.goto(sitePage("index.mdx").route);
    const hero = page.getByRole("main").locator("section").first();
    const give = hero.locator(`a[href="${pageAddress(donatePath())}"]`);
    const help = hero.locator(`a[href="${pageAddress(GET_HELP)}"]`);
    await expect(help).toBeVisible();
    // Gold is for giving: the help button does not share the giving button's background.
    const background = (l: typeof give) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(help)).not.toBe(await background(give));
  });
});

test.describe("Donate page", { tag: "@settings" }, () => {
  test("shows the EIN, the payee and the check address from the settings, and the supporter", async ({ page }) => {
    await page.goto(donatePath());
    const main = page.getByRole("main");
    await expect(main).toContainText(settings.organisation.ein);
    await expect(main).toContainText(settings.donate.checkPayableTo);
    await expect(main).toContainText(oneLine(settings.donate.mailingAddress));
    await expect(main.locator("figcaption", { hasText: settings.supporter.name })).toBeVisible();
  });
});

test.describe("sources", () => {
  // Every statistic card's source line is checked on every built page in __tests__/built/pages.test.ts.
  test("impact figures say when they were counted, or that they are samples", async ({ page }) => {
    const path = sitePage("about-yhwh.mdx").route;
    await page.goto(path);
    const cards = page.locator("[data-stat-card]");
    expect(await cards.count()).toBeGreaterThan(0);
    const counted = tr(path, "source.impact", { name: settings.organisation.name, asOf: settings.organisation.impactAsOf });
    // A figure not yet counted says only that it is a sample (the build's tests hold each mark to the content).
    const sample = tr(path, "sample.figure");
    for (const card of await cards.all())
      if (await card.locator('[data-sample="figure"]').count()) {
        await expect(card).toContainText(sample);
        await expect(card).not.toContainText(counted);
      } else await expect(card).toContainText(counted);
  });

  test("founding years come from the settings", async ({ page }) => {
    await page.goto(sitePage("about-yhwh.mdx").route);
    await expect(page.getByRole("main")).toContainText(String(settings.organisation.foundingYear));
  });
});

// The share links (each page that places them shares its canonical address, in its language, with no network's
// script) are checked in jsdom over the content (__tests__/unit/leads-somewhere.test.tsx); each page's canonical
// address in the built files (__tests__/built/pages.test.ts); that no page asks another host for anything in
// every-route.spec.ts.
test.describe("Our Why", { tag: "@settings" }, () => {
  test("leads on after the story: talk to us and give", async ({ page }) => {
    // Without the scripts the contact opener is a link to the hosted form (with them, a button).
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(founderPath());
    const main = page.getByRole("main");
    await expect(main.locator(`a[href="${pageAddress(donatePath())}"]`).last()).toBeVisible();
    await expect(main.locator(`a[href="${settings.forms.hostedFormUrl}${settings.forms.ids.contact}"]`).last()).toBeVisible();
  });
});

test.describe("first screens", () => {
  for (const file of ["advocacy.mdx", "about-yhwh.mdx"]) {
    test(`the hero of ${routeOf(file)} holds a button in the first screen`, async ({ page }) => {
      await page.goto(sitePage(file).route);
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
    await expect(main.locator(`a[href="${pageAddress(GET_HELP)}"]`)).toBeVisible();
    await expect(main.locator(`a[href="${pageAddress(donatePath())}"]`)).toBeVisible();
  });
});
