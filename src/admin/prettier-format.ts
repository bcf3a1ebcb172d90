import type { Options } from "prettier";
import { format } from "prettier/standalone";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import * as markdown from "prettier/plugins/markdown";
import * as yaml from "prettier/plugins/yaml";
import prettierOptions from "../../.prettierrc.json";

/**
 * A file as `npm run format` (and `npm run lint`'s Prettier check) writes it: Prettier itself, in the browser, with the
 * project's options, so a file the editor saves passes the check as saved (a blank line after the frontmatter, one
 * newline at the end, Prettier's own list and emphasis marks).
 */
export const asPrettierWrites = (file: string, text: string): Promise<string> =>
  format(text, { ...(prettierOptions as Options), filepath: file, plugins: [markdown, yaml, babel, estree] });
