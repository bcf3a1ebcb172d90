import { graphql, type PageProps } from "gatsby";
import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { SearchFacts } from "../components/search-facts";
import { Seo } from "../components/seo";
import { MdxTree } from "../components/render-tree";
import { StoryView } from "../components/story-view";
import { imagesByName, PageDataProvider } from "../hooks/use-page-data";
import { Article } from "./page";
import type { MdxTreeNode } from "../mdx-schema/mdx-tree";
import type { StoryContext } from "../plan/page-context";

/**
 * Every story's page (content/stories/*.mdx): the story around its body, its share picture and structured data.
 * The body is the page context's tree (src/pipeline/page-requests.ts says why); the editor's preview, which
 * compiles the text being typed, passes it as children instead.
 */
export default function StoryTemplate({
  data,
  pageContext,
  children,
}: PageProps<Queries.StoryQuery, StoryContext & { body?: MdxTreeNode[] }>) {
  const images = React.useMemo(() => imagesByName(data.images), [data.images]);
  const page = React.useMemo(
    () => ({ title: pageContext.title, path: pageContext.route, images, toc: pageContext.toc }),
    [pageContext, images],
  );
  return (
    <PageDataProvider value={page}>
      <Seo
        title={pageContext.title}
        description={pageContext.description}
        path={pageContext.route}
        type="article"
        image={{ ...pageContext.share, alt: pageContext.story.alt }}
        jsonLd={pageContext.jsonLd}
      />
      <Article data-pagefind-body="">
        <StoryView story={pageContext.story} sample={pageContext.sample}>
          {children ?? (pageContext.body && <MdxTree tree={pageContext.body} />)}
        </StoryView>
      </Article>
      <SearchFacts
        title={pageContext.title}
        kind={pageContext.kind}
        date={pageContext.story.dateText}
        image={smallestFile(images[pageContext.story.image])}
        tags={pageContext.story.tags.map((tag) => tag.name)}
        sample={pageContext.sample && "story"}
      />
    </PageDataProvider>
  );
}

/** The smallest file of a picture (WebP, as every size is), for its search result's thumbnail. */
const smallestFile = (image: IGatsbyImageData | undefined) => image?.images.fallback?.srcSet?.split(",")[0].trim().split(" ")[0];

export const query = graphql`
  query Story($images: [String!]!) {
    images: imageFiles(names: $images, sources: ["images"]) {
      ...StoryPictures
    }
  }
`;

/**
 * The pictures of a story's page and of the listings' cards, one fragment for both queries (GraphQL's fragments
 * are global in Gatsby), so a photograph's sizes are made once. A story's photograph is drawn at most 33rem wide on
 * its page and as a card (1,056 px at 2x): 1,366 covers it, and 1,920 would be a third of the image work for pixels
 * no screen fetches.
 */
export const storyPictures = graphql`
  fragment StoryPictures on File {
    relativePath
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366])
    }
  }
`;
