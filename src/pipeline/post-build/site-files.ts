import { SITE_FILES } from "../../routes";
import fs from "node:fs";
import sharp from "sharp";
import { RENDERED_ICONS, robotsTxt, webManifest } from "../../seo/site-files";
import { StepInputMissing, type PostBuildStep } from "./step";

const ICON_SOURCE = "static/icon.svg";

export const siteFiles: PostBuildStep = {
  name: "site files",
  purpose: "robots.txt, the web manifest and the PNG icons (from static/icon.svg)",
  run: async ({ settings }, files) => {
    files.writeRoute(SITE_FILES.robots, robotsTxt(settings));
    files.writeRoute(SITE_FILES.manifest, webManifest(settings));
    if (!fs.existsSync(ICON_SOURCE)) throw new StepInputMissing(`expected ${ICON_SOURCE}, the one source of the icons`);
    const icon = fs.readFileSync(ICON_SOURCE);
    for (const { route, size } of RENDERED_ICONS)
      files.writeRoute(route, await sharp(icon, { density: 300 }).resize(size, size).png().toBuffer());
    return `robots.txt, manifest.webmanifest and ${RENDERED_ICONS.map(({ route }) => route.slice(1)).join(", ")}`;
  },
};
