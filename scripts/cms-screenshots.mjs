// npm run cms:screenshots: the pictures in CONTENT.md, "Editing in the browser", taken from a local
// editing session (scripts/cms-session.mjs), so they show the editor as it is. Writes docs/*.png.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { startCmsSession } from "./cms-session.mjs";

const DOCS = resolve(fileURLToPath(import.meta.url), "../../docs");
mkdirSync(DOCS, { recursive: true });

/** A small PNG: half size, 64 colours; enough to recognise the screen. */
const save = async (buffer, name) =>
  sharp(buffer).resize({ width: 960 }).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(join(DOCS, name));

const session = await startCmsSession();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(session.adminUrl);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${session.adminUrl}#/collections/pages/entries/awareness`);
  const body = page.locator("textarea").first();
  await body.waitFor();
  const preview = page.frameLocator("#preview-pane");
  await preview.locator("main").waitFor();
  await page.waitForTimeout(1000);
  await save(await page.screenshot(), "cms-editor.png");

  // The preview names what is wrong, as the build would: here an image's alt text removed.
  const text = await body.inputValue();
  const alt = / alt="[^"]*"/.exec(text);
  await body.evaluate(
    (el, [start, end]) => {
      el.focus();
      el.setSelectionRange(start, end);
    },
    [alt.index, alt.index + alt[0].length],
  );
  await page.keyboard.press("Backspace");
  await preview.getByRole("alert").waitFor();
  await save(await page.screenshot(), "cms-preview-check.png");
  console.log(`Wrote docs/cms-editor.png and docs/cms-preview-check.png.`);
} finally {
  await browser.close();
  await session.stop();
}
