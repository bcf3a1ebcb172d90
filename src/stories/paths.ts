/** The stories' routes and page size, apart from plan.ts so the visitors' pages can import them without its sluggers. */
export const STORIES_PATH = "/stories";
export const STORIES_PER_PAGE = 9;
/** The foundation's time zone: Phoenix keeps Mountain Standard Time (-07:00) all year. */
export const TIME_ZONE = "America/Phoenix";
/** The feed of the newest stories. */
export const FEED_PATH = "/rss.xml";
