import { DEFAULT_LOCALE } from "../../languages";
import fs from "node:fs";
import { headerRules, inlineScripts, scriptHash, toHeadersFile } from "../../deploy/headers";
import { SITE_FILES } from "../../routes";
import { builtPages, type PostBuildStep } from "./step";

export const headersFile: PostBuildStep = {
  name: "_headers",
  purpose: "security headers with a CSP that hashes every page's inline scripts, and caching rules",
  run: ({ publicDir, plan, adminAuthOrigin }, files) => {
    const settings = plan.tree.settingsIn(DEFAULT_LOCALE);
    const pages = builtPages(publicDir);
    const scriptHashes = pages.flatMap(({ file }) => inlineScripts(fs.readFileSync(file, "utf8")).map(scriptHash));
    const rules = headerRules({
      scriptHashes,
      formVendor: {
        frameOrigin: new URL(settings.forms.hostedFormUrl).origin,
        scriptOrigin: new URL(settings.forms.embedScriptUrl).origin,
      },
      newsletterOrigin: new URL(settings.newsletter.action).origin,
      searchPaths: plan.searchRoutes,
      adminAuthOrigin,
      preview: plan.preview,
    });
    files.writeRoute(SITE_FILES.headers, toHeadersFile(rules));
    return `${rules.length} rules, ${new Set(scriptHashes).size} inline script hashes`;
  },
};
