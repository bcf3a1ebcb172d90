process.env.GATSBY_BUILD_YEAR ??= String(new Date().getFullYear());

import fs from "fs";
import { availableParallelism } from "os";
import type { GatsbyConfig } from "gatsby";
import { MDX_OPTIONS } from "./src/content-reader/mdx-facts";
import { HERO_CROPS_DIR } from "./src/pipeline/hero-crops";
import { staticHostAdapter } from "./src/deploy/static-host-adapter";
import { settings } from "./src/settings";

// Gatsby gives its work to one process fewer than the cores it counts (GATSBY_CPU_COUNT, by default the physical
// cores), and gatsby-plugin-sharp makes as many pictures at once: on 2 cores, one picture at a time, each on one
// thread, so a clean build of 1,000 photographs left a core idle for minutes (bench/LOG.md, "Scale at 1,000 stories").
// Counting one more than the machine has keeps every core busy. Set before Gatsby counts: it reads this file first.
process.env.GATSBY_CPU_COUNT ??= String(availableParallelism() + 1);

/** sharp's WebP effort for every picture the build makes (exported for its test). */
export const WEBP_EFFORT = 2;

// The stories' folder may be empty (git keeps no empty folder), and the source plugin needs it to exist.
fs.mkdirSync(`${__dirname}/content/stories`, { recursive: true });

const config: GatsbyConfig = {
  siteMetadata: {
    title: settings.organisation.name,
    description: settings.organisation.tagline,
    siteUrl: settings.siteUrl,
  },
  // Explicit, so no host's zero-configuration adapter adds its own headers beside ours.
  adapter: staticHostAdapter(),
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  // Pages are served at their slash address (/awareness/), which both hosts answer without a redirect (pageAddress).
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP alone: every current engine (Chrome, Firefox, Safari 14+) decodes it, and a JPEG twin of
          // every size doubled the image work of a build (bench/LOG.md, "Scale at 1,000 stories").
          formats: ["webp"],
          // No placeholder: ResponsiveImage reserves each picture's box and draws nothing before it, and a
          // dominant colour cost a full decode of every photograph (a third of its image work; bench/LOG.md).
          placeholder: "none",
          quality: 70,
          // sharp's WebP effort 2 of 0-6 (its default is 4): a photograph's four widths in 41 % of the encoder's
          // time, for 7 % more bytes (bench/LOG.md, "WebP effort"). The plugin passes only `quality` to sharp;
          // patches/gatsby-plugin-sharp+5.16.0.patch carries `effort` through to it (tested in sharp-effort.test).
          webpOptions: { effort: WEBP_EFFORT },
          // Up to what a 1,920 px screen draws at 2× (3,840 px): a page's heroes; widths past a picture's own are not made.
          breakpoints: [480, 750, 1080, 1366, 1920, 2560, 3840],
        },
      },
    },
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${__dirname}/content/pages` } },
    { resolve: "gatsby-source-filesystem", options: { name: "stories", path: `${__dirname}/content/stories` } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/content/images` } },
    // The heroes' portrait crops for phones, cut by the build before Gatsby reads its files (src/pipeline/hero-crops.ts).
    { resolve: "gatsby-source-filesystem", options: { name: "hero-crops", path: HERO_CROPS_DIR } },
    // The ids of headings and sections come from the build, so the pages need no slugger (see remarkAnchorIds).
    // A copy of the plugin list: gatsby-plugin-mdx adds its own to the list it is given.
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"], mdxOptions: { remarkPlugins: [...MDX_OPTIONS.remarkPlugins] } } },
  ],
};

export default config;
