/**
 * The repo's layers, bottom to top: each may import only from its own layer and those below it, so every
 * arrow in the drawing (`npm run --silent deps:graph`, a Mermaid flowchart of the folders) points down.
 * `npm run lint` (`npm run deps`) fails on an arrow that points up, and on a cycle.
 * Tests (__tests__/) stand beside the layers and may read any of them.
 */
const LAYERS = [
  // The base is a straight stack: the languages, then the routes made from them, then the interface strings and
  // the content's schemas, then the settings and constants that read both. A React hook (use-locale) is rendering's.
  ["base 1: the languages", "^src/languages\\.ts$"],
  ["base 2: routes", "^src/routes\\.ts$"],
  ["base 3: interface strings, dates, translations and schemas", "^src/(i18n|mdx-schema)/"],
  ["base 4: settings and constants", "^src/(settings|constants)\\.ts$"],
  ["reading: the content reader", "^src/content-reader/"],
  ["checking: the content checks", "^src/content-checks/"],
  ["planning: the site plan, stories, page contexts, structured data", "^src/(plan|stories|seo)/"],
  ["rendering: theme, hooks, components, templates", "^src/(theme|hooks|components|templates|pages)/|^src/wrap-page-element\\.tsx$"],
  [
    "deploying: the build's steps, the hosts' files, the editor and its sign-in",
    "^src/(pipeline|deploy|admin|worker)/|^gatsby-(node|config|browser|ssr)\\.tsx?$",
  ],
  ["scripts: the project's commands", "^scripts/"],
  ["tools: benchmarks, images, screenshots", "^tools/"],
];

module.exports = {
  forbidden: [
    ...LAYERS.slice(0, -1).map(([name, path], i) => ({
      name: `layer-${i}-points-up`,
      comment: `${name} imports a layer above it (see .dependency-cruiser.cjs for the order)`,
      severity: "error",
      from: { path },
      to: {
        path: LAYERS.slice(i + 1)
          .map(([, above]) => above)
          .join("|"),
      },
    })),
    {
      name: "no-circular",
      comment: "a cycle makes two modules one layer in disguise, inside a folder too, and through a type as well",
      severity: "error",
      from: { path: "^(src|scripts|tools)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^(src|scripts|tools|gatsby-)",
    exclude: { path: "^(node_modules|public|\\.cache)/|gatsby-types\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
