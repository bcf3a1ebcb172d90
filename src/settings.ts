import type { z } from "zod";
import raw from "../content/settings.json";
import type { FormKey } from "./mdx-schema/allowed-values";
import type { settingsSchema } from "./mdx-schema/settings";

/**
 * The writer's settings file, typed by its schema (src/mdx-schema/settings.ts): the file's JSON must
 * fit this type, and the build checks its values with `validateSettings` (src/content-checks/settings.ts).
 * Only types are imported here, so zod never reaches the visitors' bundles.
 */
export type Settings = z.infer<typeof settingsSchema>;

export const settings: Settings = raw;

export const SETTINGS_FILE = "content/settings.json";

/** The address of a hosted form, from its key in the settings. */
export const formUrl = (form: FormKey, s: Settings = settings): string => `${s.forms.hostedFormUrl}${s.forms.ids[form]}`;

/** Fills `{founder}` in frontmatter strings (titles, slugs) from the settings. */
export const fillTokens = (text: string, s: Settings = settings): string => text.replace(/\{founder\}/g, s.founder.firstName);
