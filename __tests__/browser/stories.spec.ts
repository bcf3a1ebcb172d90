import { STORIES_PATH, pageAddress } from "../../src/routes";
import { STORIES_PER_PAGE } from "../../src/stories/listing-pages";
import { expect, sitePage, siteStories, test, tr, waitForHydration } from "./fixtures";

// What only a browser shows of the stories; the markup of every story page is checked in Node
// (__tests__/built/stories.test.ts), and one route per template in the per-route checks.
// @settings: these run again on the launch-day site, whose 25 generated stories fill three listing pages.
test.describe("stories", { tag: "@settings" }, () => {
  test("a reader goes from the home page's Latest stories to a story, and through the listing's pages by keyboard", async ({ page }) => {
    const stories = siteStories();
    test.skip(stories.length === 0, "no stories on this site");
    const home = sitePage("index.mdx").route;
    await page.goto(home);
    const block = page.getByRole("region", { name: tr(home, "stories.latest") });
    const newestElsewhere = block.getByRole("heading", { level: 3, name: stories[0].frontmatter.title });
    await expect(block.getByRole("link", { name: tr(home, "stories.allLink") })).toHaveAttribute("href", pageAddress(STORIES_PATH));
    // The newest story is on the home page, unless it is the next event, which has a place of its own there too.
    await expect(newestElsewhere).toBeVisible();
    await newestElsewhere.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stories[0].frontmatter.title);

    await page.goto(STORIES_PATH);
    const pages = Math.ceil(stories.length / STORIES_PER_PAGE);
    for (let n = 2; n <= pages; n++) {
      const older = page.getByRole("link", { name: tr(STORIES_PATH, "stories.older") });
      await older.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${pageAddress(`${STORIES_PATH}/${n}`)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(tr(STORIES_PATH, "stories.page", { page: n, pages }));
    }
    await expect(page.getByRole("link", { name: tr(STORIES_PATH, "stories.older") })).toHaveCount(0);
    if (pages === 1) return;

    // From the last page, a numbered page and the first by keyboard; every link of the pager is a 44 px target,
    // and the listing does not scroll sideways (at 375 px on a phone).
    const pager = page.getByRole("navigation", { name: tr(STORIES_PATH, "stories.pages") });
    for (const link of await pager.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect([await link.textContent(), box.width >= 44 && box.height >= 44]).toEqual([await link.textContent(), true]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await pager.getByRole("link", { name: tr(STORIES_PATH, "stories.page", { page: pages - 1, pages }) }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${pageAddress(`${STORIES_PATH}/${pages - 1}`)}$`));
    // The address changes before the new page is drawn: wait for its heading, or focus lands on the old pager's link.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(tr(STORIES_PATH, "stories.page", { page: pages - 1, pages }));
    await pager.getByRole("link", { name: tr(STORIES_PATH, "stories.first") }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${pageAddress(STORIES_PATH)}$`));
  });

  test("an event offers its calendar file, and says it has ended once its end has passed", async ({ page, request }) => {
    const event = siteStories().find((s) => s.frontmatter.event);
    test.skip(!event, "no event on this site");
    const route = event!.route;
    const ics = await request.get(`${route}.ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain("BEGIN:VEVENT");

    // The page as built says what the build knew; a visitor's browser corrects it after the end.
    await page.clock.setFixedTime(new Date(Date.parse(event!.frontmatter.event!.end) + 60_000));
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: tr(route, "event.ended") })).toBeVisible();
    await expect(page.getByRole("link", { name: tr(route, "event.calendar") })).toHaveCount(0);
  });
});
