import { expect, settings, sitePage, test, tr } from "./fixtures";

test.describe("the newsletter form", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the address and the list to the newsletter service without JavaScript", async ({ page }) => {
    const posted: { method: string; body: URLSearchParams }[] = [];
    await page.route(settings.newsletter.action, (route) => {
      posted.push({ method: route.request().method(), body: new URLSearchParams(route.request().postData() ?? "") });
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Almost done</title><p>Check your e-mail.</p>" });
    });
    const home = sitePage("index.mdx").route;
    await page.goto(home);
    const form = page.getByRole("contentinfo").locator("form");
    await form.getByLabel(tr(home, "newsletter.email")).fill("reader@example.com");
    await form.getByRole("button", { name: tr(home, "newsletter.submit") }).click();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0].method).toBe("POST");
    expect(posted[0].body.get(settings.newsletter.emailField)).toBe("reader@example.com");
    expect(posted[0].body.get(settings.newsletter.listField)).toBe(settings.newsletter.listId);
  });
});
