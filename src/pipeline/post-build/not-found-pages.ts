import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "../../languages";
import { homeRoute, SITE_FILES } from "../../routes";
import { StepInputMissing, type PostBuildStep } from "./step";

/**
 * Gatsby writes the root 404 both as 404.html and 404/index.html, the other languages' only as
 * es/404/index.html (which stays: a later build reads it again). Cloudflare Pages and npm start serve the
 * nearest 404.html up the path; Netlify follows the _redirects rule.
 */
export const notFoundPages: PostBuildStep = {
  name: "404 pages",
  purpose: "each language's 404 page at <language>/404.html, and a _redirects rule for it",
  run: ({ publicDir }, files) => {
    const rules = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) => {
      const prefix = homeRoute(locale);
      const source = path.join(publicDir, prefix, "404", "index.html");
      if (!fs.existsSync(source))
        throw new StepInputMissing(`expected ${path.relative(publicDir, source)} (src/pages${prefix}/404.tsx) to copy`);
      files.write(path.join(publicDir, prefix, "404.html"), fs.readFileSync(source));
      return `${prefix}/*  ${prefix}/404.html  404`;
    });
    files.writeRoute(SITE_FILES.redirects, rules.map((line) => `${line}\n`).join(""));
    return `${rules.length} 404 page(s) copied; _redirects (${rules.length} rule(s))`;
  },
};
