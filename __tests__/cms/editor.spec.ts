import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { compile } from "@mdx-js/mdx";
import { type Dialog, expect, test, type Page } from "@playwright/test";
import remarkMdx from "remark-mdx";
import sharp from "sharp";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { generatedStories } from "../../scripts/story-fixtures.mjs";
import { decapSlug } from "../../src/admin/checks";
import { ENGLISH_STORY_MISSING, englishStoryTaken, fieldLabel, pictureTooSmall, STORY_PICTURE_WIDTH } from "../../src/admin/config";
import { MARK_IN_STEP } from "../../src/admin/translation-notice";
import { versionOfText } from "../../src/i18n/english-version";
import { forWriter } from "../../src/admin/writer-words";
import { NOT_SAVED } from "../../src/admin/decap-words";
import {
  checkContent,
  checkWords,
  parseFrontmatter,
  readEditedFile,
  splitFrontmatter,
  STORY_TAGS,
  storyFrontmatterSchema,
  validateSettings,
} from "../../src/admin/content-rules";
import { readContent } from "../../src/content-reader/read-content";
import { generatedRoutes, listingsByLocale } from "../../src/stories/listing-pages";

/**
 * The content editor against a temporary git copy of content/ (scripts/cms-test.mjs): saves land in
 * that copy, so `git diff` there shows exactly what a writer's save would change in the repository.
 */
const REPO = process.env.CMS_REPO_DIR!;
const ADMIN = process.env.CMS_ADMIN_URL!;
const PAGES = "content/pages";
// The session's copy is made when the run starts; its pages are this checkout's.
const pageNames = readdirSync(PAGES)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => name.replace(/\.mdx$/, ""));
const read = (file: string) => readFileSync(join(REPO, file), "utf8");
const git = (...args: string[]) => execFileSync("git", args, { cwd: REPO, encoding: "utf8" });

const STORIES = "content/stories";
/** The stories, as in this checkout (with none yet, beforeAll gives the session's copy one). */
const storyNames = (existsSync(STORIES) ? readdirSync(STORIES, { withFileTypes: true }) : [])
  .filter((entry) => entry.isFile() && entry.name.endsWith(".mdx"))
  .map((entry) => entry.name.replace(/\.mdx$/, ""));
/**
 * With no story in this checkout yet, the session's copy gets one made for the tests (never in content/), so
 * the stories' tests still run: a story the admin was not built with, named as Decap names it.
 */
function addStoryIfNone() {
  if (storyNames.length) return;
  const [{ text }] = generatedStories(1, { images: readdirSync("content/images") });
  const name = decapSlug(String(frontmatterOf(text).title));
  mkdirSync(join(REPO, STORIES), { recursive: true });
  writeFileSync(join(REPO, STORIES, `${name}.mdx`), text);
  git("add", ".");
  // A retry finds the story committed by the first run.
  if (git("status", "--porcelain"))
    git("-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-qm", "a story for the tests");
  storyNames.push(name);
}

type Node = {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
  position?: { start: { offset?: number; line: number }; end: { offset?: number } };
};
const parse = (text: string) => unified().use(remarkParse).use(remarkMdx).parse(text) as Node;
const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];

/** Every page of the copy as the content reader reads it (read anew: the tests save into the copy). */
const sources = () => readContent(REPO).pages;
const images = () => new Set(readdirSync(join(REPO, "content/images")));

/**
 * The build's checks of every page and story in the copy, as the site plan runs them (src/pipeline/site-plan.ts):
 * each file's place, name and frontmatter, then every page and story body, with the routes of the story
 * listing and the feed, which no file makes.
 */
function checkAll() {
  const tree = readContent(REPO);
  return [
    ...tree.errors,
    ...checkContent(tree.entries, tree.images, generatedRoutes(listingsByLocale(tree.stories, Date.now()))),
    ...tree.entries.flatMap((entry) => checkWords(entry.file, entry.text, entry.locale)),
  ];
}

/** The page's or story's text: Decap's code widget, a CodeMirror editor with numbered lines (text-widget.tsx). */
const body = (page: Page) => page.locator(".CodeMirror").first();
type CodeMirror = {
  getValue(): string;
  getLine(line: number): string;
  focus(): void;
  setSelection(from: unknown, to: unknown): void;
  posFromIndex(index: number): unknown;
};
/** The text as the writer sees it in the editor. */
const bodyText = (page: Page) => body(page).evaluate((el) => (el as unknown as { CodeMirror: CodeMirror }).CodeMirror.getValue());
/** Waits until the editor holds the text (or matches it). */
const expectBody = (page: Page, text: string | RegExp) =>
  typeof text === "string" ? expect.poll(() => bodyText(page)).toBe(text) : expect.poll(() => bodyText(page)).toMatch(text);
const preview = (page: Page) => page.frameLocator("#preview-pane").locator("body");

/** Opens an entry through its collection's list: Decap keeps the open editor on a hash change from entry to entry. */
async function openEntry(page: Page, hash: string) {
  await page.goto(`${ADMIN}#/collections/${hash.split("/")[0]}`);
  await expect(page.getByText("Changes saved")).toBeHidden();
  await page.goto(`${ADMIN}#/collections/${hash}`);
  await expect(page.getByText("Changes saved")).toBeVisible();
}

/** Selects [start, end) of the body's text as a writer would (start = end: puts the cursor there). */
async function selectInBody(page: Page, start: number, end = start) {
  await body(page).evaluate(
    (el, [s, e]) => {
      const cm = (el as unknown as { CodeMirror: CodeMirror }).CodeMirror;
      cm.focus();
      cm.setSelection(cm.posFromIndex(s), cm.posFromIndex(e));
    },
    [start, end] as const,
  );
}

/** Selects [start, end) of the body's text as a writer would, then types over it. */
async function replaceInBody(page: Page, start: number, end: number, text: string) {
  await selectInBody(page, start, end);
  // One input event, as a paste or an input method sends: typed key by key, a busy machine let Decap re-render
  // between keys and keep only the first letter.
  if (text) await page.keyboard.insertText(text);
  else await page.keyboard.press("Backspace");
}

/** Replaces the whole text with what the writer types (or pastes). */
async function fillBody(page: Page, text: string) {
  await replaceInBody(page, 0, (await bodyText(page)).length, text);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
  await expect(page.getByText("Changes saved")).toBeVisible();
}

/** The body as the editor holds it: the file after its frontmatter. */
const bodyOf = (text: string) => splitFrontmatter(text).body;

/** The frontmatter's fields, read by the content reader (as the editor's format reads them: dates stay text). */
const frontmatterOf = (text: string) => parseFrontmatter(text).data as Record<string, unknown>;

test.describe.configure({ mode: "serial" });

let page: Page;
test.beforeAll(async ({ browser }) => {
  // A retry starts from the copy as committed: a run cut short leaves its saves behind, and the
  // next run would add its character to a title that already has one.
  git("reset", "--hard", "-q");
  git("clean", "-fdq");
  addStoryIfNone();
  page = await browser.newPage();
  page.on("dialog", (dialog) => dialog.accept());
  await page.goto(ADMIN);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
});
test.afterAll(() => page.close());

/** The first of `names` in `folder` for each set of frontmatter fields they have: one entry of each shape the editor shows. */
const oneOfEachShape = (folder: string, names: string[]) => {
  const shapes = new Map<string, string>();
  for (const name of names) {
    const shape = Object.keys(frontmatterOf(readFileSync(join(folder, `${name}.mdx`), "utf8")))
      .sort()
      .join(" ");
    if (!shapes.has(shape)) shapes.set(shape, name);
  }
  return [...shapes.values()];
};

/**
 * Decap offers Publish only for a changed entry, and writes the whole file from its form when it saves one. So each
 * entry is saved with one character typed at the end of a field, and the file must come back byte for byte as it was
 * but for that character: whatever the form did to any other value, date, list or the body, or to how the field
 * itself is written, would show. One page and one story of each set of frontmatter fields (the form the editor builds
 * follows them; the body is a plain text field) and the settings: that every page and story's text comes back byte for
 * byte through the editor's formats is checked file by file in __tests__/unit/admin-formats.test.ts.
 */
test("opening a page and a story of each shape and the settings and saving each with one character typed changes that character alone", async () => {
  const entries = [
    ...oneOfEachShape(PAGES, pageNames).map((name) => ({ hash: `pages/entries/${name}`, file: `${PAGES}/${name}.mdx`, field: "title" })),
    ...oneOfEachShape(join(REPO, STORIES), storyNames).map((name) => ({
      hash: `stories/entries/${name}`,
      file: `${STORIES}/${name}.mdx`,
      field: "title",
    })),
    { hash: "settings/entries/settings", file: "content/settings.json", field: "siteUrl" },
  ];
  expect(entries.length, "a page, a story and the settings").toBeGreaterThanOrEqual(3);
  // A save took up to 6 s on a busy machine: the time allowed grows with the entries.
  test.setTimeout(entries.length * 15_000);
  const valueIn = (text: string, file: string, field: string) =>
    String(file.endsWith(".json") ? (JSON.parse(text) as Record<string, unknown>)[field] : frontmatterOf(text)[field]);
  /** Whether `after` is `before` with one "x" put in somewhere. */
  const oneXAdded = (before: string, after: string) =>
    after.length === before.length + 1 && [...after].some((c, i) => c === "x" && after.slice(0, i) + after.slice(i + 1) === before);
  for (const { hash, file, field } of entries) {
    const before = read(file);
    await openEntry(page, hash);
    const input = page.getByRole("textbox", { name: fieldLabel(field), exact: true });
    // The field shows this entry's saved value once the entry has loaded.
    await expect(input).toHaveValue(valueIn(before, file, field));
    await input.press("End");
    await input.press("x");
    await publish(page);
    await expect.poll(() => git("diff", "--numstat", "--", file)).toMatch(/^1\t1\t/);
    const after = read(file);
    expect(valueIn(after, file, field), file).toBe(`${valueIn(before, file, field)}x`);
    expect(oneXAdded(before, after), `${file}: every byte as it was but the "x" typed`).toBe(true);
  }
  // The copy as committed again for the tests after this one, and the admin reloaded at its start, not on the last
  // entry: an entry still loading when the next one is opened can fill that one's editor (Decap race: the settings'
  // values appeared in a page's form).
  git("checkout", "--", ".");
  expect(git("status", "--porcelain")).toBe("");
  await page.goto(ADMIN);
  await page.reload();
  await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
});

test("editing a StatCard label and a Privacy Policy sentence changes exactly those lines, and the pages still pass the checks and compile", async () => {
  const edits: { file: string; before: string; after: string }[] = [];
  const editLine = async (name: string, pick: (tree: Node) => Node) => {
    const file = `${PAGES}/${name}.mdx`;
    const text = read(file);
    const paragraph = pick(parse(bodyOf(text)));
    const [start, end] = [paragraph.position!.start.offset!, paragraph.position!.end.offset!];
    const line = bodyOf(text).slice(start, end).split("\n")[0];
    const after = `${line.replace(/[.!?]?$/, "")}, edited in the browser.`;
    await openEntry(page, `pages/entries/${name}`);
    await expectBody(page, bodyOf(text));
    await replaceInBody(page, start, start + line.length, after);
    // What the writer sees before saving: the body with that one line replaced.
    const edited = bodyOf(text);
    await expectBody(page, edited.slice(0, start) + after + edited.slice(start + line.length));
    await publish(page);
    edits.push({ file, before: line, after });
  };
  const firstParagraphIn = (tree: Node, component: string) =>
    all(tree)
      .find((n) => n.name === component)!
      .children!.find((n) => n.type === "paragraph")!;
  await editLine("awareness", (tree) => firstParagraphIn(tree, "StatCard"));
  await editLine("privacy", (tree) => tree.children!.find((n) => n.type === "paragraph")!);

  for (const { file, before, after } of edits) {
    const diff = git("diff", "-U0", "--", file)
      .split("\n")
      .filter((l) => /^[-+](?![-+]{2} )/.test(l));
    expect(diff).toEqual([`-${before}`, `+${after}`]);
  }
  expect(git("diff", "--name-only").trim().split("\n").sort()).toEqual(edits.map((e) => e.file).sort());
  expect(checkAll()).toEqual([]);
  for (const { text } of sources()) {
    // What gatsby-plugin-mdx does with the body at build time: compile it as MDX 2.
    await compile(bodyOf(text));
  }
  expect(validateSettings(JSON.parse(read("content/settings.json")))).toEqual([]);
  git("checkout", "--", ".");
});

test("the preview names an unknown component and a missing alt text, as the build would", async () => {
  const name = "awareness";
  const file = `${PAGES}/${name}.mdx`;
  const text = read(file);
  const others = sources().filter((s) => s.file !== file);
  const expectedFor = (changed: string) => checkContent([...others, readEditedFile(file, changed, images())], images());

  await openEntry(page, `pages/entries/${name}`);
  await expectBody(page, bodyOf(text));
  await expect(preview(page)).not.toContainText("needs fixing");

  // An unknown component, typed at the end of the page.
  const unknown = `Not${pageNames.map((n) => n.replace(/\W/g, "")).join("")}Card`;
  const typed = `\n<${unknown} />\n`;
  await replaceInBody(page, bodyOf(text).length, bodyOf(text).length, typed);
  const [unknownMessage] = expectedFor(text + typed);
  expect(unknownMessage).toContain(`<${unknown}>`);
  await expect(preview(page)).toContainText(forWriter(unknownMessage));
  await replaceInBody(page, bodyOf(text).length, bodyOf(text).length + typed.length, "");
  await expect(preview(page)).not.toContainText("needs fixing");

  // The alt text of the first image removed.
  const tag = all(parse(bodyOf(text))).find(
    (n) => n.type.startsWith("mdxJsx") && /\balt="/.test(bodyOf(text).slice(n.position!.start.offset, n.position!.end.offset)),
  )!;
  const altAt = bodyOf(text).indexOf(" alt=", tag.position!.start.offset);
  const altEnd = bodyOf(text).indexOf('"', altAt + ' alt="'.length) + 1;
  await replaceInBody(page, altAt, altEnd, "");
  const headerLength = text.length - bodyOf(text).length;
  const [altMessage] = expectedFor(text.slice(0, headerLength + altAt) + text.slice(headerLength + altEnd));
  expect(altMessage).toMatch(/needs alt=/);
  await expect(preview(page)).toContainText(forWriter(altMessage));
  // The line the message names is the one the editor numbers so, and it holds the tag.
  const line = Number(/line (\d+) of the text/i.exec(forWriter(altMessage))![1]);
  const numbered = body(page)
    .locator(".CodeMirror-code > div")
    .nth(line - 1);
  await expect(numbered.locator(".CodeMirror-linenumber")).toHaveText(String(line));
  await expect(numbered.locator(".CodeMirror-line")).toContainText(`<${tag.name}`);

  // And the save is refused with the same message: the file stays as it was.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText(forWriter(altMessage), { exact: false }).first()).toBeVisible();
  expect(git("status", "--porcelain")).toBe("");
});

test("a settings value the build would refuse is refused on save with the build's message", async () => {
  const file = "content/settings.json";
  const settings = JSON.parse(read(file)) as Record<string, unknown>;
  // The site's address without its scheme: the same value a writer might paste from the address bar.
  const broken = String(settings.siteUrl).replace(/^https:\/\//, "");
  const [message] = validateSettings({ ...settings, siteUrl: broken });
  expect(message).toContain("siteUrl");

  await openEntry(page, "settings/entries/settings");
  const input = page.getByRole("textbox", { name: fieldLabel("siteUrl"), exact: true });
  await expect(input).toHaveValue(String(settings.siteUrl));
  await input.fill(broken);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText(forWriter(message), { exact: false }).first()).toBeVisible();
  // In the writer's words: not Decap's "Failed to persist entry: Error: …".
  const toast = page.getByText(NOT_SAVED.replace("%{details}", forWriter(message)), { exact: false });
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText("Error:");
  expect(git("status", "--porcelain")).toBe("");
});

test("a story's preview shows the story and names a date the build would refuse with the build's message; the home page's shows the stories", async () => {
  const name = storyNames[0];
  const file = `${STORIES}/${name}.mdx`;
  const text = read(file);
  const { title, date } = frontmatterOf(text);
  // February has no 30th: the file as the writer's change would leave it, and what the build says of it.
  const bad = "2026-02-30";
  const [message, ...more] = readEditedFile(file, text.replace(/^date: .*$/m, `date: "${bad}"`), images()).errors;
  expect(more).toEqual([]);
  expect(message).toContain(`${file}:`);

  await openEntry(page, `stories/entries/${name}`);
  const input = page.getByRole("textbox", { name: fieldLabel("date"), exact: true });
  await expect(input).toHaveValue(String(date));
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(String(title));
  await input.fill(bad);
  await expect(preview(page)).toContainText(forWriter(message));
  await input.fill(String(date));
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(String(title));

  // A page that shows the newest stories (<LatestStories />) shows them in its preview, this one among them.
  const home = pageNames.find((page) => read(`${PAGES}/${page}.mdx`).includes("<LatestStories"));
  if (home) {
    await openEntry(page, `pages/entries/${home}`);
    await expect(preview(page).locator("[data-latest-stories]")).toBeVisible();
    await expect(
      preview(page)
        .locator("[data-latest-stories]")
        .getByRole("link", { name: String(title) }),
    ).toHaveCount(1);
  }
  expect(git("status", "--porcelain")).toBe("");
});

test("a writer creates a story: one file named from its title, the schema's fields in order, its picture uploaded beside the others, passing the build's checks", async () => {
  // Accents dropped and a typographic apostrophe made a hyphen (config.ts, slug): the route's file name.
  const title = "Père José’s Screening Day at the Café";
  const name = "pere-jose-s-screening-day-at-the-cafe";
  expect(decapSlug(title)).toBe(name);
  const fields = {
    title,
    description: "A morning of coffee, a doctor's talk and a free PSA test, written up by a volunteer.",
    date: "2026-12-01",
    author: "Zoë Tester",
    alt: "Men talk over coffee at a welcome table",
  };
  const [tag] = STORY_TAGS;
  // An upload's name is made the same way: lower case, ASCII, hyphens.
  const upload = { name: "Ünïque Café.JPG", stored: "unique-cafe.jpg" };
  const picture = readFileSync(
    join(
      REPO,
      "content/images",
      [...images()].find((image) => image.endsWith(".jpg"))!,
    ),
  );
  const mdx = "\nThe hall was full by eight.\nEvery man went home with a plan.\n";

  await page.goto(`${ADMIN}#/collections/stories/new`);
  for (const [field, value] of Object.entries(fields))
    await page.getByRole("textbox", { name: fieldLabel(field), exact: true }).fill(value);
  // The tags' select (react-select): typing filters its options, Enter takes the one shown.
  await page.getByRole("textbox", { name: fieldLabel("tags"), exact: true }).pressSequentially(tag);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: upload.name, mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Choose selected" }).click();
  // The event group opened, typed in and emptied again: nothing of it may reach the file.
  await page.getByText(fieldLabel("event"), { exact: true }).locator("xpath=..").getByRole("button").click();
  const place = page.getByRole("textbox", { name: `${fieldLabel("place")} (optional)`, exact: true });
  await place.fill("A hall");
  await place.fill("");
  await fillBody(page, mdx);
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(title);
  await publish(page);

  const file = `${STORIES}/${name}.mdx`;
  await expect.poll(() => git("status", "--porcelain", "--untracked-files=all")).toContain(file);
  const text = read(file);
  const written = { ...fields, image: upload.stored, tags: [tag] };
  const order = Object.keys(storyFrontmatterSchema.shape).filter((key) => key in written);
  expect(text).toBe(
    [
      "---",
      ...order.map((key) => `${key}: ${JSON.stringify(written[key as keyof typeof written]).replace(/","/g, '", "')}`),
      "---",
      mdx,
    ].join("\n"),
  );
  expect(Object.keys(frontmatterOf(text))).toEqual(order);
  expect(images()).toContain(upload.stored);
  expect(checkAll()).toEqual([]);
  await compile(bodyOf(text));
  git("clean", "-fdq", "--", "content");
  git("checkout", "--", ".");
});

test("a story's picture narrower than its field asks is refused on save, with its size, and nothing is written", async () => {
  const small = { width: Math.floor(STORY_PICTURE_WIDTH / 4), height: Math.floor(STORY_PICTURE_WIDTH / 4) };
  const buffer = await sharp({ create: { ...small, channels: 3, background: "#c9962b" } })
    .jpeg()
    .toBuffer();
  await page.goto(`${ADMIN}#/collections/stories/new`);
  await box(page, "Title").fill("A story with a small picture");
  await box(page, "Description").fill("One sentence that says what this is.");
  await box(page, "Date").fill("2026-11-30");
  await box(page, "Author").fill("Zoë Tester");
  await box(page, fieldLabel("alt")).fill("A gold square");
  await page.getByRole("textbox", { name: "Tags", exact: true }).pressSequentially(STORY_TAGS[0]);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "small.jpg", mimeType: "image/jpeg", buffer });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await fillBody(page, "The first sentence.");
  // Said by the preview as soon as the picture is chosen, and again on save.
  const tooSmall = pictureTooSmall("small.jpg", small.width, small.height);
  await expect(preview(page).getByText(tooSmall)).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText(tooSmall).first()).toBeVisible();
  expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
  // Left unsaved: the next test starts from the editor's home.
  await page.goto(ADMIN);
  await page.reload();
  await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
});

/** The text box of a field, by its label as the editor shows it. */
const box = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

test("moving the address from one entry to another opens the other fresh, and a save there changes only its file", async () => {
  const [first, second] = pageNames.filter((name) => frontmatterOf(read(`${PAGES}/${name}.mdx`)).title);
  const secondTitle = String(frontmatterOf(read(`${PAGES}/${second}.mdx`)).title);
  await openEntry(page, `pages/entries/${first}`);
  // Typed into the address bar: Decap alone would keep the first entry's form under the second's address.
  await page.evaluate((hash) => (location.hash = hash), `#/collections/pages/entries/${second}`);
  await expect(box(page, "Title")).toHaveValue(secondTitle);
  await box(page, "Title").press("End");
  await box(page, "Title").press("x");
  await publish(page);
  await expect.poll(() => git("status", "--porcelain").trim()).toBe(`M ${PAGES}/${second}.mdx`);
  expect(String(frontmatterOf(read(`${PAGES}/${second}.mdx`)).title)).toBe(`${secondTitle}x`);
  git("checkout", "--", ".");
  // From the settings to a page: the page's own form, not the settings' under the page's name.
  await openEntry(page, "settings/entries/settings");
  await page.evaluate((hash) => (location.hash = hash), `#/collections/pages/entries/${first}`);
  await expect(box(page, "Title")).toHaveValue(String(frontmatterOf(read(`${PAGES}/${first}.mdx`)).title));
});

test("leaving a half-made story by the address asks first, and staying keeps what was typed", async () => {
  await page.goto(`${ADMIN}#/collections/stories/new`);
  await box(page, "Title").fill("A story not yet saved");
  // This once, the writer answers "stay" (the page's own handler accepts every other dialog).
  page.removeAllListeners("dialog");
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.evaluate((hash) => (location.hash = hash), `#/collections/pages/entries/${pageNames[0]}`);
  expect(await asked).toMatch(/not saved/);
  page.on("dialog", (dialog) => dialog.accept());
  await expect(box(page, "Title")).toHaveValue("A story not yet saved");
  expect(new URL(page.url()).hash).toBe("#/collections/stories/new");
  await page.goto(ADMIN);
  await page.reload();
  await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
});

test("reopening an entry left with unsaved changes asks before leaving, and offers no backup that would restore nothing", async () => {
  await openEntry(page, `pages/entries/${pageNames[0]}`);
  const end = (await bodyText(page)).length;
  await replaceInBody(page, end, end, "\nA sentence typed and never saved.");
  // Decap writes its backup of the draft a moment after the typing: wait for it, then reload. Only this collection's
  // backups count: the test before leaves a new story's ("backup.stories"), written whenever Decap gets to it.
  const backups = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open("localforage");
          open.onsuccess = () => {
            const keys = open.result.transaction("keyvaluepairs").objectStore("keyvaluepairs").getAllKeys();
            keys.onsuccess = () => resolve((keys.result as string[]).filter((key) => key.startsWith("backup.pages")));
          };
        }),
    );
  await expect.poll(backups).not.toEqual([]);
  const dialogs: string[] = [];
  const record = (dialog: Dialog) => dialogs.push(dialog.type());
  page.on("dialog", record);
  await page.reload();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(backups).toEqual([]);
  page.off("dialog", record);
  // The leave prompt, and no question after it: the offer is declined, and its backup deleted.
  expect(dialogs).toEqual(["beforeunload"]);
  await expect.poll(() => bodyText(page)).not.toMatch(/never saved/);
  expect(git("status", "--porcelain")).toBe("");
});

test("a long page opens at its top; Enter starts a line at the left; undo goes back no further than the last save", async () => {
  // The longest page with an indented line (a component's props written one to a line).
  const textOf = (n: string) => bodyOf(read(`${PAGES}/${n}.mdx`));
  const name = pageNames.filter((n) => /^ +\S/m.test(textOf(n))).reduce((a, b) => (textOf(a).length >= textOf(b).length ? a : b));
  const file = `${PAGES}/${name}.mdx`;
  await openEntry(page, `pages/entries/${name}`);
  await expectBody(page, bodyOf(read(file)));
  // The fields first, and the text's first line: not its end, where CodeMirror put its cursor.
  await expect(box(page, "Title")).toBeInViewport();
  await expect(body(page).locator(".CodeMirror-code > div").first()).toBeInViewport();

  // After an indented line (a component's props), a new line starts at the left: leading spaces would make it code.
  const lines = bodyOf(read(file)).split("\n");
  const indented = lines.findIndex((line) => /^ +\S/.test(line));
  expect(indented).toBeGreaterThan(-1);
  const end = lines.slice(0, indented + 1).join("\n").length;
  await selectInBody(page, end);
  await page.keyboard.press("Enter");
  await expectBody(page, `${bodyOf(read(file)).slice(0, end)}\n${bodyOf(read(file)).slice(end)}`);
  await page.keyboard.press("Backspace");
  await expectBody(page, bodyOf(read(file)));

  // An edit saved, then undone: undo has nothing left to take back, so the text shown is the text saved.
  const paragraph = lines.findIndex((line) => /^[A-Z].*\.$/.test(line));
  const at = lines.slice(0, paragraph).join("\n").length + 1 + lines[paragraph].length - 1;
  await replaceInBody(page, at, at, ", as we say");
  await publish(page);
  const saved = read(file);
  expect(saved).toContain(", as we say.");
  await page.keyboard.press("Control+z");
  await expectBody(page, bodyOf(saved));
  await expect(page.getByText("Changes saved")).toBeVisible();
  git("checkout", "--", ".");
  await page.goto(ADMIN);
  await page.reload();
  await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
});

test("a switch turned off and on again leaves the file as it was, and one left out of a file shows what it means", async () => {
  const name = pageNames.find((n) => !("search" in frontmatterOf(read(`${PAGES}/${n}.mdx`))))!;
  expect(name, "a page that leaves search out").toBeDefined();
  await openEntry(page, `pages/entries/${name}`);
  const search = page
    .getByRole("switch")
    .nth(
      await page
        .getByRole("switch")
        .evaluateAll((switches) =>
          switches.findIndex((s) => s.id && document.querySelector(`label[for="${s.id}"]`)?.textContent?.startsWith("Search")),
        ),
    );
  // In search, as the build reads a page without the field.
  await expect(search).toHaveAttribute("aria-checked", "true");
  await search.click();
  await expect(search).toHaveAttribute("aria-checked", "false");
  await search.click();
  await expect(search).toHaveAttribute("aria-checked", "true");
  // Saved with one character added to the title, so Decap writes the whole file from the form: only that line changes.
  await box(page, "Title").press("End");
  await box(page, "Title").press("x");
  await publish(page);
  await expect.poll(() => git("diff", "--numstat", "--", `${PAGES}/${name}.mdx`)).toMatch(/^1\t1\t/);
  expect(git("diff", "-U0", "--", `${PAGES}/${name}.mdx`)).not.toMatch(/^[-+]search/m);
  // Across saves, in an editor opened afresh: off and saved writes the line; on again can be saved, and takes it out.
  const titled = read(`${PAGES}/${name}.mdx`);
  await page.reload();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(search).toHaveAttribute("aria-checked", "true");
  await search.click();
  await publish(page);
  await expect.poll(() => frontmatterOf(read(`${PAGES}/${name}.mdx`)).search).toBe(false);
  await search.click();
  await expect(search).toHaveAttribute("aria-checked", "true");
  await publish(page);
  await expect.poll(() => read(`${PAGES}/${name}.mdx`)).toBe(titled);
  git("checkout", "--", ".");
});

test("an entry of each collection created in the editor is saved as Prettier writes it and passes the build's checks", async () => {
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(join(process.cwd(), "content/pages/x.mdx"));
  const made: string[] = [];
  let englishStoryTitle = "";
  for (const [collection, folder, slug] of [
    ["pages", PAGES, "/a-page-made-in-the-editor"],
    ["pages_es", `${PAGES}/es`, "/es/a-page-made-in-the-editor"],
    ["stories", STORIES, undefined],
    ["stories_es", `${STORIES}/es`, undefined],
  ] as const) {
    const before = new Set(git("status", "--porcelain", "--untracked-files=all").split("\n"));
    await page.goto(`${ADMIN}#/collections/${collection}/new`);
    // In the collection's language: the build's word checks read a Spanish entry as Spanish.
    const spanish = collection.endsWith("_es");
    const kind = collection.startsWith("stories") ? (spanish ? "historia" : "story") : spanish ? "página" : "page";
    const title = spanish ? `Hecho en el editor, ${kind}` : `Made in the editor, ${kind}`;
    if (slug) await box(page, fieldLabel("slug")).fill(slug);
    await box(page, "Title").fill(title);
    await box(page, "Description").fill(spanish ? "Una frase que dice qué es esto." : "One sentence that says what this is.");
    if (!slug) {
      await box(page, "Date").fill("2026-11-30");
      await box(page, "Author").fill("Zoë Tester");
      await box(page, fieldLabel("alt")).fill(spanish ? "Una foto del salón" : "A picture of the hall");
      await page.getByRole("textbox", { name: "Tags", exact: true }).pressSequentially(STORY_TAGS[0]);
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Choose an image" }).click();
      const jpg = [...images()].find((image) => image.endsWith(".jpg"))!;
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: `made-${collection}.jpg`, mimeType: "image/jpeg", buffer: readFileSync(join(REPO, "content/images", jpg)) });
      await page.getByRole("button", { name: "Choose selected" }).click();
    }
    // Typed with no blank line above it, as a writer types: Prettier puts one after the frontmatter.
    const typed = spanish
      ? "La primera frase del texto.\nLa segunda frase, en su propia línea."
      : "The first sentence of the text.\nThe second sentence, on its own line.";
    await fillBody(page, typed);
    // A page has its main heading (a story's is its title): a new page without one is refused, with the build's words.
    if (slug) {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByText("Publish now", { exact: true }).click();
      await expect(page.getByText(/the page has no main heading/i).first()).toBeVisible();
      await fillBody(page, `# ${title}\n\n${typed}`);
    }
    // A Spanish story is the twin of an English one, picked from a list (a save without one says so): the English
    // story made a moment ago.
    if (collection === "stories_es") {
      const tryToPublish = async () => {
        await page.getByRole("button", { name: "Publish", exact: true }).click();
        await page.getByText("Publish now", { exact: true }).click();
      };
      await tryToPublish();
      await expect(page.getByText(ENGLISH_STORY_MISSING).first()).toBeVisible();
      const choice = page.getByRole("textbox", { name: /^English story/ });
      const pick = async (title: string) => {
        await choice.fill("");
        await choice.pressSequentially(title);
        // By keyboard, as the list says: its one match is chosen with Enter.
        await expect(page.getByText("1 result available")).toBeAttached();
        await choice.press("Enter");
      };
      // An English story that has its Spanish story already is refused, naming that story: no second file beside it.
      const paired = readdirSync(join(REPO, STORIES, "es")).find((f) => existsSync(join(REPO, STORIES, f)));
      if (paired) {
        await pick(String(frontmatterOf(read(`${STORIES}/${paired}`)).title));
        await tryToPublish();
        const taken = englishStoryTaken(String(frontmatterOf(read(`${STORIES}/es/${paired}`)).title));
        await expect(page.getByText(taken).first()).toBeVisible();
        // Said by the preview too, as soon as it is picked, and once.
        await expect(preview(page).getByText(taken)).toHaveCount(1);
      }
      await pick(englishStoryTitle);
      // Before the first save, the translation knows its English story, and can be marked in step with it.
      await page.getByRole("button", { name: MARK_IN_STEP }).click();
    }
    await publish(page);
    const added = () =>
      git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((l) => l.endsWith(".mdx") && !before.has(l));
    await expect.poll(added).toHaveLength(1);
    const [line] = added();
    const file = line.slice(3);
    expect(file.startsWith(`${folder}/`)).toBe(true);
    // The Spanish story takes its English story's file name, whatever its own title: that makes them twins.
    if (collection === "stories_es") {
      expect(basename(file)).toBe(basename(made[2]));
      expect(frontmatterOf(read(file)).englishVersion).toBe(versionOfText(read(made[2])));
    }
    if (collection === "stories") englishStoryTitle = title;
    made.push(file);
    const text = read(file);
    expect(await prettier.check(text, { ...options, filepath: join(REPO, file) }), `${file} as Prettier writes it`).toBe(true);
  }
  expect(made).toHaveLength(4);
  expect(checkAll()).toEqual([]);
  git("clean", "-fdq", "--", "content");
  git("checkout", "--", ".");
});

test("a Spanish page's notice lists the English sentences changed a moment ago, and Mark as in step records the English version", async () => {
  const name = readdirSync(`${PAGES}/es`)
    .find((n) => n.endsWith(".mdx") && existsSync(`${PAGES}/${n}`))!
    .replace(/\.mdx$/, "");
  const englishFile = `${PAGES}/${name}.mdx`;
  const line = bodyOf(read(englishFile))
    .split("\n")
    .find((l) => /^[A-Z][^<{]*[.!?]$/.test(l))!;
  const changed = `${line.replace(/[.!?]$/, "")}, changed in English.`;
  await openEntry(page, `pages/entries/${name}`);
  // The entry's own text in the box before the edit (typed earlier, it would be lost when the entry loads).
  await expectBody(page, bodyOf(read(englishFile)));
  const at = bodyOf(read(englishFile)).indexOf(line);
  await replaceInBody(page, at, at + line.length, changed);
  await publish(page);
  // Without restarting the editor: the Spanish page compares with the English as saved now.
  await openEntry(page, `pages_es/entries/${name}`);
  const notice = preview(page).locator("[data-translation-notice]");
  await expect(notice).toContainText(changed);
  await expect(notice).toContainText(line);
  await expect(notice).not.toContainText("npm");
  // Beside the field, the same state and the button that records the English version.
  await expect(page.getByText("has changed since this translation was brought in step").first()).toBeVisible();
  // Above the site's sticky header, not under it.
  const header = await preview(page).locator("header").first().boundingBox();
  const box = await notice.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + 1);
  await page.getByRole("button", { name: "Mark as in step" }).click();
  await expect(notice).toBeHidden();
  await publish(page);
  expect(frontmatterOf(read(`${PAGES}/es/${name}.mdx`)).englishVersion).toBe(versionOfText(read(englishFile)));
  git("checkout", "--", ".");
});

test("the settings preview shows a changed phone number wherever the site shows it, and never the old one", async () => {
  const { contact } = JSON.parse(read("content/settings.json")) as { contact: { phone: string } };
  // The number with its last digit moved on by one: as valid as the number it replaces.
  const phone = contact.phone.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));
  await openEntry(page, "settings/entries/settings");
  await box(page, fieldLabel("phone")).fill(phone);
  const shown = preview(page);
  await expect(shown.locator("[data-settings-summary]")).toContainText("highlighted");
  await expect(shown.locator("footer")).toContainText(phone);
  await expect(shown.locator("main")).toContainText(phone);
  await expect(shown).not.toContainText(contact.phone);
  // The changes are listed by the settings' labels, with the new value.
  await expect(shown.getByText(`${fieldLabel("contact")} › ${fieldLabel("phone")}: ${phone}`)).toBeVisible();
  await page.goto(ADMIN);
  await page.reload();
  await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
  expect(git("status", "--porcelain")).toBe("");
});
