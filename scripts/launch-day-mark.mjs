// Where the launch-day copy's build says it has ended (scripts/launch-day.mjs writes it, the browser tests' fixtures
// wait for it). A module of its own, without import.meta: Playwright loads it into the tests as CommonJS.
import { join } from "node:path";

/**
 * The file `buildLaunchDay` leaves in the copy `dir` when its build has ended: "built", or why it failed. npm test starts
 * the launch-day browser tests in the same Playwright run as the others, before that build is done; they wait for it.
 */
export const buildMark = (dir) => join(dir, ".launch-day-build");
