/**
 * Every address the site writes comes from src/routes.ts (issue 51): no other source file spells one in quotes.
 * The sources are read by TypeScript's own parser, so comments and regular expressions are not mistaken for
 * strings, and a string or a template's first part that starts like an address ("/admin", "/icon.svg") is one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** The one file where addresses are written, and the one place a language's address prefix is ("/es"). */
const ADDRESS_HOMES = new Set(["src/routes.ts", "src/languages.ts"]);

/** A quoted text that reads as an address on the site: a slash, then a name or a wildcard ("/", alone, is a separator). */
const LOOKS_LIKE_AN_ADDRESS = /^\/[\w*.-]/;

/** Folder separators inside a package's own files (fontsource's "…/files/x.woff2"), read from disk, never served. */
const NOT_ADDRESSES = new Set(["/files/"]);

const sources = [
  ...readdirSync("src", { recursive: true, encoding: "utf8" }).map((name) => join("src", name).split("\\").join("/")),
  ...readdirSync(".").filter((name) => /^gatsby-.*\.tsx?$/.test(name)),
].filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

/** Each quoted address in a source file, as "file:line text". */
function quotedAddresses(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      // An import's module name is a path in the checkout, not on the site.
      const imported = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
      if (!imported && LOOKS_LIKE_AN_ADDRESS.test(node.text) && !NOT_ADDRESSES.has(node.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line} "${node.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("the sources it reads include the files that write the site's addresses", () => {
  expect(sources).toEqual(expect.arrayContaining(["src/routes.ts", "src/deploy/headers.ts", "gatsby-ssr.tsx"]));
  // The reader finds addresses where they are written: routes.ts has many.
  expect(quotedAddresses("src/routes.ts", readFileSync("src/routes.ts", "utf8")).length).toBeGreaterThan(5);
});

test("no source file but src/routes.ts spells an address", () => {
  const found = sources.filter((file) => !ADDRESS_HOMES.has(file)).flatMap((file) => quotedAddresses(file, readFileSync(file, "utf8")));
  expect(found).toEqual([]);
});
