import { fillSlug, founderSlug } from "../../src/founder-route";
import { ROUTES } from "../setup/routes";
import { settings } from "./fixtures";

export { ROUTES };

/** A route's path on the site under test (the founder's page is named by that site's settings). */
export const pathOf = (route: { slug: string }) => fillSlug(route.slug, settings);

/** The founder's story on the site under test. */
export const founderPath = () => founderSlug(settings);

/** The founder's story's path with the committed settings, for test titles. */
export const FOUNDER_PATH = founderSlug();
