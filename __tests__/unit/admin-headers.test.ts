import { adminContentSecurityPolicy, contentSecurityPolicy, headerRules, toHeadersFile } from "../../src/deploy/headers";

const inputs = {
  scriptHashes: ["sha256-abc"],
  formVendor: { frameOrigin: "https://forms.example.net", scriptOrigin: "https://cdn.example.net" },
  searchPaths: ["/search"],
  adminAuthOrigin: "https://auth.example.org",
  newsletterOrigin: "https://news.example.net",
};
const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe("the content editor's headers", () => {
  const rules = headerRules(inputs);
  const admin = rules.filter((rule) => rule.path.startsWith("/admin"));

  it("give /admin its own policy, after the site's, and keep it out of search results", () => {
    expect(admin.map((rule) => rule.path)).toEqual(["/admin", "/admin/*"]);
    expect(rules.indexOf(admin[0])).toBeGreaterThan(rules.findIndex((rule) => rule.path === "/*"));
    for (const rule of admin) {
      expect(rule.headers["X-Robots-Tag"]).toBe("noindex, nofollow");
      expect(rule.headers["Content-Security-Policy"]).toBe(adminContentSecurityPolicy(inputs));
    }
  });

  it("detach the site's policy on /admin, so a host that joins repeated headers sends the editor's alone", () => {
    for (const rule of admin) expect(rule.detach).toEqual(["Content-Security-Policy", "Cross-Origin-Opener-Policy"]);
    // The sign-in's window keeps its opener through GitHub's page, or it could not hand the editor its token.
    for (const rule of admin) expect(rule.headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    // Every rule detaches exactly the headers it sets again after the site-wide rule, and nothing else.
    for (const rule of rules.slice(1))
      expect([rule.path, [...(rule.detach ?? [])].sort()]).toEqual([
        rule.path,
        Object.keys(rule.headers)
          .filter((name) => name in rules[0].headers)
          .sort(),
      ]);
    const block = toHeadersFile(admin.slice(0, 1)).split("\n");
    // Cloudflare Pages' "! Name" line before the new value; Netlify skips a line without a colon.
    expect(block[1]).toBe("  ! Content-Security-Policy");
    expect(block[1]).not.toContain(":");
    expect(block.indexOf("  ! Content-Security-Policy")).toBeLessThan(block.findIndex((l) => l.startsWith("  Content-Security-Policy:")));
  });

  it("allow the editor what it needs: eval for its config check and the MDX preview, GitHub and the sign-in", () => {
    const csp = directives(adminContentSecurityPolicy(inputs));
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.github.com", "https://auth.example.org"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
  });

  it("leave the site's policy as strict as it was", () => {
    const site = rules.find((rule) => rule.path === "/*")!.headers["Content-Security-Policy"];
    expect(site).toBe(contentSecurityPolicy(inputs));
    expect(directives(site).get("script-src")).not.toContain("'unsafe-eval'");
    expect(site).not.toContain("github");
  });
});
