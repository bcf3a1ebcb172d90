// npm run cms:screenshots: the pictures in CONTENT.md, "Editing in the browser", taken from a local
// editing session (scripts/cms-session.mjs), so they show the editor as it is. Writes docs/*.png; given
// names (`npm run cms:screenshots -- cms-story.png`), only those.
import { mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { startCmsSession } from "../../scripts/cms-session.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const DOCS = join(ROOT, "docs");
mkdirSync(DOCS, { recursive: true });
const wanted = process.argv.slice(2);
const take = (name) => wanted.length === 0 || wanted.includes(name);
const written = [];

/** A small PNG: half size, 64 colours; enough to recognise the screen. */
const save = async (buffer, name) => {
  await sharp(buffer).resize({ width: 960 }).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(join(DOCS, name));
  written.push(`docs/${name}`);
};

const session = await startCmsSession();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // Moving from an edited entry to another asks first (src/admin/route-guard.ts); the reload that follows may close
  // the dialog before this answer arrives, which is no failure.
  page.on("dialog", (dialog) => dialog.accept().catch(() => {}));
  await page.goto(session.adminUrl);
  await page.getByRole("button", { name: "Login" }).click();
  const preview = page.frameLocator("#preview-pane");

  if (take("cms-editor.png") || take("cms-preview-check.png")) {
    await page.goto(`${session.adminUrl}#/collections/pages/entries/awareness`);
    // The page's text: Decap's code widget, a CodeMirror editor (src/admin/text-widget.tsx).
    const body = page.locator(".CodeMirror").first();
    await body.waitFor();
    await preview.locator("main").waitFor();
    await page.waitForTimeout(1000);
    if (take("cms-editor.png")) await save(await page.screenshot(), "cms-editor.png");

    if (take("cms-preview-check.png")) {
      // The preview names what is wrong, as the build would: here an image's alt text removed.
      const text = await body.evaluate((el) => el.CodeMirror.getValue());
      const alt = / alt="[^"]*"/.exec(text);
      await body.evaluate(
        (el, [start, end]) => {
          el.CodeMirror.focus();
          el.CodeMirror.setSelection(el.CodeMirror.posFromIndex(start), el.CodeMirror.posFromIndex(end));
        },
        [alt.index, alt.index + alt[0].length],
      );
      await page.keyboard.press("Backspace");
      await preview.getByRole("alert").waitFor();
      await save(await page.screenshot(), "cms-preview-check.png");
    }
  }

  // A story: its fields (the picture, the tags to pick, the event group) beside its page as the site shows it.
  const [story] = readdirSync(join(ROOT, "content/stories")).filter((name) => name.endsWith(".mdx"));
  if (take("cms-story.png") && story) {
    // A fresh editor: the page above was left with an unsaved change.
    await page.goto(session.adminUrl);
    await page.reload();
    await page.goto(`${session.adminUrl}#/collections/stories`);
    await page.goto(`${session.adminUrl}#/collections/stories/entries/${story.replace(/\.mdx$/, "")}`);
    await page.getByRole("textbox", { name: "Tags", exact: true }).waitFor();
    await preview.locator("main h1").waitFor();
    await page.waitForTimeout(1000);
    await save(await page.screenshot(), "cms-story.png");
  }
  console.log(`Wrote ${written.join(", ") || "nothing"}.`);
} finally {
  await browser.close();
  await session.stop();
}
