import { graphql, type PageProps } from "gatsby";
// gatsby-plugin-mdx wraps this template in code that calls React.createElement, so React is imported whole.
import * as React from "react";
import { Seo } from "../components/seo";
import { StoryView } from "../components/story-view";
import { imagesByName, PageDataProvider } from "../hooks/use-page-data";
import { Article } from "./page";
import type { StoryContext } from "./page-context";

/** Every story's page (content/stories/*.mdx): the story around its MDX body, its share picture and structured data. */
export default function StoryTemplate({ data, pageContext, children }: PageProps<Queries.StoryQuery, StoryContext>) {
  const images = React.useMemo(() => imagesByName(data.allFile.nodes), [data.allFile.nodes]);
  const page = React.useMemo(
    () => ({ title: pageContext.title, path: pageContext.slug, images, toc: pageContext.toc }),
    [pageContext, images],
  );
  return (
    <PageDataProvider value={page}>
      <Seo
        title={pageContext.title}
        description={pageContext.description}
        path={pageContext.slug}
        type="article"
        image={{ ...pageContext.share, alt: pageContext.story.alt }}
        jsonLd={pageContext.jsonLd}
      />
      <Article>
        <StoryView story={pageContext.story}>{children}</StoryView>
      </Article>
    </PageDataProvider>
  );
}

export const query = graphql`
  query Story($images: [String!]!) {
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
