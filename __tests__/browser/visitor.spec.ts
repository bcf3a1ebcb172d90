import type { Page } from "@playwright/test";
import { NAV_PAGES } from "../../src/constants";
import { localeOf, pageAddress } from "../../src/routes";
import { headerFits } from "../../src/pipeline/header-fit";
import { noScriptCss } from "../../src/theme/no-script";
import { expectNoAxeViolations } from "./axe";
import { pageIn, propsOf } from "../setup/content";
import {
  advocacyActions,
  expect,
  formOpeners,
  hostedForm,
  settings,
  sitePage,
  test,
  tr,
  waitForHydration,
  waysToGive,
  type FormOpener,
} from "./fixtures";

// Every label, title and route expected here is read from the MDX (through the content reader), the settings
// or the string tables: a writer's rewording never turns these red.

/** A committed page's route, for test titles. */
const routeOf = (file: string) => pageIn(process.cwd(), file).route;

async function openDialog(page: Page, d: FormOpener) {
  const scope = d.inHeader ? page.getByRole("banner") : page.getByRole("main");
  const opener = scope.getByRole("button", { name: d.label, exact: true }).first();
  if (d.inHeader && !(await opener.isVisible())) await page.getByRole("button", { name: tr(d.path, "nav.menu") }).click();
  await opener.click();
  return page.getByRole("dialog", { name: d.title });
}

// axe once per state, at 375 px (the markup is the same at every width); each route's is in every-route.spec.ts, each
// kind of form dialog's with the vendor's frame in it in security.spec.ts (under the CSP, on the same opening).
test.describe("accessibility", () => {
  test("axe is clean with the mobile menu open", async ({ page }) => {
    const home = sitePage("index.mdx").route;
    await page.goto(home);
    await waitForHydration(page);
    await page.getByRole("button", { name: tr(home, "nav.menu") }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("keyboard", () => {
  test("the first Tab stop is a visible skip link to the main content", async ({ page }) => {
    const path = sitePage("awareness.mdx").route;
    await page.goto(path);
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: tr(path, "header.skip") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues from the main content, past the header's links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });

  // Every control's focus outline is checked on every route, at 375 and 1280 px, as the Tab key reaches it: in
  // every-route.spec.ts's walk, beside the check that the header never covers it.

  // The phone menu is covered below.
  test("nav links, form buttons and donation links are reachable and operable by keyboard", { tag: "@desktop" }, async ({ page }) => {
    const ways = waysToGive();
    const path = ways.path;
    await page.goto(path);
    await waitForHydration(page);
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      reached.add(await page.evaluate(() => (document.activeElement?.textContent ?? "").trim()));
    }
    for (const label of [...NAV_PAGES.map((nav) => tr(path, nav.label)), tr(path, "header.contact"), ways.button])
      expect(reached).toContain(label);
    // Each way to give is a link that leaves the site, and says so to screen readers.
    expect(ways.gives.length).toBeGreaterThan(0);
    for (const label of ways.gives) expect(reached).toContain(`${label}${tr(path, "link.newTab")}`.trim());
    await page.getByRole("main").getByRole("link", { name: ways.button, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: ways.title, exact: true })).toBeInViewport();
    await page
      .getByRole("navigation", { name: tr(path, "nav.main") })
      .getByRole("link", { name: tr(path, "nav.advocacy"), exact: true })
      .focus();
    await page.keyboard.press("Enter");
    const advocacy = sitePage("advocacy.mdx").route;
    await expect(page).toHaveURL(new RegExp(`${pageAddress(advocacy)}$`));
    const [action] = advocacyActions();
    const share = page.getByRole("main").getByRole("button", { name: action.label, exact: true });
    await share.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: action.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(share).toBeFocused();
  });

  test("the phone menu opens, is walked and closes by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const home = sitePage("index.mdx").route;
    await page.goto(home);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: tr(home, "nav.menu") });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: tr(home, "nav.main") }).getByRole("link", { name: tr(home, "nav.home"), exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("motion", () => {
  test("with reduced motion there is no smooth scrolling and no animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const ways = waysToGive();
    await page.goto(ways.path);
    await waitForHydration(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    const moving = await page.evaluate(
      () =>
        [...document.querySelectorAll("*")].filter((el) => {
          const s = getComputedStyle(el);
          return parseFloat(s.transitionDuration) > 0.01 || (s.animationName !== "none" && parseFloat(s.animationDuration) > 0.01);
        }).length,
    );
    expect(moving).toBe(0);
    await page.getByRole("main").getByRole("link", { name: ways.button, exact: true }).click();
    const y1 = await page.evaluate(() => window.scrollY);
    // A smooth scroll would still be moving two frames later.
    const y2 = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
    );
    expect(y2).toBe(y1);
    expect(y1).toBeGreaterThan(300);
  });
});

// Tagged @settings where a test reads the settings: those run again against the launch-day site.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Each route's floor (its text, pictures and navigation at 375 px) is checked on the load image-sizes.spec.ts makes
  // of it without JavaScript.

  test("the no-JavaScript style reaches the page whole and shows the phone's navigation", async ({ page }) => {
    const path = sitePage("awareness.mdx").route;
    await page.goto(path);
    // Every rule of the style as the browser parsed it on the page (one with "&gt;" for ">" is dropped).
    const selectors = await page.evaluate(
      (css) => {
        const rules = (list: CSSRuleList): string[] =>
          [...list].flatMap((rule) => (rule instanceof CSSGroupingRule ? rules(rule.cssRules) : [(rule as CSSStyleRule).selectorText]));
        const expected = new CSSStyleSheet();
        expected.replaceSync(css);
        const onPage = [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules));
        return { expected: rules(expected.cssRules), missing: rules(expected.cssRules).filter((s) => !onPage.includes(s)) };
      },
      noScriptCss(headerFits()[localeOf(path)]),
    );
    expect(selectors.expected.length).toBeGreaterThan(0);
    expect(selectors.missing).toEqual([]);
    await expect(page.locator("[data-menu-toggle]")).toBeHidden();
    await expect(page.locator("#site-nav")).toBeVisible();
  });

  test("its links work", async ({ page }) => {
    const home = sitePage("index.mdx").route;
    await page.goto(home);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: tr(home, "legal.terms") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pageAddress(sitePage("terms.mdx").route)}$`));
    await page
      .getByRole("navigation", { name: tr(home, "nav.main") })
      .getByRole("link", { name: tr(home, "nav.aid"), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pageAddress(sitePage("donate.mdx").route)}$`));
  });

  test("the Aid hero's button reaches the ways to give and the donation links open in a new tab", async ({ page }) => {
    const ways = waysToGive();
    await page.goto(ways.path);
    await page.getByRole("main").getByRole("link", { name: ways.button, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: ways.title, exact: true })).toBeInViewport();
    // The ways to give, and the ladder's amounts where the giving page takes one: every link there that leaves the site.
    const region = page.getByRole("region", { name: ways.title, exact: true });
    await expect(region.locator("a[data-frequency]")).toHaveCount(ways.gives.length);
    const links = region.locator("a[data-frequency], a[data-amount]");
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });

  /** Each page's form openers as the site under test's MDX and header give them. */
  const OPENERS: { file: string; openers: () => FormOpener[] }[] = [
    { file: "index.mdx", openers: () => [formOpeners().contact] },
    {
      file: "awareness.mdx",
      openers: () => {
        const entry = sitePage("awareness.mdx");
        return propsOf(entry, "ResourceCard")
          .filter((r) => r.form)
          .map((r) => ({ path: entry.route, label: r.action, title: r.formTitle, form: r.form as FormOpener["form"], inHeader: false }));
      },
    },
    {
      file: "advocacy.mdx",
      openers: () => advocacyActions().map((a) => ({ ...a, path: sitePage("advocacy.mdx").route, form: "advocacy", inHeader: false })),
    },
  ];
  for (const { file, openers } of OPENERS) {
    test(`each form opener on ${routeOf(file)} is a link to its hosted form`, { tag: "@settings" }, async ({ page }) => {
      const list = openers();
      expect(list.length).toBeGreaterThan(0);
      await page.goto(list[0].path);
      for (const { label, form, inHeader } of list) {
        const scope = inHeader ? page.getByRole("banner") : page.getByRole("main");
        const link = scope.getByRole("link", { name: label, exact: true }).first();
        await expect(link).toHaveAttribute("href", hostedForm(form));
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    });
  }
});

test.describe("before the scripts arrive", () => {
  test("the phone's Menu control leads to the Quick Links, and form openers are links", async ({ page }) => {
    // JavaScript is on, but the site's scripts never come (a dropped connection, a slow phone).
    await page.route(/\.js$/, (route) => route.abort());
    const resource = formOpeners().resource;
    const path = resource.path;
    await page.goto(path);
    const menu = page.getByRole("banner").getByRole("link", { name: tr(path, "nav.menu") });
    await expect(menu).toHaveAttribute("href", "#footer-links");
    await menu.click();
    await expect(page.getByRole("heading", { name: tr(path, "footer.quickLinks") })).toBeInViewport();
    await expect(
      page
        .getByRole("navigation", { name: tr(path, "footer.quickLinks") })
        .getByRole("link", { name: tr(path, "nav.advocacy"), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: resource.label, exact: true })).toHaveAttribute(
      "href",
      hostedForm(resource.form),
    );
  });
});

test.describe("when the form vendor is unreachable", () => {
  test.use({ vendor: "down" });

  // Every dialog is the same FormModal (its failure paths are in form-modal.test.tsx); this is the real network's refusal.
  test("the contact dialog still opens, offers other ways to reach us and closes", async ({ page, consoleProblems }) => {
    const d = formOpeners().contact;
    await page.goto(d.path);
    await waitForHydration(page);
    const dialog = await openDialog(page, d);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: tr(d.path, "form.openNewTab") })).toBeVisible({ timeout: 3_000 });
    await expect(dialog.getByRole("link", { name: settings.contact.phone })).toBeVisible();
    await expect(dialog.getByRole("link", { name: settings.contact.email })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(consoleProblems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
  });
});

test.describe("when the form vendor is slow", () => {
  test.use({ vendor: "slow" });

  test("the dialog shows a loading state, and closing early leaves no script error", async ({ page, consoleProblems, releaseVendor }) => {
    const d = formOpeners().advocacy;
    await page.goto(d.path);
    await waitForHydration(page);
    const dialog = await openDialog(page, d);
    await expect(dialog.getByRole("status")).toContainText(tr(d.path, "form.loading"));
    await expect(dialog.getByRole("status")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The vendor answers only now, after the dialog has gone; the page must take that calmly.
    await releaseVendor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(consoleProblems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
  });
});

// Ten times: whatever an opening leaves behind (a node, a script, a listener's lock) shows ten times over.
test.describe("opening and closing ten times", () => {
  test("leaves one embed script, no lock, focus back and no growing DOM", { tag: "@desktop" }, async ({ page }) => {
    const d = formOpeners().advocacy;
    await page.goto(d.path);
    await waitForHydration(page);
    const opener = page.getByRole("main").getByRole("button", { name: d.label, exact: true });
    // The body only: Gatsby adds prefetch links to the head as links scroll into view.
    const nodes = () => page.evaluate(() => document.body.getElementsByTagName("*").length);
    // The first opening loads the dialog's code; count the page after it.
    await opener.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog")).toHaveCount(0);
    const before = await nodes();
    for (let i = 0; i < 10; i++) {
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    expect(await page.locator(`script[src="${settings.forms.embedScriptUrl}"]`).count()).toBe(1);
    // The last closing may still be tidying up when the dialog is hidden: wait for the page it leaves.
    await expect(page.locator("[inert], dialog")).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await expect(opener).toBeFocused();
    await expect.poll(nodes).toBe(before);
  });
});
