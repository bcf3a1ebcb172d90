import { graphql, Link, type PageProps } from "gatsby";
import * as React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo";
import { StoryList, Tags } from "../components/story-card";
import { imagesByName, PageDataProvider } from "../hooks/use-page-data";
import { useTranslation } from "../i18n/use-locale";
import { FEED_PATH, STORIES_PATH } from "../routes";
import { Article } from "./page";
import type { ListingContext } from "../plan/page-context";

/** A page of the story listing: /stories (all), /stories/tag/<tag> (one tag), and their numbered pages. */
export default function StoriesTemplate({ data, pageContext }: PageProps<Queries.StoriesQuery, ListingContext>) {
  const { route, title, description, stories, tags, tagName: tag, page, pages, previous, next, base } = pageContext;
  const { t, to } = useTranslation();
  const images = React.useMemo(() => imagesByName(data.allFile.nodes), [data.allFile.nodes]);
  const value = React.useMemo(() => ({ title, path: route, images, toc: [] }), [title, route, images]);
  return (
    <PageDataProvider value={value}>
      <Seo title={title} description={description} path={route} />
      <Article>
        <h1>
          {tag ? t("stories.tagTitle", { tag }) : t("stories.title")}
          {pages > 1 && <Small>{t("stories.page", { page, pages })}</Small>}
        </h1>
        <p>
          {tag ? t("stories.tagIntro", { tag }) : t("stories.intro")} <a href={to(FEED_PATH)}>{t("stories.rss")}</a>.
        </p>
        {tags.length > 0 && (
          <nav aria-label={t("stories.byTag")}>
            <Tags>
              <li>
                <Link to={to(STORIES_PATH)} aria-current={!tag ? "page" : undefined}>
                  {t("stories.all")}
                </Link>
              </li>
              {tags.map((tagLink) => (
                <li key={tagLink.route}>
                  <Link to={tagLink.route} aria-current={tagLink.route === base ? "page" : undefined}>
                    {tagLink.name}
                  </Link>
                </li>
              ))}
            </Tags>
          </nav>
        )}
        {stories.length === 0 ? (
          <p data-no-stories="">{t("stories.none")}</p>
        ) : (
          <Wide data-bleed="">
            <StoryList stories={stories} firstIsPriority />
          </Wide>
        )}
        {pages > 1 && (
          <Pager aria-label={tag ? t("stories.tagPages", { tag }) : t("stories.pages")}>
            {previous ? (
              <Link to={previous} rel="prev">
                {t("stories.newer")}
              </Link>
            ) : (
              <span />
            )}
            <span>
              {t("stories.page", { page, pages })}
              {page > 1 && (
                <>
                  {" · "}
                  <Link to={base}>{t("stories.first")}</Link>
                </>
              )}
            </span>
            {next ? (
              <Link to={next} rel="next">
                {t("stories.older")}
              </Link>
            ) : (
              <span />
            )}
          </Pager>
        )}
      </Article>
    </PageDataProvider>
  );
}

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const Wide = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  width: 100%;
  box-sizing: border-box;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  a {
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.6rem 0;
  }
`;

export const query = graphql`
  query Stories($images: [String!]!) {
    allFile(filter: { sourceInstanceName: { eq: "images" }, relativePath: { in: $images } }) {
      nodes {
        relativePath
        # A story's photograph is drawn at most 33rem wide on its page and as a card (1,056 px at 2x): 1,366 covers
        # it, and 1,920 would be a third of the image work for pixels no screen fetches. Keep it the same in story.tsx
        # and stories.tsx, so a photo's sizes are made once (page queries cannot share a constant).
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366])
        }
      }
    }
  }
`;
