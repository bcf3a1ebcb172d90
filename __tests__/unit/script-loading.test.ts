import { inlineScripts } from "../../src/deploy/headers";
import { EMPTY_CHUNK_MAPPING, loadScriptsAfterContent, scriptLoader } from "../../src/pipeline/post-build/script-loading";

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

  it("empties Gatsby's chunk map, a string its loader never finds an entry in, so a page does not grow with every story", () => {
    // As Gatsby's slices write it: the map's JSON, as a string (one entry per page component: per MDX file).
    const entries = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`component---story-${i}`, [`/component---story-${i}-abc.js`]]),
    );
    const mapping = `<script id="gatsby-chunk-mapping">\n  window.___chunkMapping=${JSON.stringify(JSON.stringify(entries))};\n</script>`;
    const html = loadScriptsAfterContent(GATSBY_PAGE.replace("<main>", `${mapping}<main>`));
    expect(html).toContain(`<script id="gatsby-chunk-mapping">\n  ${EMPTY_CHUNK_MAPPING}\n</script>`);
    expect(html).not.toContain("component---story-");
    // What Gatsby's loader does with it (createComponentUrls): index the string by a chunk name. Before and after, nothing.
    const read = (map: string) => (map as unknown as Record<string, string[] | undefined>)["component---story-1"] ?? [];
    expect([read(JSON.stringify(entries)), read("{}")]).toEqual([[], []]);
  });

  it("renews the loader of a page an earlier build left, keeping its scripts", () => {
    const once = loadScriptsAfterContent(GATSBY_PAGE);
    const stale = once.replace("requestAnimationFrame(go)", "setTimeout(go, 9000)");
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

  /** Runs the loader over `body` with the animation frames in the test's hands; resolves the hero's decode on demand. */
  function loaderOn(body: string) {
    document.body.innerHTML = body;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    let decoded = () => {};
    for (const img of document.images) img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    new Function(scriptLoader(["/a.js", "/b.js"]))();
    const settle = () => new Promise((resolve) => setTimeout(resolve));
    return {
      added: () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")),
      decode: async () => (decoded(), settle()),
      paintFrame: () => frames.splice(0).forEach((callback) => callback(performance.now())),
      settle,
    };
  }
  afterEach(() => jest.restoreAllMocks());

  it("after the load event, waits for the hero to be decoded and a frame painted with it, then adds the scripts once, in order", async () => {
    const page = loaderOn('<img src="/hero.avif" alt=""><img src="/later.avif" alt="" loading="lazy">');
    window.dispatchEvent(new Event("load"));
    await page.settle();
    expect(page.added()).toEqual([]);
    await page.decode();
    expect(page.added()).toEqual([]);
    // The first frame is the one that paints the decoded picture; the scripts come in the frame after it.
    page.paintFrame();
    expect(page.added()).toEqual([]);
    page.paintFrame();
    expect(page.added()).toEqual(["/a.js", "/b.js"]);
    window.dispatchEvent(new Event("keydown"));
    expect(page.added()).toEqual(["/a.js", "/b.js"]);
  });

  it("has no clock: however long the page takes, nothing is added before it has loaded", async () => {
    jest.useFakeTimers({ doNotFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    const page = loaderOn("<p>A page without a hero</p>");
    jest.advanceTimersByTime(60_000);
    page.paintFrame();
    expect(page.added()).toEqual([]);
    jest.useRealTimers();
    window.dispatchEvent(new Event("load"));
    await page.settle();
    page.paintFrame();
    page.paintFrame();
    expect(page.added()).toEqual(["/a.js", "/b.js"]);
  });

  it.each(["pointerdown", "keydown"])("adds the scripts at once on the first %s, before the page has loaded", (type) => {
    const page = loaderOn('<img src="/hero.avif" alt="">');
    expect(page.added()).toEqual([]);
    window.dispatchEvent(new Event(type));
    expect(page.added()).toEqual(["/a.js", "/b.js"]);
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
