import { LOCALES } from "../../languages";
import { rssXml } from "../../seo/story-files";
import { feedStories } from "../../stories/picks";
import { feedRoute } from "../../routes";
import type { PostBuildStep } from "./step";

export const feeds: PostBuildStep = {
  name: "feeds",
  purpose: "each language's RSS feed of its 20 newest stories",
  run: ({ plan, shareImage }, files) =>
    LOCALES.map((locale) => {
      const stories = feedStories(plan.storiesIn(locale));
      return `${files.writeRoute(feedRoute(locale), rssXml(stories, shareImage, plan.tree.settingsIn(locale), locale))} (${stories.length} stories)`;
    }).join(", "),
};
