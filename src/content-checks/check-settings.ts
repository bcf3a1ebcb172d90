import { settingsSchema } from "../mdx-schema/settings-schema";
import { SETTINGS_FILE } from "../settings";
import { explain } from "../mdx-schema/explain";

/**
 * Checks a parsed settings object and returns one plain-English message per problem, each naming
 * the settings file and the field, what it holds and what it must be, so a writer knows what to fix.
 */
export const validateSettings = (value: unknown, file = SETTINGS_FILE): string[] =>
  explain(settingsSchema, value, (field) => `${file}: ${field ? `"${field}"` : "the file"}`);
