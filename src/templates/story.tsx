import { graphql, type PageProps } from "gatsby";
// gatsby-plugin-mdx wraps this template in code that calls React.createElement, so React is imported whole.
import * as React from "react";
import { Seo } from "../components/seo";
import { StoryView } from "../components/story-view";
import { imagesByName, PageDataProvider } from "../hooks/use-page-data";
import { settings } from "../settings";
import { Article } from "./page";
import type { StoryContext } from "./page-context";

/** Every story's page (content/stories/*.mdx): the story around its MDX body, its share picture and structured data. */
export default function StoryTemplate({ data, pageContext, children }: PageProps<Queries.StoryQuery, StoryContext>) {
  const images = React.useMemo(() => imagesByName(data.allFile.nodes), [data.allFile.nodes]);
  const page = React.useMemo(
    () => ({ title: pageContext.title, path: pageContext.slug, images, toc: pageContext.toc }),
    [pageContext, images],
  );
  const share = data.share?.childImageSharp?.gatsbyImageData;
  const image = share?.images.fallback && {
    url: `${settings.siteUrl}${share.images.fallback.src}`,
    width: share.width,
    height: share.height,
    alt: pageContext.story.alt,
  };
  return (
    <PageDataProvider value={page}>
      <Seo
        title={pageContext.title}
        description={pageContext.description}
        path={pageContext.slug}
        type="article"
        image={image || undefined}
        jsonLd={pageContext.jsonLd}
      />
      <Article>
        <StoryView story={pageContext.story}>{children}</StoryView>
      </Article>
    </PageDataProvider>
  );
}

export const query = graphql`
  query Story($images: [String!]!, $image: String!) {
    allFile(filter: { sourceInstanceName: { eq: "images" }, relativePath: { in: $images } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH)
        }
      }
    }
    share: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: $image }) {
      childImageSharp {
        gatsbyImageData(
          layout: FIXED
          width: 1200
          height: 630
          formats: [JPG]
          placeholder: NONE
          outputPixelDensities: [1]
          transformOptions: { cropFocus: CENTER }
        )
      }
    }
  }
`;
