import { inlineScripts } from "../../src/deploy/headers";
import { loadScriptsAfterContent, scriptLoader } from "../../src/deploy/script-loading";

const GATSBY_PAGE = `<body><main>Text</main><script id="gatsby-script-loader">window.pagePath="/";</script>
<script>window.___webpackCompilationHash="abc";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body>`;

describe("loading scripts after the content", () => {
  it("replaces Gatsby's script files with one loader that keeps their order, where the first stood", () => {
    const html = loadScriptsAfterContent(GATSBY_PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `<script id="scripts-after-content" data-page-path="/">${scriptLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script></body>`,
    );
    expect(inlineScripts(html)).toHaveLength(2);
  });

  it("gives every page the same inline scripts: the page's path moves from Gatsby's script into the loader's tag", () => {
    const pageAt = (path: string) =>
      loadScriptsAfterContent(GATSBY_PAGE.replace('window.pagePath="/";', `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/`));
    const [home, other] = [pageAt("/"), pageAt('/a&b"c')];
    expect(inlineScripts(other)).toEqual(inlineScripts(home));
    expect(other).not.toContain("window.pagePath=");
    expect(other).toContain('data-page-path="/a&amp;b&quot;c"');
  });

  it("renews the loader of a page an earlier build left, keeping its scripts", () => {
    const once = loadScriptsAfterContent(GATSBY_PAGE);
    const stale = once.replace("setTimeout(go, 3000)", "setTimeout(go, 9000)");
    expect(loadScriptsAfterContent(stale)).toBe(once);
    expect(loadScriptsAfterContent(once)).toBe(once);
  });

  it("leaves a page without script files as it is", () => {
    const page = "<body><p>Plain</p></body>";
    expect(loadScriptsAfterContent(page)).toBe(page);
  });

  it("stops the build when Gatsby writes its scripts in a way it cannot convert", () => {
    // As if an upgrade wrote `defer` instead of `async`: nothing matches, and the page must not ship unconverted.
    const deferred = GATSBY_PAGE.replace(/ async>/g, " defer>");
    expect(() => loadScriptsAfterContent(deferred)).toThrow(
      /found no <script src async> tag[\s\S]*Gatsby's HTML output has probably changed/,
    );
    // One script of a new shape beside the usual ones would be left out of the loader.
    const extra = GATSBY_PAGE.replace("</body>", '<script src="/new-chunk.js" type="module"></script></body>');
    expect(() => loadScriptsAfterContent(extra)).toThrow(
      /a script tag was left that the loader does not know: <script src="\/new-chunk\.js"/,
    );
  });

  it("adds the scripts once, on load or after 3 s, whichever comes first", () => {
    document.body.innerHTML = "";
    jest.useFakeTimers();
    new Function(scriptLoader(["/a.js", "/b.js"]))();
    const added = () => [...document.querySelectorAll("script")].map((s) => s.getAttribute("src"));
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(3000);
    expect(added()).toEqual(["/a.js", "/b.js"]);
    window.dispatchEvent(new Event("load"));
    jest.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
    jest.useRealTimers();
  });

  it("on load, waits for the eager images to be decoded, and 250 ms more, before it adds the scripts", async () => {
    document.body.innerHTML = '<img src="/hero.avif" alt=""><img src="/later.avif" alt="" loading="lazy">';
    let decoded = () => {};
    const [hero, later] = [...document.images];
    hero.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    later.decode = () => new Promise<void>(() => {});
    new Function(scriptLoader(["/a.js"]))();
    const added = () => document.querySelectorAll("script[src]").length;
    window.dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added()).toBe(0);
    decoded();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(added()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(added()).toBe(1);
  });

  // Last: the loader it runs stays on the page, waiting for the load event.
  it("hands the page's path to Gatsby in the browser, before Gatsby's scripts run", () => {
    const page = loadScriptsAfterContent(GATSBY_PAGE.replace('window.pagePath="/";', 'window.pagePath="/a&b\\"c";'));
    document.body.innerHTML = page.replace(/^[\s\S]*<body>|<\/body>$/g, "");
    const tag = document.getElementById("scripts-after-content")!;
    const live = document.createElement("script");
    for (const { name, value } of tag.attributes) live.setAttribute(name, value);
    live.textContent = tag.textContent;
    tag.replaceWith(live);
    expect((window as unknown as { pagePath?: string }).pagePath).toBe('/a&b"c');
  });
});
