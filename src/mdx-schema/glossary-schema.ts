import { z } from "zod";

const words = (it: string) => z.string().regex(/\S/).describe(it);

/**
 * content/glossary/<language>.json: the words the site uses for its medical and institutional ideas,
 * the words it does not use for them, and why. The content checks hold every page, story, string and
 * setting of that language to it (src/content-checks/words.ts).
 */
export const glossarySchema = z.strictObject({
  terms: z.array(
    z.strictObject({
      use: words("it must be the word or phrase the site uses"),
      for: words("it must say what idea the term names"),
      avoid: z.array(words("it must be a word or phrase the site does not use for this idea")).min(1),
      except: z.array(words("it must be a longer phrase in which an avoided word is right, such as a proper name")).optional(),
      why: words("it must say why, for the next writer"),
    }),
  ),
  abbreviations: z.array(
    z
      .strictObject({
        short: words("it must be the abbreviation, such as PSA"),
        long: words("it must be how it is spelled out at its first use, with the abbreviation in it"),
      })
      .refine(({ short, long }) => long.includes(short), { message: "the spelled-out form must contain the abbreviation" }),
  ),
});

export type Glossary = z.infer<typeof glossarySchema>;
