// Writes the review: index.html (one section per route, before and after side by side, with the
// differences), summary.md (a table short enough for a pull-request comment) and review.json (the same
// facts for scripts and tests).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUDGET, KB } from "../budgets.mjs";

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const percent = (share) => (share === undefined ? "–" : `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 1)}%`);
const kb = (bytes) => (bytes === undefined ? "–" : `${(bytes / KB).toFixed(1)} KB`);
const overBudget = (b) => b && Object.keys(BUDGET).some((kind) => b[kind] > BUDGET[kind]);
const bytesCell = ({ before, after }) => `${kb(before?.total)} → ${kb(after?.total)}${overBudget(after) ? " ⚠ over budget" : ""}`;
const heardCell = (heard) => (heard ? `+${heard.added} / −${heard.removed}` : "–");
/** How many changed lines of what a screen reader hears the summary shows per route (the report shows them all). */
const HEARD_LINES = 12;
const routeLabel = (page) =>
  page.base && page.head && page.base !== page.head ? `${page.head} (was ${page.base})` : (page.head ?? page.base);

/**
 * The Markdown summary.
 * @param {{ baseLabel: string, pages: any[], every?: string, changedFiles: string[], behind?: { english: string, translation: string }[] }} summary
 */
export function summaryMarkdown({ baseLabel, pages, every, changedFiles, behind = [] }) {
  // Translations first: a reviewer asks for them before merging, whatever the pictures show.
  const left = behind.length
    ? `**Translations left behind:** the English changed in this pull request but its translation did not:\n\n${behind
        .map((b) => `- \`${b.translation}\` translates \`${b.english}\``)
        .join("\n")}\n\nBring each in step (CONTENT.md, "En español") or say in the pull request why it can wait.\n\n`
    : "";
  const head = `## Page review against ${baseLabel}\n\n${left}`;
  if (!pages.length) {
    return `${head}No route changed: ${changedFiles.length ? `the ${changedFiles.length} changed file(s) reach no page` : "no file changed"}.\n`;
  }
  const why = every ? `\`${every}\` changed, so every route is compared.\n\n` : "";
  const rows = pages.map(
    (p) =>
      `| ${routeLabel(p)} | ${p.shots.map((s) => percent(s.share)).join(" / ")} | +${p.text.added} / −${p.text.removed} | ${heardCell(p.heard)} | ${bytesCell(p.bytes)} |`,
  );
  // What a screen reader hears that changed, route by route: a reworded alt text or a lost name shows here even when
  // no pixel and no visible word changed.
  const heard = pages
    .filter((p) => p.heard?.lines.length)
    .map(
      (p) =>
        `**${routeLabel(p)}**\n\n\`\`\`diff\n${p.heard.lines.slice(0, HEARD_LINES).join("\n")}${p.heard.lines.length > HEARD_LINES ? "\n…" : ""}\n\`\`\``,
    )
    .join("\n\n");
  return `${head}${why}| Route | Pixels changed (375 / 1280 px) | Words added / removed | Heard: lines added / removed | Bytes before → after (budget ${kb(BUDGET.total)}, JS ${kb(BUDGET.js)}) |\n| --- | --- | --- | --- | --- |\n${rows.join("\n")}\n\n${heard ? `### What a screen reader hears, changed\n\n${heard}\n\n` : ""}The full report with pictures is \`review/index.html\`.\n`;
}

const diffHtml = (parts) =>
  parts.map((p) => (p.added ? `<ins>${escape(p.value)}</ins>` : p.removed ? `<del>${escape(p.value)}</del>` : escape(p.value))).join("");

const change = (label, { before, after }) =>
  before === after
    ? `<p><b>${label}</b> unchanged: ${escape(after)}</p>`
    : `<p><b>${label}</b>: <del>${escape(before ?? "")}</del> → <ins>${escape(after ?? "")}</ins></p>`;

const img = (file, alt) => (file ? `<a href="${file}"><img src="${file}" alt="${escape(alt)}" loading="lazy"></a>` : `<p>(no page)</p>`);

function section(p) {
  const shots = p.shots
    .map(
      (s) => `<h3>${s.width} px: ${percent(s.share)} of pixels changed</h3>
<div class="shots"><figure>${img(s.base, `before, ${s.width} px`)}<figcaption>before</figcaption></figure><figure>${img(s.head, `after, ${s.width} px`)}<figcaption>after</figcaption></figure><figure>${img(s.diff, `difference, ${s.width} px`)}<figcaption>difference</figcaption></figure></div>`,
    )
    .join("\n");
  const links = [
    ...p.links.added.map((h) => `<li><ins>+ ${escape(h)}</ins></li>`),
    ...p.links.removed.map((h) => `<li><del>− ${escape(h)}</del></li>`),
  ];
  return `<section id="${escape(routeLabel(p))}">
<h2>${escape(routeLabel(p))} <small>${escape(p.file)}</small></h2>
<p class="numbers">Words: <ins>+${p.text.added}</ins> <del>−${p.text.removed}</del> · Bytes (first load at 375 px): ${escape(bytesCell(p.bytes))}</p>
${change("Title", p.title)}
${change("Description", p.description)}
<p><b>Links</b>: ${links.length ? `</p><ul>${links.join("")}</ul>` : "none added or removed</p>"}
<h3>Text of the page's main, word by word</h3>
<pre class="text">${diffHtml(p.text.parts)}</pre>
<h3>What a screen reader hears (the header, main and footer's accessibility tree), lines changed</h3>
${
  p.heard?.lines.length
    ? `<pre class="text">${p.heard.lines.map((line) => (line.startsWith("+") ? `<ins>${escape(line)}</ins>` : `<del>${escape(line)}</del>`)).join("\n")}</pre>`
    : "<p>Nothing changed: the same names, roles, headings and alt texts.</p>"
}
${shots}
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem 2rem;max-width:1400px;color:#222}
h2{border-top:3px solid #222;padding-top:.5rem}h2 small{font-weight:normal;color:#666;font-size:.7em}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
ins{background:#c8f5c8;text-decoration:none}del{background:#fbc6c6}
pre.text{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;max-height:16rem;overflow:auto;font:13px/1.5 ui-monospace,monospace}
.shots{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem;align-items:start}
.shots img{width:100%;border:1px solid #ccc;max-height:60rem;object-fit:cover;object-position:top}figure{margin:0}figcaption{text-align:center;color:#666}`;

/** Writes review/index.html and review/summary.md; returns the summary. */
export function writeReport(dir, review) {
  const summary = summaryMarkdown(review);
  const rows = review.pages
    .map(
      (p) =>
        `<tr><td><a href="#${escape(routeLabel(p))}">${escape(routeLabel(p))}</a></td><td>${p.shots.map((s) => percent(s.share)).join(" / ")}</td><td><ins>+${p.text.added}</ins> <del>−${p.text.removed}</del></td><td>${escape(bytesCell(p.bytes))}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page review against ${escape(review.baseLabel)}</title><style>${STYLE}</style></head><body>
<h1>Page review against ${escape(review.baseLabel)}</h1>
${
  review.pages.length
    ? `${review.every ? `<p><code>${escape(review.every)}</code> changed, so every route is compared.</p>` : ""}<table><tr><th>Route</th><th>Pixels changed (375 / 1280 px)</th><th>Words added / removed</th><th>Bytes before → after (budget ${kb(BUDGET.total)})</th></tr>${rows}</table>`
    : `<p>No route changed.</p>`
}
<p>Changed files: ${review.changedFiles.map((f) => `<code>${escape(f)}</code>`).join(", ") || "none"}</p>
${review.pages.map(section).join("\n")}
</body></html>
`;
  writeFileSync(join(dir, "index.html"), html);
  writeFileSync(join(dir, "summary.md"), summary);
  writeFileSync(join(dir, "review.json"), `${JSON.stringify(review, null, 2)}\n`);
  return summary;
}
