import { z } from "zod";
import { STORY_TAGS } from "./allowed-values";
import { sampleFlag } from "./sample-flag";
import { englishVersionSchema } from "./translation";

/**
 * A story's frontmatter (content/stories/<slug>.mdx): news, a survivor's story, an advocacy update or an
 * event. Dates are written as text in ISO form; an event's times carry their offset (the foundation is in
 * America/Phoenix, which keeps -07:00 all year). Each description is the end of the build's message and
 * the editor's hint, as for pages.
 */
const isoDate = z.iso.date().describe('it must be a date written as "YYYY-MM-DD", such as "2026-03-14"');
const isoDateTime = z.iso
  .datetime({ offset: true, local: false })
  .describe('it must be a date and time with its offset, such as "2026-03-14T09:00:00-07:00" (Phoenix is -07:00 all year)');
const text = (what: string) => z.string().regex(/\S/).describe(`it must be ${what}`);

export const storyEventSchema = z
  .strictObject({
    start: isoDateTime,
    end: isoDateTime,
    place: text("the name of the place, such as a church or a hall"),
    address: text("the street address, city and ZIP code of the place"),
  })
  .describe("it must be a group of the fields start, end, place and address, for an event");

export const storyFrontmatterSchema = z
  .strictObject({
    title: z
      .string()
      .regex(/\S/)
      .max(70)
      .describe("it must be the story's headline, at most 70 characters so search results show it whole"),
    description: text("one or two sentences for the listing, the feed, search results and link previews"),
    date: isoDate,
    author: text("the name of the person who wrote the story"),
    image: z
      .string()
      .regex(/^[^/\\]+\.(jpe?g|png|webp|avif)$/i)
      .describe('it must be the file name of a picture in content/images/, such as "screening-day.jpg"'),
    alt: text("a sentence that says what the picture shows, for readers who cannot see it"),
    tags: z
      .array(z.enum(STORY_TAGS))
      .min(1)
      .describe(`it must be a list of one or more of the tags: ${STORY_TAGS.join(", ")}`),
    updated: isoDate.optional(),
    event: storyEventSchema.optional(),
    sample: sampleFlag("story (invented people and events)"),
    englishVersion: englishVersionSchema,
  })
  .superRefine((story, ctx) => {
    // Compared only when both are well written; otherwise the field's own message says what is wrong.
    const dated = isoDate.safeParse(story.date).success && isoDate.safeParse(story.updated).success;
    if (dated && story.updated! < story.date)
      ctx.addIssue({ code: "custom", path: ["updated"], input: story.updated, message: `it must be on or after the date, ${story.date}` });
    const { start, end } = story.event ?? {};
    const timed = isoDateTime.safeParse(start).success && isoDateTime.safeParse(end).success;
    if (timed && Date.parse(end!) <= Date.parse(start!))
      ctx.addIssue({ code: "custom", path: ["event", "end"], input: end, message: `it must be after the event's start, ${start}` });
  });

export type StoryFrontmatter = z.infer<typeof storyFrontmatterSchema>;

/** A story's route segment is its file name: lower-case ASCII words joined by hyphens. */
export const STORY_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/;
