/** Abbreviations that end in a full stop without ending a sentence. */
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
];

/**
 * Reviewers read MDX diffs sentence by sentence, so prose keeps one sentence per line.
 * Returns "file:line: …" for every prose line where a second sentence starts.
 */
export function sentenceLint(file: string, text: string): string[] {
  const errors: string[] = [];
  const lines = text.split("\n");
  let inFrontmatter = lines[0] === "---";
  let inFence = false;
  lines.forEach((line, i) => {
    if (i > 0 && inFrontmatter && line === "---") {
      inFrontmatter = false;
      return;
    }
    if (line.startsWith("```")) inFence = !inFence;
    if (inFrontmatter || inFence) return;
    // Prettier's MDX parser reads a line that opens with a tag as a JSX block and would rewrap the
    // whole paragraph into one, so a line of prose starts with a word.
    const opening = line.match(/^\s*(<([A-Za-z]\w*)[^>]*\/>|<([A-Za-z]\w*)[^>]*>[^<]*<\/\3>)\s*(?=[^\s<])/);
    if (opening) {
      errors.push(
        `${file}:${i + 1}: this line of prose starts with <${opening[2] ?? opening[3]}>. Start it with a word (for example "Our foundation, <OrgName />, …"): Prettier reads a line that opens with a component as code and would run the paragraph together.`,
      );
      return;
    }
    if (/^\s*[<#]/.test(line)) return;
    // A list item's "1." marker is not a sentence.
    const prose = line.replace(/^\s*(\d+\.|[-*+])\s+/, "");
    for (const m of prose.matchAll(/([A-Za-z.]+)?[.!?]["”’)]?\s+(?=["“(]?[A-Z0-9])/g)) {
      const word = (m[1] ?? "").replace(/\.$/, "");
      if (ABBREVIATIONS.includes(word) || /^[A-Z]$/.test(word)) continue;
      errors.push(
        `${file}:${i + 1}: two sentences on one line ("…${prose.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + 25)}…"). Put each sentence on its own line.`,
      );
      break;
    }
  });
  return errors;
}
