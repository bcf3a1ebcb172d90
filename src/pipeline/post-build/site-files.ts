import { SITE_FILES } from "../../routes";
import fs from "node:fs";
import sharp from "sharp";
import { ICON_SIZES, robotsTxt, webManifest } from "../../seo/site-files";
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
    for (const [name, size] of Object.entries(ICON_SIZES))
      files.writeRoute(`/${name}`, await sharp(icon, { density: 300 }).resize(size, size).png().toBuffer());
    return `robots.txt, manifest.webmanifest and ${Object.keys(ICON_SIZES).join(", ")}`;
  },
};
