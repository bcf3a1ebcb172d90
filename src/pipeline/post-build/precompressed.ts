import { precompress } from "../../deploy/precompress";
import type { PostBuildStep } from "./step";

export const precompressed: PostBuildStep = {
  name: "precompressed copies",
  purpose: "Brotli and gzip copies of every text file, as a CDN keeps them (last: every file is final)",
  run: async ({ publicDir }) => {
    const { written, unchanged } = await precompress(publicDir);
    return `wrote .br and .gz beside ${written} text files; left ${unchanged} whose copies were current`;
  },
};
