import { firstBodyLine, placeInText } from "../content-reader/frontmatter";

/** Abbreviations that end in a full stop without ending a sentence, in English and in Spanish. */
const ABBREVIATIONS = [
  "Dr",
  "Mr",
  "Mrs",
  "Ms",
  "St",
  "Jr",
  "Sr",
  "vs",
  "etc",
  "e.g",
  "i.e",
  "U.S",
  "a.m",
  "p.m",
  "No",
  "Rev",
  "Ave",
  "N",
  "S",
  "E",
  "W",
  "Sra",
  "Srta",
  "Dra",
  "Ud",
  "Uds",
  "Av",
  "EE.UU",
];

/**
 * Reviewers read MDX diffs sentence by sentence, so prose keeps one sentence per line, in pages and stories, in
 * every language: the build checks it (words.ts's checkWords), and the editor's preview says it as the writer types.
 * Returns "file:line: line N of the text: …" for every prose line where a second sentence starts, and for every
 * line of prose that opens with a component.
 */
export function sentenceLint(file: string, text: string): string[] {
  const errors: string[] = [];
  const body = firstBodyLine(text);
  let inFence = false;
  text.split("\n").forEach((raw, i) => {
    // The frontmatter is not prose; its values are the frontmatter check's.
    if (i + 1 < body) return;
    const line = raw.replace(/\r$/, "");
    if (line.startsWith("```")) inFence = !inFence;
    if (inFence) return;
    // Prettier's MDX parser reads a line that opens with a tag as a JSX block and would rewrap the
    // whole paragraph into one, so a line of prose starts with a word.
    const opening = line.match(/^\s*(<([A-Za-z]\w*)[^>]*\/>|<([A-Za-z]\w*)[^>]*>[^<]*<\/\3>)\s*(?=[^\s<])/);
    if (opening) {
      errors.push(
        `${placeInText(file, text, i + 1)}: this line of prose starts with <${opening[2] ?? opening[3]}>. Start it with a word (for example "Our foundation, <OrgName />, …"): Prettier reads a line that opens with a component as code and would run the paragraph together.`,
      );
      return;
    }
    if (/^\s*[<#]/.test(line)) return;
    // A list item's "1." marker is not a sentence.
    const prose = line.replace(/^\s*(\d+\.|[-*+])\s+/, "");
    // A sentence starts with a capital or a number, perhaps after a quote or a bracket, or with Spanish's "¿" and "¡".
    for (const m of prose.matchAll(/([\p{L}.]+)?[.!?]["”’»)]?\s+(?=["“«(]?[¿¡]?[\p{Lu}\p{N}])/gu)) {
      const word = (m[1] ?? "").replace(/\.$/, "");
      if (ABBREVIATIONS.includes(word) || /^\p{Lu}$/u.test(word)) continue;
      errors.push(
        `${placeInText(file, text, i + 1)}: two sentences on one line ("…${prose.slice(Math.max(0, m.index - 20), m.index + 25)}…"). Put each sentence on its own line.`,
      );
      break;
    }
  });
  return errors;
}
