import { slug } from "github-slugger";

/** One entry of a page's table of contents: a "## " heading and its anchor. */
export type TocEntry = { id: string; text: string };

/**
 * The anchor rule, shared by the build's remark plugin that gives the components their ids
 * (remarkAnchorIds) and the content check that predicts them, so it runs at build time and in the
 * editor, never in a visitor's page. github-slugger is the slugger of GitHub's headings and of
 * gatsby-plugin-mdx's table of contents; its stateless form, because each heading is read on its own.
 */
export const headingId = (text: string): string => slug(text);

/** A Section's band id (given, or its title as a slug) and its h2's id. */
export function sectionIds(title: string, id?: string): { band: string; heading: string } {
  const band = id ?? slug(title);
  return { band, heading: `${band}-title` };
}

/** A CallToAction's h2 id. */
export const callToActionHeadingId = (title: string): string => `${slug(title)}-title`;
