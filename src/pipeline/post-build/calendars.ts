import { icsFile } from "../../seo/story-files";
import { icsRoute } from "../../routes";
import { writePublic, type PostBuildStep } from "./step";

export const calendars: PostBuildStep = {
  name: "calendars",
  purpose: "an .ics file beside each event's page",
  run: ({ publicDir, plan, settingsIn }) => {
    const events = plan.stories.filter((story) => story.frontmatter.event);
    for (const story of events) writePublic(publicDir, icsRoute(story), icsFile(story, settingsIn(story.locale)));
    return `wrote ${events.length} calendar file(s)`;
  },
};
