import type { AdapterInit } from "gatsby";

/**
 * The adapter Gatsby uses, chosen here rather than by the build machine. Without one, Gatsby 5.12+
 * installs a host's own adapter where it recognises the host (Netlify's writes its own rules into
 * public/_headers). This site is static files only, and src/deploy/headers.ts is the one source of
 * its headers, so the adapter has nothing to adapt.
 */
export const staticHostAdapter: AdapterInit = () => ({
  name: "static-host",
  adapt: ({ reporter }) => {
    reporter.verbose("static-host adapter: static files in public/, headers from src/deploy/headers.ts");
  },
});
