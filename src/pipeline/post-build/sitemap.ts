import { SITE_FILES } from "../../routes";
import { sitemapXml } from "../../seo/site-files";
import { builtPages, type PostBuildStep } from "./step";

export const sitemap: PostBuildStep = {
  name: "sitemap",
  purpose: "sitemap.xml: every built page, its last change and its hreflang pairs",
  run: ({ publicDir, plan, settings }, files) => {
    const routes = builtPages(publicDir).map((page) => page.route);
    files.writeRoute(SITE_FILES.sitemap, sitemapXml(routes, settings, plan.lastmod, plan.twins));
    return `sitemap.xml (${routes.length} pages built)`;
  },
};
