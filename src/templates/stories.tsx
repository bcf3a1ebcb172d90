import { graphql, Link, type PageProps } from "gatsby";
import * as React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo";
import { StoryList, Tags } from "../components/story-card";
import { imagesByName, PageDataProvider } from "../hooks/use-page-data";
import { useTranslation } from "../hooks/use-locale";
import { FEED_PATH, STORIES_PATH } from "../routes";
import { Article } from "./page";
import { media, visuallyHidden } from "../theme/theme";
import type { ListingContext } from "../plan/page-context";

/** A page of the story listing: /stories (all), /stories/tag/<tag> (one tag), and their numbered pages. */
export default function StoriesTemplate({ data, pageContext }: PageProps<Queries.StoriesQuery, ListingContext>) {
  const { route, title, description, stories, tags, tagName: tag, page, pages, previous, next, first, last, pager, base } = pageContext;
  const { t, to } = useTranslation();
  const images = React.useMemo(() => imagesByName(data.images), [data.images]);
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
            <PageNumbers>
              {pager.map((item) => (
                <li key={item.kind === "page" ? `p${item.page}` : `g${item.from}-${item.to}`} data-only={item.only}>
                  {item.kind === "gap" ? (
                    <span aria-hidden="true" data-gap="">
                      …
                    </span>
                  ) : item.route ? (
                    <Link to={item.route}>
                      <Hidden>{t("stories.page", { page: item.page, pages })}</Hidden>
                      <span aria-hidden="true">{item.page}</span>
                    </Link>
                  ) : (
                    <span aria-current="page">
                      <Hidden>{t("stories.page", { page: item.page, pages })}</Hidden>
                      <span aria-hidden="true">{item.page}</span>
                    </span>
                  )}
                </li>
              ))}
            </PageNumbers>
            <Steps>
              {(first || previous) && (
                <ul>
                  {first && (
                    <li>
                      <Link to={first}>{t("stories.first")}</Link>
                    </li>
                  )}
                  {previous && (
                    <li>
                      <Link to={previous} rel="prev">
                        {t("stories.newer")}
                      </Link>
                    </li>
                  )}
                </ul>
              )}
              {(next || last) && (
                <ul data-older="">
                  {next && (
                    <li>
                      <Link to={next} rel="next">
                        {t("stories.older")}
                      </Link>
                    </li>
                  )}
                  {last && (
                    <li>
                      <Link to={last}>{t("stories.last")}</Link>
                    </li>
                  )}
                </ul>
              )}
            </Steps>
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

/** Off the screen, read by screen readers: "Page 5 of 112" for the number a pager's link shows. */
const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The pager: numbered pages (a window around this one, the first and the last), then First and Newer, Older and Last.
 * Every link is a 44 px target (WCAG 2.2's AAA size, which AA's 24 px minimum is within). A phone shows one page
 * either side of this one (7 targets fit 375 px), a wider screen two: the items only one width shows say so in
 * data-only, and the other width hides them, so the pager is plain links without a script.
 */
const Pager = styled.nav`
  margin: ${({ theme }) => theme.space.md} 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0;
  }
  [data-only="wide"] {
    display: none;
  }
  ${media.tablet} {
    [data-only="wide"] {
      display: block;
    }
    [data-only="narrow"] {
      display: none;
    }
  }
`;

const PageNumbers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  a,
  span[aria-current],
  [data-gap] {
    display: flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    box-sizing: border-box;
    padding: 0 0.25rem;
    border-radius: ${({ theme }) => theme.radius};
    font-variant-numeric: tabular-nums;
  }
  /* A gap is no target: narrower, so a phone's seven targets and two gaps keep to one row. */
  [data-gap] {
    min-width: 1.25rem;
  }
  a {
    border: 1px solid ${({ theme }) => theme.colors.line};
  }
  span[aria-current] {
    border: 1px solid ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.white};
    font-weight: 700;
  }
`;

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space.sm};
  }
  /* Older and Last keep to the right, on the first page too (where nothing is newer). */
  ul[data-older] {
    margin-left: auto;
  }
  a {
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.6rem 0;
    box-sizing: border-box;
  }
`;

export const query = graphql`
  query Stories($images: [String!]!) {
    # The story pictures' fragment (src/templates/story.tsx): the same sizes as a story's page.
    images: imageFiles(names: $images, sources: ["images"]) {
      ...StoryPictures
    }
  }
`;
