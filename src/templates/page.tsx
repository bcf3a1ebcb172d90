import { graphql, type PageProps } from "gatsby";
// gatsby-plugin-mdx wraps this template in code that calls React.createElement, so React is imported whole.
import * as React from "react";
import styled from "styled-components";
import { media } from "../theme/theme";
import { SearchFacts } from "../components/search-facts";
import { Seo } from "../components/seo";
import { imagesByName, PageDataProvider } from "../hooks/use-page-data";
import type { PageContext } from "../plan/page-context";

/** The one template every MDX page goes through: fetches the page's images and writes its head tags. */
export default function PageTemplate({ data, pageContext, children }: PageProps<Queries.PageQuery, PageContext>) {
  const images = React.useMemo(() => imagesByName(data.images), [data.images]);
  const page = React.useMemo(
    () => ({
      title: pageContext.title,
      path: pageContext.route,
      images,
      toc: pageContext.toc,
      stories: pageContext.stories,
      searchList: pageContext.searchList,
      sample: pageContext.sample,
    }),
    [pageContext, images],
  );
  return (
    <PageDataProvider value={page}>
      <Seo title={pageContext.title} description={data.mdx?.frontmatter.description ?? ""} path={pageContext.route} />
      {/* The search index reads the page's own words only (src/pipeline/post-build/search-index.ts). */}
      <Article {...(pageContext.search !== false && { "data-pagefind-body": "" })}>{children}</Article>
      {pageContext.search !== false && <SearchFacts title={pageContext.title} kind="page" sample={pageContext.sample && "page"} />}
    </PageDataProvider>
  );
}

/**
 * Prose outside the full-width bands keeps a reading measure in the middle of the screen, as the bands' words do;
 * on wide screens a page with contents (the legal texts) keeps them in an aside column beside the text.
 */
export const Article = styled.div`
  display: grid;
  grid-template-columns: 1fr min(${({ theme }) => theme.measure}, 100% - 2rem) 1fr;
  > * {
    grid-column: 2;
    min-width: 0;
  }
  > [data-bleed] {
    grid-column: 1 / -1;
  }
  /* The aside column only where there is an aside (a legal text's contents); otherwise the words sit in the middle. */
  ${media.wide} {
    &:has(> nav[aria-labelledby="toc-title"]) {
      grid-template-columns:
        1fr minmax(0, ${({ theme }) => theme.measure})
        minmax(14rem, calc(${({ theme }) => theme.maxWidth} - 2rem - ${({ theme }) => theme.measure})) 1fr;
    }
    > nav[aria-labelledby="toc-title"] {
      grid-column: 3;
      grid-row: 1 / span 40;
      align-self: start;
      position: sticky;
      top: calc(${({ theme }) => theme.headerHeight} + 1rem);
      margin: ${({ theme }) => theme.space.lg} 0 0 ${({ theme }) => theme.space.lg};
      font-size: ${({ theme }) => theme.fontSizes.small};
    }
  }
  > h1:first-child {
    margin-top: ${({ theme }) => theme.space.lg};
  }
  > h2 {
    margin-top: ${({ theme }) => theme.space.lg};
    scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 1rem);
  }
  /* The last words or cards on a page stand clear of the footer; a closing band meets it, with no strip between. */
  > :last-child:not(section[data-bleed]) {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

export const query = graphql`
  query Page($id: String!, $images: [String!]!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        description
      }
    }
    images: imageFiles(names: $images, sources: ["images", "hero-crops"]) {
      relativePath
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH)
      }
    }
  }
`;
