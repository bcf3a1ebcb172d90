// The byte budgets of a route's first load at 375 px, in the bytes a visitor receives (Brotli, as npm start and a CDN send it to any browser), and how they are
// measured: read by the budget browser test and by `npm run review`, so both judge alike.
export const KB = 1024;

/** Per route, first load on a phone (see issues #6 and #21): scripts before any click, web fonts and everything together. */
export const BUDGET = { js: 100 * KB, fonts: 80 * KB, total: 350 * KB };

/**
 * Starts counting what a Playwright page downloads; `await totals()` sums it by now. Each size is read
 * asynchronously, so totals waits for the reads already begun (a request that finished just before would
 * otherwise be missed), and a read that fails is reported there rather than as a stray rejection: one
 * still pending when the page closes after the measurement no longer fails the test it belongs to.
 *
 * @param {import("@playwright/test").Page} page
 */
export function countBytes(page) {
  /** @type {{ url: string; type: string; bytes: number }[]} */
  const sizes = [];
  /** @type {Set<Promise<unknown>>} */
  const pending = new Set();
  /** @type {string[]} */
  const failures = [];
  page.on("requestfinished", (request) => {
    const read = request
      .sizes()
      .then(({ responseBodySize }) => sizes.push({ url: request.url(), type: request.resourceType(), bytes: responseBodySize }))
      .catch((error) => failures.push(`${request.url()}: ${error.message}`))
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  const sum = (/** @type {string | undefined} */ type) =>
    sizes.filter((s) => !type || s.type === type).reduce((total, s) => total + s.bytes, 0);
  return {
    sizes,
    totals: async () => {
      await Promise.all([...pending]);
      if (failures.length) throw new Error(`Could not read the size of: ${failures.join("; ")}`);
      return { js: sum("script"), fonts: sum("font"), total: sum(), requests: sizes.length };
    },
  };
}
