import { NO_SCRIPT_CSS } from "../../src/theme/no-script";
import { expectNoAxeViolations } from "./axe";
import { ROUTES, TEMPLATE_ROUTES } from "../setup/content";
import { expect, pathOf, settings, test, tr, waitForHydration } from "./fixtures";

const FORM_URL = (key: keyof typeof settings.forms.ids) => `${settings.forms.hostedFormUrl}${settings.forms.ids[key]}`;

/** The three kinds of form dialog, and how a visitor opens each. */
const DIALOGS = [
  { kind: "contact", path: "/", opener: "Contact Us", title: "Contact Us", inHeader: true },
  { kind: "resource", path: "/awareness", opener: "Download Guide", title: "Health Guide Request", inHeader: false },
  { kind: "advocacy", path: "/advocacy", opener: "Share Your Story", title: "Share Your Story", inHeader: false },
] as const;

async function openDialog(page: import("@playwright/test").Page, d: (typeof DIALOGS)[number]) {
  const scope = d.inHeader ? page.getByRole("banner") : page.getByRole("main");
  const opener = scope.getByRole("button", { name: d.opener }).first();
  if (d.inHeader && !(await opener.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  await opener.click();
  return page.getByRole("dialog", { name: d.title });
}

// axe once per state, at 375 px (the markup is the same at every width); each route's is in first-load.spec.ts.
test.describe("accessibility", () => {
  for (const d of DIALOGS) {
    test(`axe is clean with the ${d.kind} dialog open`, async ({ page }) => {
      await page.goto(d.path);
      await waitForHydration(page);
      await expect(await openDialog(page, d)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("axe is clean with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("keyboard", () => {
  test("the first Tab stop is a visible skip link to the main content", async ({ page }) => {
    await page.goto("/awareness");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues from the main content, past the header's links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });

  for (const path of ["/", "/donate"]) {
    test(`every control on ${path} shows a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const controls = page.locator("a[href]:visible, button:not([disabled]):visible");
      const count = await controls.count();
      for (let i = 0; i < count; i++) {
        const control = controls.nth(i);
        await control.focus();
        const outline = await control.evaluate((el) => {
          const style = getComputedStyle(el);
          return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
        expect(outline.style, await control.evaluate((el) => el.outerHTML.slice(0, 80))).not.toBe("none");
        expect(outline.width).toBeGreaterThanOrEqual(2);
      }
    });
  }

  // The phone menu is covered below.
  test("nav links, form buttons and donation links are reachable and operable by keyboard", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/donate");
    await waitForHydration(page);
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      reached.add(await page.evaluate(() => (document.activeElement?.textContent ?? "").trim()));
    }
    for (const label of ["Home", "Awareness", "Aid", "Advocacy", "Our Why", "About YHWH", "Contact Us", "Donate Now"])
      expect(reached).toContain(label);
    expect([...reached].filter((t) => /^Give/.test(t))).toHaveLength(3);
    await page.getByRole("link", { name: "Donate Now" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Ways to Give" })).toBeInViewport();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Advocacy" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/advocacy$/);
    const share = page.getByRole("button", { name: "Share Your Story" });
    await share.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Share Your Story" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(share).toBeFocused();
  });

  test("the phone menu opens, is walked and closes by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("motion", () => {
  test("with reduced motion there is no smooth scrolling and no animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/donate");
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
    await page.getByRole("link", { name: "Donate Now" }).click();
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

  // The MDX pages are long reads; a story listing may hold a single card.
  for (const route of [...ROUTES.map((r) => ({ ...r, least: 800 })), ...TEMPLATE_ROUTES.map((r) => ({ ...r, least: 200 }))]) {
    test(`${route.path} shows its text, images and navigation`, async ({ page }) => {
      const path = pathOf(route);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await page.getByRole("main").innerText()).length, path).toBeGreaterThan(route.least);
      for (const img of await page.locator("main img").all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(
            () => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && getComputedStyle(el).opacity === "1"),
            path,
          )
          .toBe(true);
      }
      const nav = page.getByRole("navigation", { name: tr(path, "nav.main") });
      await expect(nav.getByRole("link", { name: tr(path, "nav.awareness") })).toBeVisible();
    });
  }

  test("the no-JavaScript style reaches the page whole and shows the phone's navigation", async ({ page }) => {
    await page.goto("/awareness");
    // Every rule of the style as the browser parsed it on the page (one with "&gt;" for ">" is dropped).
    const selectors = await page.evaluate((css) => {
      const rules = (list: CSSRuleList): string[] =>
        [...list].flatMap((rule) => (rule instanceof CSSGroupingRule ? rules(rule.cssRules) : [(rule as CSSStyleRule).selectorText]));
      const expected = new CSSStyleSheet();
      expected.replaceSync(css);
      const onPage = [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules));
      return { expected: rules(expected.cssRules), missing: rules(expected.cssRules).filter((s) => !onPage.includes(s)) };
    }, NO_SCRIPT_CSS);
    expect(selectors.expected.length).toBeGreaterThan(0);
    expect(selectors.missing).toEqual([]);
    await expect(page.locator("[data-menu-toggle]")).toBeHidden();
    await expect(page.locator("#site-nav")).toBeVisible();
  });

  test("its links work", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Aid" }).click();
    await expect(page).toHaveURL(/\/donate$/);
  });

  test("Donate Now reaches Ways to Give and the donation links open in a new tab", async ({ page }) => {
    await page.goto("/donate");
    await page.getByRole("link", { name: "Donate Now" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Ways to Give" })).toBeInViewport();
    const links = page.getByRole("region", { name: "Ways to Give" }).getByRole("link");
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });

  for (const [path, name, form] of [
    ["/", "Contact Us", "contact"],
    ["/awareness", "Download Guide", "healthGuide"],
    ["/awareness", "Get Checklist", "doctorChecklist"],
    ["/advocacy", "Join Our Team", "advocacy"],
  ] as const) {
    test(`${name} on ${path} is a link to its hosted form`, { tag: "@settings" }, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole("link", { name }).first();
      await expect(link).toHaveAttribute("href", FORM_URL(form));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
  }
});

test.describe("before the scripts arrive", () => {
  test("the phone's Menu control leads to the Quick Links, and form openers are links", async ({ page }) => {
    // JavaScript is on, but the site's scripts never come (a dropped connection, a slow phone).
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/awareness");
    const menu = page.getByRole("banner").getByRole("link", { name: "Menu" });
    await expect(menu).toHaveAttribute("href", "#footer-links");
    await menu.click();
    await expect(page.getByRole("heading", { name: "Quick Links" })).toBeInViewport();
    await expect(page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Advocacy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Guide" })).toHaveAttribute("href", FORM_URL("healthGuide"));
  });
});

test.describe("when the form vendor is unreachable", () => {
  test.use({ vendor: "down" });

  for (const d of DIALOGS) {
    test(`the ${d.kind} dialog still opens, offers other ways to reach us and closes`, async ({ page, consoleProblems }) => {
      await page.goto(d.path);
      await waitForHydration(page);
      const dialog = await openDialog(page, d);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: /Open the form in a new tab/ })).toBeVisible({ timeout: 3_000 });
      await expect(dialog.getByRole("link", { name: settings.contact.phone })).toBeVisible();
      await expect(dialog.getByRole("link", { name: settings.contact.email })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      expect(consoleProblems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
    });
  }
});

test.describe("when the form vendor is slow", () => {
  test.use({ vendor: "slow" });

  test("the dialog shows a loading state, and closing early leaves no script error", async ({ page, consoleProblems, releaseVendor }) => {
    await page.goto("/advocacy");
    await waitForHydration(page);
    const dialog = await openDialog(page, DIALOGS[2]);
    await expect(dialog.getByRole("status")).toHaveText(/Loading the form/);
    await expect(dialog.getByRole("status")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The vendor answers only now, after the dialog has gone; the page must take that calmly.
    await releaseVendor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(consoleProblems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
  });
});

test.describe("opening and closing 50 times", () => {
  test("leaves one embed script, no lock, focus back and no growing DOM", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/advocacy");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Sign the Petition", exact: true });
    // The body only: Gatsby adds prefetch links to the head as links scroll into view.
    const nodes = () => page.evaluate(() => document.body.getElementsByTagName("*").length);
    // The first opening loads the dialog's code; count the page after it.
    await opener.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog")).toHaveCount(0);
    const before = await nodes();
    for (let i = 0; i < 50; i++) {
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    expect(await page.locator(`script[src="${settings.forms.embedScriptUrl}"]`).count()).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    expect(await page.evaluate(() => document.querySelectorAll("[inert], dialog").length)).toBe(0);
    await expect(opener).toBeFocused();
    expect(await nodes()).toBe(before);
  });
});
