// The _headers file (Netlify / Cloudflare Pages format) read as its rules say: what the build decided each address is
// sent. The tests of the built files read it, and __tests__/browser/host.spec.ts holds Cloudflare's engine and
// Netlify's own parser and matching to it, address by address.

/** @typedef {{ path: string; pattern: RegExp; detach: string[]; headers: Record<string, string> }} HeadersRule */

/**
 * Parses a _headers file (Netlify / Cloudflare Pages format) into [{ path, pattern, headers }].
 * @param {string} text
 */
export function parseHeadersFile(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ path: line.trim(), pattern, detach: [], headers: {} });
    } else if (rules.length && /^\s*!/.test(line)) {
      rules[rules.length - 1].detach.push(line.trim().slice(1).trim());
    } else if (rules.length) {
      const at = line.indexOf(":");
      rules[rules.length - 1].headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/**
 * The headers the matching rules give a path, in order, as Cloudflare Pages does: a rule first removes
 * the names it detaches ("! Name"), then adds its own; a name two rules set gets both values, comma-joined.
 * @param {HeadersRule[]} rules
 * @param {string} urlPath
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const name of rule.detach ?? []) {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    }
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** The request's path, decoded; null when it is not a path a site can have (malformed, escaping, hidden). */
