import { DEFAULT_LOCALE } from "../../languages";
import fs from "node:fs";
import path from "node:path";
import { sitemapPartRoute } from "../../routes";
import { sitemapFiles } from "./site-files";
import { builtPages, type PostBuildStep } from "./step";

export const sitemap: PostBuildStep = {
  name: "sitemap",
  purpose: "sitemap.xml: every built page, its last change and its hreflang pairs (past 50,000 pages, an index of parts)",
  run: ({ publicDir, plan }, files) => {
    const routes = builtPages(publicDir).map((page) => page.route);
    const written = sitemapFiles(routes, plan.tree.settingsIn(DEFAULT_LOCALE), plan.lastmod, plan.twins);
    for (const file of written) files.writeRoute(file.route, file.body);
    // public/ is kept between builds: parts an earlier, larger site needed go, so the index names every part there is.
    const parts = written.length - 1;
    let removed = 0;
    for (let n = parts + 1; fs.existsSync(path.join(publicDir, sitemapPartRoute(n))); n++, removed++)
      fs.rmSync(path.join(publicDir, sitemapPartRoute(n)));
    const shape = parts ? `an index of ${parts} sitemaps` : "one sitemap";
    return `${shape} (${routes.length} pages built)${removed ? `; ${removed} old part(s) removed` : ""}`;
  },
};
