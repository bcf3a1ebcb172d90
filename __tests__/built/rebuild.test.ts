/**
 * @jest-environment node
 *
 * A rebuild of an unchanged site rewrites no file: the build's post-build steps run a second time, as
 * gatsby-node's onPostBuild runs them, over a copy of this build's public/ (and of the cache folder they keep
 * between builds), and every file keeps its bytes and its modification time: no page rewritten, no index
 * rebuilt, no copy recompressed, so a host uploads nothing and the next step has nothing to redo.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readContent } from "../../src/content-reader/read-content";
import type { Story } from "../../src/content-reader/entry";
import { POST_BUILD_STEPS, runSteps } from "../../src/pipeline/post-build/steps";
import { planSite } from "../../src/plan/site-plan";
import { fileFor, page, PUBLIC } from "./site";

const ROOT = resolve(__dirname, "../..");
const CACHE = join(ROOT, ".cache");

/** Every file under `dir` with its size and modification time. */
const snapshot = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => statSync(join(dir, name)).isFile())
      .map((name) => {
        const info = statSync(join(dir, name));
        return [name, `${info.size} bytes, modified ${info.mtimeMs}`];
      }),
  );

let copy: string;
afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

it("runs the post-build steps again over the unchanged build and writes nothing", async () => {
  copy = mkdtempSync(join(tmpdir(), "rebuild-"));
  const publicDir = join(copy, "public");
  const cacheDir = join(copy, "cache");
  cpSync(PUBLIC, publicDir, { recursive: true, preserveTimestamps: true });
  mkdirSync(cacheDir);
  // What the steps keep between builds (the search index's digest), as the build left it.
  for (const name of readdirSync(CACHE).filter((name) => statSync(join(CACHE, name)).isFile()))
    cpSync(join(CACHE, name), join(cacheDir, name), { preserveTimestamps: true });
  const before = snapshot(publicDir);

  // The plan and the share pictures as the build had them: the content read again, each story's picture from its built page.
  const plan = planSite(readContent(ROOT), Date.now());
  const shareImage = (story: Story) => {
    const file = fileFor(story.route);
    const image = file && page(file).querySelector('meta[property="og:image"]')?.getAttribute("content");
    if (!image) throw new Error(`${story.route}: no built page with a share picture`);
    return image;
  };
  const adminAuthOrigin = process.env.CMS_AUTH_URL ? new URL(process.env.CMS_AUTH_URL).origin : undefined;
  const log: string[] = [];
  await runSteps(POST_BUILD_STEPS, { publicDir, cacheDir, plan, shareImage, adminAuthOrigin, warn: (line) => log.push(line) }, (line) =>
    log.push(line),
  );

  const after = snapshot(publicDir);
  const changed = [...after].filter(([name, facts]) => before.get(name) !== facts).map(([name]) => name);
  const removed = [...before.keys()].filter((name) => !after.has(name));
  expect({ changed, removed }).toEqual({ changed: [], removed: [] });
  // The steps say so too: every step that counts its files wrote none, and Pagefind did not run.
  expect(log.filter((line) => /; [1-9]\d* file\(s\) written/.test(line))).toEqual([]);
  expect(log.find((line) => line.startsWith("search index:"))).toMatch(/Pagefind not run/);
}, 180_000);
