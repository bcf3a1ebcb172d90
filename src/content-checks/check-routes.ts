/** Reports every route claimed by more than one file (a page's slug, a story's file name, the story listing's routes). */
export function findDuplicateRoutes(entries: { route: string; file: string }[]): string[] {
  const byRoute = new Map<string, string[]>();
  for (const { route, file } of entries) byRoute.set(route, [...(byRoute.get(route) ?? []), file]);
  return [...byRoute.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([route, files]) =>
      files.some((file) => !file.startsWith("content/pages/") && file.includes("/"))
        ? `${files.join(" and ")}: each makes the route "${route}"; every page and story needs its own route (a story's is /stories/ and its file name).`
        : `${files.join(" and ")}: frontmatter field "slug" is "${route}" in each; every page needs its own route.`,
    );
}
