import { SITE_FILES } from "../../routes";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ICON_SIZES, robotsTxt, webManifest } from "../../seo/site-files";
import { StepInputMissing, writePublic, type PostBuildStep } from "./step";

const ICON_SOURCE = "static/icon.svg";

export const siteFiles: PostBuildStep = {
  name: "site files",
  purpose: "robots.txt, the web manifest and the PNG icons (from static/icon.svg)",
  run: async ({ publicDir, settings }) => {
    writePublic(publicDir, SITE_FILES.robots, robotsTxt(settings));
    writePublic(publicDir, SITE_FILES.manifest, webManifest(settings));
    if (!fs.existsSync(ICON_SOURCE)) throw new StepInputMissing(`expected ${ICON_SOURCE}, the one source of the icons`);
    const icon = fs.readFileSync(ICON_SOURCE);
    for (const [name, size] of Object.entries(ICON_SIZES))
      await sharp(icon, { density: 300 }).resize(size, size).png().toFile(path.join(publicDir, name));
    return `wrote robots.txt, manifest.webmanifest and ${Object.keys(ICON_SIZES).join(", ")}`;
  },
};
