import { icsFile } from "../../seo/story-files";
import { icsRoute } from "../../routes";
import type { PostBuildStep } from "./step";

export const calendars: PostBuildStep = {
  name: "calendars",
  purpose: "an .ics file beside each event's page",
  run: ({ plan }, files) => {
    const events = plan.stories.filter((story) => story.frontmatter.event);
    for (const story of events) files.writeRoute(icsRoute(story), icsFile(story, plan.tree.settingsIn(story.locale)));
    return `${events.length} calendar file(s)`;
  },
};
