/**
 * @jest-environment node
 *
 * Each module has one name: no two source files share one (a post-build step and the logic it runs, a format and
 * what compiles or renders it), so a name found in a stack trace, a log or a review leads to one file. Gatsby's
 * pages are the exception the framework makes: their names are routes (src/pages/404.tsx and src/pages/es/404.tsx).
 */
import { readdirSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;

const sources = ["src", "scripts", "tools"]
  .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => join(dir, file)))
  .concat(readdirSync(ROOT).filter((file) => file.startsWith("gatsby-")))
  .filter((file) => CODE.test(file) && !file.includes("node_modules") && !file.startsWith(join("src", "pages")));

it("no two source files share a name", () => {
  const byName = new Map<string, string[]>();
  for (const file of sources) {
    const name = basename(file).replace(CODE, "");
    byName.set(name, [...(byName.get(name) ?? []), relative(ROOT, join(ROOT, file))]);
  }
  expect(sources.length).toBeGreaterThan(100);
  expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
});
