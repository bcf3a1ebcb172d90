import { createHash } from "node:crypto";

/**
 * An English file's version, as a translation records it: the first 12 hex digits of the SHA-256 of its
 * text (line endings made \n, so a checkout on Windows gives the same). Build-time and scripts only.
 */
export const versionOfText = (text: string): string => createHash("sha256").update(text.replace(/\r\n/g, "\n")).digest("hex").slice(0, 12);
