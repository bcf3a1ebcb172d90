/**
 * What every response of the site carries, file or not: src/deploy/headers.ts writes it into public/_headers for the
 * files, and the sign-in Worker (src/worker/sign-in.ts) sends it with the pages it makes. No Node import here: the
 * Worker's bundle includes this module.
 */
export const ONE_YEAR = 31_536_000;

export const EVERY_RESPONSE: Record<string, string> = {
  "Strict-Transport-Security": `max-age=${ONE_YEAR}; includeSubDomains`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
};

/** A policy's text from its directives, in the order given: "name value value; name value". */
export const policy = (directives: [string, string[]][]): string =>
  directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
