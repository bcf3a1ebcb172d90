import { z } from "zod";

/**
 * The components whose `sample` flag marks a block as a sample, and what kind of sample each holds; `<Sample>` is one
 * always (a passage of invented text), with no flag.
 */
export const SAMPLE_BLOCKS = { Testimonial: "testimonial", ImpactSource: "figure", Sample: "text" } as const;
export const ALWAYS_SAMPLE = "Sample";

/**
 * The mark a writer puts on content written for the preview (invented people, their words, their stories):
 * `sample: true` in a page's or story's frontmatter, `sample` on a SAMPLE_BLOCKS component. `npm run launch-check` lists
 * every mark left, and a launch build refuses to build while any remain (src/content-checks/samples.ts).
 */
export const sampleFlag = (what: string) =>
  z
    .boolean()
    .optional()
    .describe(
      `it must be true or false: true marks this ${what} as a sample written for the preview, which must be replaced before launch`,
    );
