import { graphql, Link, type PageProps } from "gatsby";
import * as React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo";
import { StoryList, Tags } from "../components/story-card";
import { imagesByName, PageDataProvider } from "../hooks/use-page-data";
import { FEED_PATH, STORIES_PATH } from "../stories/constants";
import { Article } from "./page";
import type { ListingContext } from "./page-context";

/** A page of the story listing: /stories (all), /stories/tag/<tag> (one tag), and their numbered pages. */
export default function StoriesTemplate({ data, pageContext }: PageProps<Queries.StoriesQuery, ListingContext>) {
  const { slug, title, description, stories, tags, tag, page, pages, previous, next, base } = pageContext;
  const images = React.useMemo(() => imagesByName(data.allFile.nodes), [data.allFile.nodes]);
  const value = React.useMemo(() => ({ title, path: slug, images, toc: [] }), [title, slug, images]);
  return (
    <PageDataProvider value={value}>
      <Seo title={title} description={description} path={slug} />
      <Article>
        <h1>
          {tag ? `Stories: ${tag}` : "Stories, news and events"}
          {pages > 1 && (
            <Small>
              Page {page} of {pages}
            </Small>
          )}
        </h1>
        <p>
          {tag
            ? `Everything we have written under ${tag}, upcoming events first, then the newest.`
            : "Men who faced cancer and the people beside them, screening days and what we ask of lawmakers: upcoming events first, then the newest."}{" "}
          <a href={FEED_PATH}>Follow by RSS</a>.
        </p>
        {tags.length > 0 && (
          <nav aria-label="Stories by tag">
            <Tags>
              <li>
                <Link to={STORIES_PATH} aria-current={!tag ? "page" : undefined}>
                  All
                </Link>
              </li>
              {tags.map((t) => (
                <li key={t.route}>
                  <Link to={t.route} aria-current={t.name === tag ? "page" : undefined}>
                    {t.name}
                  </Link>
                </li>
              ))}
            </Tags>
          </nav>
        )}
        {stories.length === 0 ? (
          <p data-no-stories="">There are no stories here yet. Please come back soon.</p>
        ) : (
          <Wide data-bleed="">
            <StoryList stories={stories} firstIsPriority />
          </Wide>
        )}
        {pages > 1 && (
          <Pager aria-label={`Pages of ${tag ? `the ${tag} stories` : "the stories"}`}>
            {previous ? (
              <Link to={previous} rel="prev">
                Newer stories
              </Link>
            ) : (
              <span />
            )}
            <span>
              Page {page} of {pages}
              {page > 1 && (
                <>
                  {" · "}
                  <Link to={base}>First page</Link>
                </>
              )}
            </span>
            {next ? (
              <Link to={next} rel="next">
                Older stories
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
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH)
        }
      }
    }
  }
`;
