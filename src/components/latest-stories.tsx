import { Link } from "gatsby";
import { usePageData } from "../hooks/use-page-data";
import { useTranslation } from "../hooks/use-locale";
import { STORIES_PATH } from "../routes";
import { Band, BandFrame } from "./section";
import { StoryList } from "./story-card";

/**
 * The home page's "Latest stories": the next upcoming event and the three newest stories besides it, which the build
 * hands to the page. With no stories there is nothing to show, and the block is left out.
 */
export function LatestStories() {
  const { stories } = usePageData();
  const { t, to } = useTranslation();
  if (!stories || (!stories.nextEvent && stories.latest.length === 0)) return null;
  return (
    <Band data-bleed="" $tone="light" aria-labelledby="latest-stories" data-latest-stories="" data-pagefind-ignore="">
      <BandFrame>
        <h2 id="latest-stories">{t("stories.latest")}</h2>
        {/* The next event first, labelled so, then the newest stories: one row on a wide screen. */}
        <StoryList
          stories={[...(stories.nextEvent ? [stories.nextEvent] : []), ...stories.latest]}
          level={3}
          firstLabel={stories.nextEvent ? t("stories.nextEvent") : undefined}
        />
        <p>
          <Link to={to(STORIES_PATH)}>{t("stories.allLink")}</Link>
        </p>
      </BandFrame>
    </Band>
  );
}
