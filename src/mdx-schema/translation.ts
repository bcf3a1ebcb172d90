import { z } from "zod";

/**
 * On a translated page or story: which English version it translates, as `npm run translations -- --mark`
 * writes it (the first 12 hex digits of the SHA-256 of the English file). The build warns when the
 * English file no longer has that version.
 */
export const englishVersionSchema = z
  .string()
  .regex(/^[0-9a-f]{12}$/)
  .optional()
  .describe(
    "it must be the English version this translation was brought in step with, 12 digits and letters a-f, as `npm run translations -- --mark <file>` writes it",
  );
