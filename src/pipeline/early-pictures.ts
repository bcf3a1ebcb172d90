/**
 * The pictures' sizes, started before webpack rather than after it.
 *
 * `gatsby build` bundles the scripts (webpack: the browser's bundle, then the HTML renderer, half a minute of one
 * core) and only then runs the page queries, whose `gatsbyImageData` fields create the jobs that make the pictures'
 * sizes. So on a clean build the pictures waited for webpack while the other core sat half idle, and then had the
 * machine to themselves (bench/README.md, "The clean build"). Gatsby has no setting for the order.
 *
 * This runs, before the bundles, the page queries Gatsby is about to run that ask for pictures, with the variables
 * Gatsby gives them, and throws their results away: what remains are the jobs their resolvers created, which sharp
 * works through on its own threads while webpack bundles. When Gatsby runs the same queries after the bundles,
 * each job is the same job (a job is known by its content digest: the file, the sizes, the plugin), so Gatsby
 * waits for the one under way or takes the one done, and makes no picture twice.
 *
 * Only the queries Gatsby will run (dirty: a new page, new data, new text): a rebuild with one story changed runs
 * that story's few, not the site's. Only on `gatsby build`: `gatsby develop` makes pictures when they are asked for.
 */

/** What this reads of Gatsby's state (its redux store, given to every node API as `store`). */
export type QueryState = {
  pages: ReadonlyMap<string, { path: string; componentPath: string; context?: Record<string, unknown> }>;
  components: ReadonlyMap<string, { query?: string }>;
  /** Gatsby's own record of the queries (page and static) and whether each must run again. */
  queries: {
    trackedQueries: ReadonlyMap<string, { dirty: number }>;
    deletedQueries: ReadonlySet<string>;
  };
};

/**
 * The queries Gatsby will run: those its store marks dirty (a new page, new data, new text) and not deleted. Read
 * from the store the node APIs are given, as Gatsby's query runner reads it, rather than by importing the runner
 * from `gatsby/dist` (not a public API: its path may move in any release). The runner also leaves out a component
 * whose query could not be extracted; such a build fails at that query anyway, and running it early only makes no
 * picture.
 */
export function dirtyQueries(state: QueryState): string[] {
  const { trackedQueries, deletedQueries } = state.queries;
  return [...trackedQueries].filter(([id, query]) => query.dirty > 0 && !deletedQueries.has(id)).map(([id]) => id);
}

type RunQuery = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

/** The field whose resolver creates the picture jobs (gatsby-transformer-sharp). */
const MAKES_PICTURES = /\bgatsbyImageData\b/;

/**
 * The page queries to run early: of the queries Gatsby will run (`dirty`: dirtyQueries), each page's whose query
 * asks for pictures, with the variables Gatsby's query runner gives it (its createPageQueryJob: the page's fields,
 * then its context). A static query's id names no page: left to Gatsby.
 */
export function pictureQueries(state: QueryState, dirty: readonly string[]) {
  const queries: { path: string; query: string; variables: Record<string, unknown> }[] = [];
  for (const id of dirty) {
    const page = state.pages.get(id);
    const query = page && state.components.get(page.componentPath)?.query;
    if (!page || !query || !MAKES_PICTURES.test(query)) continue;
    const { context, ...fields } = page;
    queries.push({ path: page.path, query, variables: { ...fields, ...context } });
  }
  return queries;
}

/**
 * Runs the picture queries (all at once: each resolves in milliseconds; the jobs are what take time) and returns
 * how many ran. A query's error is not reported here: Gatsby runs the same query after the bundles and reports it.
 */
export async function startPictures(state: QueryState, runQuery: RunQuery) {
  const queries = pictureQueries(state, dirtyQueries(state));
  await Promise.all(queries.map(({ query, variables }) => runQuery(query, variables)));
  return queries.length;
}
