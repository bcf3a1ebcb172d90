import { SITE_FILES } from "../../routes";
import { sitemapXml } from "../../seo/site-files";
import { builtPages, writePublic, type PostBuildStep } from "./step";

export const sitemap: PostBuildStep = {
  name: "sitemap",
  purpose: "sitemap.xml: every built page, its last change and its hreflang pairs",
  run: ({ publicDir, plan, settings }) => {
    const routes = builtPages(publicDir).map((page) => page.route);
    writePublic(publicDir, SITE_FILES.sitemap, sitemapXml(routes, settings, plan.lastmod, plan.twins));
    return `wrote sitemap.xml (${routes.length} pages built)`;
  },
};
