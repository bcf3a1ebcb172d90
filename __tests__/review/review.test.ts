/**
 * @jest-environment node
 *
 * `npm run review` end to end, on a temporary clone of this checkout: with nothing changed it reports
 * no route and builds nothing; after a one-sentence commit to one page it reports that route alone,
 * with the sentence in its text diff and changed pixels. Both sides are small prebuilt sites made here
 * (--base-public / --head-public), so the test builds nothing; the pull-request workflow
 * (.github/workflows/review.yml) is the one run that builds a real base beside the real head.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { slugOf } from "../../scripts/review/changes";
import { splitFrontmatter } from "../../src/content-reader/frontmatter";
import { pageRoute } from "../../src/routes";
import { settingsFile as settings } from "../../src/settings";
import { allStoriesIn } from "../setup/content";
import { listingsByLocale } from "../../src/stories/listing-pages";

/** The MDX files below a folder, every language's, as paths relative to it. */
const mdxIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => name.split("\\").join("/"));

const REPO = process.cwd();
const SENTENCE = "Every reviewer can read this sentence, added by the review test, in the report.";
const run = (cmd: string, args: string[], cwd: string) => {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      // A synchronous child blocks Jest's own limit: one that hangs fails here instead of holding the run.
      timeout: 300_000,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
  } catch (error) {
    // What the child had printed when it failed or was stopped, so a failure names the step it reached.
    // A new error of plain values: Jest's workers pass a failure to their parent as JSON, and the child's error
    // refers to itself.
    const { message, status, stdout, stderr } = error as Error & { status?: number; stdout?: string; stderr?: string };
    throw Object.assign(new Error(`${message}\n--- its output ---\n${stdout ?? ""}\n--- its errors ---\n${(stderr ?? "").slice(-4000)}`), {
      status,
      stdout,
      stderr,
    });
  }
};
const git = (args: string[], cwd: string) =>
  run("git", ["-c", "user.name=Review test", "-c", "user.email=review@test.invalid", ...args], cwd);

/** A prose line of the shortest page that has one: plain words, no markup, so the sentence lands in a paragraph. */
function pickPage(dir: string) {
  const candidates = mdxIn(join(dir, "content/pages")).map((name) => {
    const file = `content/pages/${name}`;
    const source = readFileSync(join(dir, file), "utf8");
    const { body } = splitFrontmatter(source);
    const line = body.split("\n").find((l) => /^[A-Z][^<>{}[\]*#|_`]{30,}[.!?]$/.test(l));
    return { file, source, line };
  });
  const page = candidates.filter((c) => c.line).sort((a, b) => a.source.length - b.source.length)[0];
  return { ...page, line: page.line!, route: pageRoute(slugOf(page.source)!, settings) };
}

// Each review starts a browser and takes pictures at two widths.
jest.setTimeout(120_000);

let clone: string;
beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), "review-test-"));
  git(["clone", "--quiet", "--shared", REPO, clone], REPO);
  symlinkSync(join(REPO, "node_modules"), join(clone, "node_modules"), "dir");
});
afterAll(() => {
  rmSync(clone, { recursive: true, force: true });
  rmSync(`${clone}-sites`, { recursive: true, force: true });
});

const review = (args: string[]) => {
  const output = run("node", ["--import", "tsx", "scripts/review.ts", ...args], clone);
  return { output, report: JSON.parse(readFileSync(join(clone, "review/review.json"), "utf8")) };
};

test("with no change it reports no route and builds nothing", () => {
  const { output, report } = review(["HEAD"]);
  expect(report.pages).toEqual([]);
  expect(readFileSync(join(clone, "review/summary.md"), "utf8")).toMatch(/No route changed/);
  expect(output).not.toMatch(/building/);
  expect(existsSync(join(clone, "public"))).toBe(false);
});

test("a base that cannot be found fails with a message naming the base side", () => {
  let failure: { status?: number; stderr?: string } = {};
  try {
    run("node", ["--import", "tsx", "scripts/review.ts", "no-such-ref-for-the-review-test"], clone);
  } catch (error) {
    failure = error as typeof failure;
  }
  expect(failure.status).toBe(1);
  expect(failure.stderr).toMatch(/the base side could not be found: "no-such-ref-for-the-review-test"/);
});

test("a settings change lists every route (without building, with --list)", () => {
  const file = join(clone, "content/settings.json");
  const original = readFileSync(file, "utf8");
  const changed = { ...settings, founder: { ...settings.founder, firstName: `${settings.founder.firstName}x` } };
  writeFileSync(file, JSON.stringify(changed, null, 2));
  try {
    const output = run("node", ["--import", "tsx", "scripts/review.ts", "HEAD", "--list"], clone);
    const listed = output.match(/routes to compare: (.*)/)![1].split(" ");
    const pages = mdxIn(join(clone, "content/pages")).map((name) => slugOf(readFileSync(join(clone, "content/pages", name), "utf8"))!);
    // Every story's page and every listing and tag page the stories fill, in each language, as the site's plan lays them out.
    const stories = allStoriesIn(clone);
    const storyRoutes = [...stories.map((story) => story.route), ...listingsByLocale(stories, Date.now()).map((listing) => listing.route)];
    expect(listed.sort()).toEqual([...pages.map((slug) => pageRoute(slug, changed)), ...storyRoutes].sort());
  } finally {
    writeFileSync(file, original);
  }
});

test("a one-sentence change to one page reports that route alone, with the sentence and changed pixels", () => {
  const page = pickPage(clone);
  writeFileSync(join(clone, page.file), page.source.replace(`${page.line}\n`, `${page.line}\n${SENTENCE}\n`));
  git(["commit", "--quiet", "-am", "One more sentence"], clone);

  // Two one-page sites: the route as it was, and with the sentence (what a build of each side would show).
  const site = (name: string, body: string) => {
    // Beside the clone, not in it: a file the clone does not track would count as a change.
    const dir = join(`${clone}-sites`, name);
    mkdirSync(join(dir, page.route), { recursive: true });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.route}</title></head><body><main>${body}</main></body></html>`;
    writeFileSync(join(dir, page.route, "index.html"), html);
    return dir;
  };
  const base = site("base", `<p>${page.line}</p>`);
  const head = site("head", `<p>${page.line}</p><p>${SENTENCE}</p>`);
  const { report } = review(["HEAD~1", "--base-public", base, "--head-public", head]);

  expect(report.pages.map((p: { head: string }) => p.head)).toEqual([page.route]);
  const [result] = report.pages;
  const added = result.text.parts.filter((part: { added: boolean }) => part.added).map((part: { value: string }) => part.value);
  expect(added.join(" ")).toContain(SENTENCE);
  expect(result.text.removed).toBe(0);
  expect(result.shots.length).toBeGreaterThan(0);
  for (const shot of result.shots) expect(shot.share).toBeGreaterThan(0);
  expect(readFileSync(join(clone, "review/summary.md"), "utf8")).toContain(`| ${page.route} |`);
  expect(readFileSync(join(clone, "review/index.html"), "utf8")).toMatch(new RegExp(`<ins>\\s*${SENTENCE}`));
});

test("a reworded alt text lists its route and shows the change under what a screen reader hears, though no visible word changed", () => {
  // A page whose MDX gives a picture an alt text: the commit rewords that alt text alone.
  const page = mdxIn(join(clone, "content/pages"))
    .map((name) => {
      const file = `content/pages/${name}`;
      const source = readFileSync(join(clone, file), "utf8");
      return { file, source, alt: /\balt="([^"]+)"/.exec(source)?.[1] };
    })
    .find((candidate) => candidate.alt)!;
  const route = pageRoute(slugOf(page.source)!, settings);
  const reworded = `${page.alt} (reworded by the review test)`;
  writeFileSync(join(clone, page.file), page.source.replace(`alt="${page.alt}"`, `alt="${reworded}"`));
  git(["commit", "--quiet", "-am", "A reworded alt text"], clone);

  // Two one-page sites that differ only in the picture's alt text, as a build of each side would.
  const site = (name: string, alt: string) => {
    const dir = join(`${clone}-sites`, name);
    mkdirSync(join(dir, route), { recursive: true });
    const pixel = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${route}</title></head><body><main><h1>A page</h1><img src="${pixel}" alt="${alt}" width="40" height="40"></main></body></html>`;
    writeFileSync(join(dir, route, "index.html"), html);
    return dir;
  };
  const base = site("alt-base", page.alt!);
  const head = site("alt-head", reworded);
  const { report } = review(["HEAD~1", "--base-public", base, "--head-public", head]);

  expect(report.pages.map((p: { head: string }) => p.head)).toEqual([route]);
  const [result] = report.pages;
  expect(result.text.added + result.text.removed).toBe(0);
  expect(result.heard.lines.some((line: string) => line.startsWith("+") && line.includes(reworded))).toBe(true);
  expect(result.heard.lines.some((line: string) => line.startsWith("−") && line.includes(page.alt!) && !line.includes(reworded))).toBe(
    true,
  );
  const summary = readFileSync(join(clone, "review/summary.md"), "utf8");
  expect(summary).toContain("What a screen reader hears");
  expect(summary).toContain(reworded);
  expect(readFileSync(join(clone, "review/index.html"), "utf8")).toContain(`<ins>+ `);
});
