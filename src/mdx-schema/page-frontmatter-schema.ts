import { z } from "zod";
import { sampleFlag } from "./sample-flag";
import { englishVersionSchema } from "./translation";

/**
 * Every frontmatter field a page may have (anything else is a typo the build reports). Each
 * description says what the field must be: the build's message after "is …;", the editor's hint.
 */
export const frontmatterSchema = z.strictObject({
  slug: z
    .string()
    .regex(/^\/(?:.*[^/])?$/)
    .describe('it must be the route, starting with "/" and not ending with one, such as /awareness'),
  title: z.string().regex(/\S/).describe("it must be the page title shown in the browser tab and in shares"),
  description: z.string().regex(/\S/).describe("it must be one or two sentences for search results and link previews"),
  solidHeader: z
    .boolean()
    .optional()
    .describe("it must be true or false: true for pages without a hero image, so the header is solid from the top"),
  search: z
    .boolean()
    .optional()
    // Left out, a page is in search: the editor shows the switch on (src/admin/config.ts) and does not write it back.
    .meta({ default: true })
    .describe("it must be true or false: false keeps the page out of the site's search and its list of every page"),
  sample: sampleFlag("page's whole text (such as the founder's story)"),
  englishVersion: englishVersionSchema,
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;
