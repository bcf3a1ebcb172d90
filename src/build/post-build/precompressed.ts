import { precompress } from "../../deploy/precompress";
import type { PostBuildStep } from "./step";

export const precompressed: PostBuildStep = {
  name: "precompressed copies",
  purpose: "Brotli and gzip copies of every text file, as a CDN keeps them (last: every file is final)",
  run: async ({ publicDir }) => `wrote .br and .gz beside ${await precompress(publicDir)} text files`,
};
