import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "@mdx-js/mdx";
import { expect, test, type Page } from "@playwright/test";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { checkContent, fillSlug, validateFrontmatter, validateSettings } from "../../src/admin/schema";

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

type Node = {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
  position?: { start: { offset?: number; line: number }; end: { offset?: number } };
};
const parse = (text: string) => unified().use(remarkParse).use(remarkMdx).parse(text) as Node;
const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];

/** Every page as the build's content check reads it, from the copy. */
const sources = () =>
  pageNames.map((name) => {
    const file = `${PAGES}/${name}.mdx`;
    const text = read(file);
    return { file, text, slug: fillSlug(/^slug:\s*"?([^"\n]+)"?$/m.exec(text)![1]) };
  });
const images = () => new Set(readdirSync(join(REPO, "content/images")));

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
const bodyOf = (text: string) => text.slice(/^---\n[\s\S]*?\n---\n/.exec(text)![0].length);

test.describe.configure({ mode: "serial" });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  page.on("dialog", (dialog) => dialog.accept());
  await page.goto(ADMIN);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
});
test.afterAll(() => page.close());

/**
 * Decap offers Publish only for a changed entry, and compares with the entry as it loaded it. So each
 * entry is saved twice: with one character added to a field, then, after a reload, with it removed.
 * The first save must change that one line only; after the second every file must be as it was.
 */
test("opening every page and the settings and saving them unchanged leaves every byte as it was", async () => {
  const entries = [
    ...pageNames.map((name) => ({ hash: `pages/entries/${name}`, file: `${PAGES}/${name}.mdx`, field: "title" })),
    { hash: "settings/entries/settings", file: "content/settings.json", field: "siteUrl" },
  ];
  const valueIn = (file: string, field: string) =>
    String(file.endsWith(".json") ? (JSON.parse(read(file)) as Record<string, unknown>)[field] : parseFrontmatter(read(file))[field]);
  for (const key of ["x", "Backspace"]) {
    for (const { hash, file, field } of entries) {
      await openEntry(page, hash);
      const input = page.getByRole("textbox", { name: field, exact: true });
      // The field shows this entry's saved value once the entry has loaded.
      await expect(input).toHaveValue(valueIn(file, field));
      await input.press("End");
      await input.press(key);
      await publish(page);
      if (key === "x") await expect.poll(() => git("diff", "--numstat", "--", file)).toMatch(/^1\t1\t/);
    }
    // Reload at the admin's start, not on the last entry: an entry still loading when the next one
    // is opened can fill that one's editor (Decap race: the settings' values appeared in a page's form).
    await page.goto(ADMIN);
    await page.reload();
    await expect(page.getByText("Pages", { exact: true }).first()).toBeVisible();
  }
  await expect.poll(() => git("status", "--porcelain")).toBe("");
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
  const pages = sources();
  expect(checkContent(pages, images())).toEqual([]);
  for (const { file, text } of pages) {
    expect(validateFrontmatter(parseFrontmatter(text), file)).toEqual([]);
    // What gatsby-plugin-mdx does with the body at build time: compile it as MDX 2.
    await compile(bodyOf(text));
  }
  expect(validateSettings(JSON.parse(read("content/settings.json")))).toEqual([]);
  git("checkout", "--", ".");
});

/** The frontmatter as key/value pairs, enough for the field check. */
function parseFrontmatter(text: string) {
  const yaml = /^---\n([\s\S]*?)\n---\n/.exec(text)![1];
  return Object.fromEntries(
    yaml.split("\n").map((line) => {
      const [, key, value] = /^(\w+):\s*(.*)$/.exec(line)!;
      return [key, value === "true" ? true : value.replace(/^"(.*)"$/, "$1").replace(/\\"/g, '"')];
    }),
  );
}

test("the preview names an unknown component and a missing alt text, as the build would", async () => {
  const name = "awareness";
  const file = `${PAGES}/${name}.mdx`;
  const text = read(file);
  const others = sources().filter((s) => s.file !== file);
  const expectedFor = (changed: string) => checkContent([...others, { file, slug: `/${name}`, text: changed }], images());

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
