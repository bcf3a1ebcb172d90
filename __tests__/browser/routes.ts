import { fillSlug, founderSlug } from "../../src/founder-route";
import { ROUTES, TEMPLATE_ROUTES } from "../setup/content";
import { settings } from "./fixtures";

export { ROUTES, TEMPLATE_ROUTES };

/** Every route the per-route browser checks visit: each MDX page, and one route of each story template. */
export const ALL_ROUTES = [...ROUTES.map(({ path }) => ({ path, template: "page" as const })), ...TEMPLATE_ROUTES];

/** A route's path on the site under test (the founder's page is named by that site's settings). */
export const pathOf = (route: { slug: string }) => fillSlug(route.slug, settings);

/** The founder's story on the site under test. */
export const founderPath = () => founderSlug(settings);

/** The founder's story's path with the committed settings, for test titles. */
export const FOUNDER_PATH = founderSlug();
