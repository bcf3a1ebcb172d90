import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "@mdx-js/mdx";
import { expect, test, type Page } from "@playwright/test";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { generatedStories } from "../../scripts/story-fixtures.mjs";
import { decapSlug } from "../../src/admin/checks";
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

const body = (page: Page) => page.locator("textarea").first();
const preview = (page: Page) => page.frameLocator("#preview-pane").locator("body");

/** Opens an entry through its collection's list: Decap keeps the open editor on a hash change from entry to entry. */
async function openEntry(page: Page, hash: string) {
  await page.goto(`${ADMIN}#/collections/${hash.split("/")[0]}`);
  await expect(page.getByText("Changes saved")).toBeHidden();
  await page.goto(`${ADMIN}#/collections/${hash}`);
  await expect(page.getByText("Changes saved")).toBeVisible();
}

/** Selects [start, end) of the body's text as a writer would, then types over it. */
async function replaceInBody(page: Page, start: number, end: number, text: string) {
  await body(page).evaluate(
    (el: HTMLTextAreaElement, [s, e]) => {
      el.focus();
      el.setSelectionRange(s, e);
    },
    [start, end] as const,
  );
  // One input event, as a paste or an input method sends: typed key by key, a busy machine let Decap re-render
  // between keys and keep only the first letter.
  if (text) await page.keyboard.insertText(text);
  else await page.keyboard.press("Backspace");
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
    const input = page.getByRole("textbox", { name: field, exact: true });
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
    await expect(body(page)).toHaveValue(bodyOf(text));
    await replaceInBody(page, start, start + line.length, after);
    // What the writer sees before saving: the body with that one line replaced.
    const edited = bodyOf(text);
    await expect(body(page)).toHaveValue(edited.slice(0, start) + after + edited.slice(start + line.length));
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
  await expect(body(page)).toHaveValue(bodyOf(text));
  await expect(preview(page)).not.toContainText("needs fixing");

  // An unknown component, typed at the end of the page.
  const unknown = `Not${pageNames.map((n) => n.replace(/\W/g, "")).join("")}Card`;
  const typed = `\n<${unknown} />\n`;
  await replaceInBody(page, bodyOf(text).length, bodyOf(text).length, typed);
  const [unknownMessage] = expectedFor(text + typed);
  expect(unknownMessage).toContain(`<${unknown}>`);
  await expect(preview(page)).toContainText(unknownMessage);
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
  await expect(preview(page)).toContainText(altMessage);

  // And the save is refused with the same message: the file stays as it was.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText(altMessage, { exact: false }).first()).toBeVisible();
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
  const input = page.getByRole("textbox", { name: "siteUrl", exact: true });
  await expect(input).toHaveValue(String(settings.siteUrl));
  await input.fill(broken);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText(message, { exact: false }).first()).toBeVisible();
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
  const input = page.getByRole("textbox", { name: "date", exact: true });
  await expect(input).toHaveValue(String(date));
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(String(title));
  await input.fill(bad);
  await expect(preview(page)).toContainText(message);
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
  for (const [field, value] of Object.entries(fields)) await page.getByRole("textbox", { name: field, exact: true }).fill(value);
  // The tags' select (react-select): typing filters its options, Enter takes the one shown.
  await page.getByRole("textbox", { name: "tags", exact: true }).pressSequentially(tag);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: upload.name, mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Choose selected" }).click();
  // The event group opened, typed in and emptied again: nothing of it may reach the file.
  await page.getByText("event", { exact: true }).locator("xpath=..").getByRole("button").click();
  const place = page.getByRole("textbox", { name: "place (optional)", exact: true });
  await place.fill("A hall");
  await place.fill("");
  await body(page).fill(mdx);
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
