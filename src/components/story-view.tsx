import React from "react";
import styled from "styled-components";
import type { StoryViewData } from "../stories/card-models";
import { useTranslation } from "../hooks/use-locale";
import { EventDetails } from "./event-details";
import { ResponsiveImage } from "./responsive-image";
import { ShareLinks } from "./share-links";
import { StoryList, TagLinks } from "./story-card";
import { SampleNote } from "./sample-note";

/**
 * A picture in the page's reading column (a story's picture): the page's grid gives that column a measure,
 * 52ch of the body type (29 to 33rem as the fonts load), or the screen less its margins.
 */
const PROSE_SIZES = "min(33rem, calc(100vw - 2rem))";

/**
 * A story's page: headline, dates, author and tags, its picture, when and where for an event, the body
 * (the MDX), share links and three more stories. Each part is its own child of the page's grid.
 */
export function StoryView({ story, sample, children }: { story: StoryViewData; sample?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{story.title}</h1>
      <Byline>
        <time dateTime={story.date}>{story.dateText}</time>
        {story.updated && (
          <>
            {" · "}
            {t("story.updated")} <time dateTime={story.updated}>{story.updatedText}</time>
          </>
        )}
        {" · "}
        {t("story.by", { author: story.author })}
      </Byline>
      {sample && <SampleNote kind="story" />}
      <TagLinks tags={story.tags} />
      <Picture name={story.image} alt={story.alt} sizes={PROSE_SIZES} priority />
      {story.event && <EventDetails event={story.event} />}
      {children}
      <ShareLinks />
      {story.related.length > 0 && (
        <section aria-labelledby="more-stories" data-bleed="" data-pagefind-ignore="">
          <More>
            <h2 id="more-stories">{t("stories.more")}</h2>
            <StoryList stories={story.related} level={3} />
          </More>
        </section>
      )}
    </>
  );
}

const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Picture = styled(ResponsiveImage)`
  margin: ${({ theme }) => theme.space.sm} 0;
  img {
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const More = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: ${({ theme }) => theme.space.lg} auto 0;
  padding: 0 ${({ theme }) => theme.space.sm};
`;
