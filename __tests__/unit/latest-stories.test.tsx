import { screen, within } from "@testing-library/react";
import { generatedStories, imagesIn } from "../../scripts/story-fixtures.mjs";
import { LatestStories } from "../../src/components/latest-stories";
import { translate } from "../../src/i18n/strings";
import { STORIES_PATH, pageAddress } from "../../src/routes";
import { homeBlock } from "../../src/plan/page-context";
import { renderInSite } from "../setup/render";
import { readStories } from "../setup/content";

const NOW = Date.parse("2026-06-15T12:00:00Z");
const IMAGES = imagesIn(".");
const stories = readStories(
  generatedStories(6, { now: NOW, images: IMAGES }).map(({ name, text }) => ({ file: `content/stories/${name}`, text })),
  IMAGES,
);
// The cards' pictures as the page query would give them.
const images = Object.fromEntries(
  IMAGES.map((name) => [
    name,
    {
      layout: "fullWidth" as const,
      width: 3,
      height: 2,
      images: { fallback: { src: `/${name}`, srcSet: `/${name} 800w`, sizes: "" }, sources: [] },
    },
  ]),
);

describe("Latest stories on the home page", () => {
  it("shows the next event first, labelled, then the three newest other stories, and leads to all stories", () => {
    const block = homeBlock(stories, NOW);
    renderInSite(<LatestStories />, { stories: block.stories, images });
    const region = screen.getByRole("region", { name: translate("en", "stories.latest") });
    const titles = within(region)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([block.stories.nextEvent!.title, ...block.stories.latest.map((s) => s.title)]);
    expect(within(region).getAllByRole("listitem")[0]).toHaveTextContent(translate("en", "stories.nextEvent"));
    expect(within(region).getByRole("link", { name: translate("en", "stories.allLink") })).toHaveAttribute(
      "href",
      pageAddress(STORIES_PATH),
    );
  });

  it("is left out when there are no stories", () => {
    const { container } = renderInSite(<LatestStories />, { stories: homeBlock([], NOW).stories, images });
    expect(container).toBeEmptyDOMElement();
  });
});
