import { headersFor, parseHeadersFile } from "../../scripts/headers-file.mjs";
import { pageAddress } from "../../src/routes";
import {
  contentSecurityPolicy,
  headerRules,
  inlineScripts,
  scriptHash,
  scriptsMissingFromPolicy,
  toHeadersFile,
} from "../../src/deploy/headers";

const PAGE = `<!doctype html><html><head><script>window.a=1</script><script type="application/ld+json">{"@type":"NGO"}</script></head>
<body><script src="/app.js" async></script><script type="module">import("x")</script></body></html>`;
const inputs = {
  scriptHashes: [scriptHash("window.a=1"), scriptHash('import("x")')],
  formVendor: { frameOrigin: "https://forms.example.net", scriptOrigin: "https://cdn.example.net" },
  newsletterOrigin: "https://news.example.net",
  searchPaths: ["/search", "/es/search"],
};

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("response headers", () => {
  it("finds the executable inline scripts only", () => {
    expect(inlineScripts(PAGE)).toEqual(["window.a=1", 'import("x")']);
  });

  it("hashes a script as the browser does (sha256, base64)", () => {
    expect(scriptHash("alert(1)")).toBe("sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });

  it("writes a strict policy: hashes and the vendor, never unsafe-inline or unsafe-eval for scripts", () => {
    const csp = directives(contentSecurityPolicy(inputs));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(expect.arrayContaining(["'self'", `'${scriptHash("window.a=1")}'`, "https://cdn.example.net"]));
    expect(csp.get("script-src")).not.toContain("https://forms.example.net");
    expect(csp.get("connect-src")).toEqual(["'self'", "https://cdn.example.net", "https://forms.example.net"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("frame-src")).toEqual(["https://forms.example.net"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'", "https://news.example.net"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
  });

  it("catches an inline script added without its hash", () => {
    const policy = contentSecurityPolicy(inputs);
    expect(scriptsMissingFromPolicy(PAGE, policy)).toEqual([]);
    const changed = PAGE.replace("</body>", "<script>track()</script></body>");
    expect(scriptsMissingFromPolicy(changed, policy)).toEqual(["track()"]);
  });

  it("has the host send, path by path, hashed scripts and pictures immutable and pages and their data revalidated", () => {
    // Through the written file, as the CDN and npm start match it; which files a real build names: __tests__/built/pages.test.ts.
    const sent = (path: string) => headersFor(parseHeadersFile(toHeadersFile(headerRules(inputs))), path)["Cache-Control"];
    for (const path of ["/app-1234.js", "/static/0a1b2c/5d6e7/photo.webp", "/static/0a1b2c/5d6e7/photo.jpg"])
      expect([path, sent(path)]).toEqual([path, "public, max-age=31536000, immutable"]);
    // One rule per pattern, none per page: a page the rules never named (a story added later) revalidates too.
    const pages = ["/", "/awareness", "/search", "/es/search", "/404.html", "/stories/a-story-added-later", "/admin"];
    for (const path of [...pages, "/page-data/index/page-data.json", "/page-data/awareness/page-data.json"])
      expect([path, sent(path)]).toEqual([path, "public, max-age=0, must-revalidate"]);
  });

  it("writes the _headers format the CDNs read", () => {
    expect(toHeadersFile([{ path: "/*", headers: { "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" } }])).toBe(
      "/*\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n",
    );
  });
});

describe("the search pages' policy", () => {
  // As the CDN and npm start read the file the build writes: every matching rule, detaching before adding.
  const sent = (path: string) => headersFor(parseHeadersFile(toHeadersFile(headerRules(inputs))), path);
  const searchRoutes = [
    ...inputs.searchPaths.map(pageAddress),
    "/pagefind/pagefind.js",
    "/pagefind/pagefind-worker.js",
    "/pagefind/wasm.en.pagefind",
  ];
  const otherRoutes = [
    "/",
    "/awareness/",
    ...inputs.searchPaths,
    "/404.html",
    "/es/no-such-page",
    "/search-tips",
    "/app-1234.js",
    "/page-data/app-data.json",
  ];

  it.each(searchRoutes)("sends %s exactly one policy, the site's with WebAssembly allowed and nothing else", (path) => {
    const policy = sent(path)["Content-Security-Policy"];
    expect(policy).toBe(contentSecurityPolicy(inputs, { wasm: true }));
    // Two policies would arrive joined by a comma, and the stricter one would refuse WebAssembly.
    expect(policy).not.toContain(",");
    const added = directives(policy)
      .get("script-src")!
      .filter((v) => !directives(contentSecurityPolicy(inputs)).get("script-src")!.includes(v));
    expect(added).toEqual(["'wasm-unsafe-eval'"]);
    expect(directives(policy).get("script-src")).not.toContain("'unsafe-eval'");
  });

  it.each(otherRoutes)("sends %s today's strict policy, without WebAssembly", (path) => {
    expect(sent(path)["Content-Security-Policy"]).toBe(contentSecurityPolicy(inputs));
    expect(sent(path)["Content-Security-Policy"]).not.toContain("wasm");
  });

  it("has Pagefind's unhashed scripts revalidated, while the site's hashed scripts stay immutable", () => {
    expect(sent("/pagefind/pagefind.js")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(sent("/app-1234.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("the adapter", () => {
  it("is chosen in gatsby-config, so no host's zero-configuration adapter writes headers beside ours", async () => {
    const { default: config } = await import("../../gatsby-config");
    expect(config.adapter).toMatchObject({ name: "static-host", adapt: expect.any(Function) });
  });
});
