/**
 * @jest-environment node
 *
 * What the built site tells a visitor about itself: every outside party their data can reach is named in the
 * Privacy Policy, Donate and Get Help promise the same aid, the accessibility statement gives its review date,
 * and every sample says it is one, wherever it shows (its page, a card, a feed, a calendar file). Each expectation comes from the settings, the security policy and the
 * content, never from our sample values.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { headersFor, parseHeadersFile } from "../../scripts/headers-file.mjs";
import { NAV_PAGES } from "../../src/constants";
import { LOCALES, type Locale } from "../../src/languages";
import { feedRoute, icsRoute, localize, pageAddress } from "../../src/routes";
import { translate } from "../../src/i18n/strings";
import { isPreview, sampleBlocks } from "../../src/content-checks/samples";
import { ALWAYS_SAMPLE, SAMPLE_BLOCKS } from "../../src/mdx-schema/sample-flag";
import { addressLine, settingsIn } from "../../src/settings";
import { isSampleValue } from "../../src/content-checks/sample-rules";
import { allStoriesIn, contentOf, linksIn } from "../setup/content";
import { fileFor, page, PAGES, PUBLIC, SITE_PAGES } from "./site";

const ROOT = resolve(__dirname, "../..");
const RULES = parseHeadersFile(readFileSync(join(PUBLIC, "_headers"), "utf8"));
const built = (route: string) => {
  const file = fileFor(route);
  if (!file) throw new Error(`${route} was not built`);
  return page(file);
};
const legalRoute = (label: string, locale: Locale) => localize(linksIn().legal.find((link) => link.label === label)!.to, locale);
const hostOf = (url: string) => new URL(url).host;
/** Every https host any page's Content-Security-Policy names, read once for both languages. */
const POLICY_HOSTS = [
  ...new Set(
    SITE_PAGES.flatMap((p) =>
      [...(headersFor(RULES, p.route)["Content-Security-Policy"] ?? "").matchAll(/https:\/\/([^\s;'/]+)/g)].map((m) => m[1]),
    ),
  ),
];

describe.each(LOCALES)("the Privacy Policy (%s)", (locale) => {
  const route = legalRoute("legal.privacy", locale);
  const text = () => built(route).querySelector("main")!.textContent;

  it("names every outside host the settings send a visitor or a request to", () => {
    const { forms, newsletter, donate, social } = settingsIn(locale);
    const hosts = [forms.hostedFormUrl, forms.embedScriptUrl, newsletter.action, donate.oneTime, donate.monthly, donate.quarterly]
      .concat(social.map((profile) => profile.url))
      .map(hostOf);
    expect(hosts.filter((host) => !text().includes(host))).toEqual([]);
    expect([forms.vendor, newsletter.vendor].filter((name) => !text().includes(name))).toEqual([]);
  });

  it("names the company that hosts the site, from the settings", () => {
    expect(text()).toContain(settingsIn(locale).hosting.provider);
  });

  it("names every outside host the security policy lets a page reach", () => {
    const hosts = POLICY_HOSTS;
    expect(hosts.length).toBeGreaterThan(0);
    expect(hosts.filter((host) => !text().includes(host))).toEqual([]);
  });
});

describe.each(LOCALES)("the aid on offer (%s)", (locale) => {
  const donate = contentOf().pages.find((p) => p.file === NAV_PAGES.find((nav) => nav.label === "nav.aid")!.file)!;
  it("is the same list on Donate and on Get Help: the settings' help.aid", () => {
    const lists = [localize(donate.route, locale), localize(linksIn().help, locale)].map((route) =>
      built(route)
        .querySelectorAll("[data-aid] li")
        .map((item) => item.textContent),
    );
    expect(lists).toEqual([settingsIn(locale).help.aid, settingsIn(locale).help.aid]);
  });
});

describe.each(LOCALES)("the accessibility statement (%s)", (locale) => {
  it("says when it was last reviewed, as the settings give the day", () => {
    const { reviewed } = settingsIn(locale).accessibility;
    expect(built(legalRoute("legal.accessibility", locale)).querySelector(`main time[datetime="${reviewed}"]`)?.textContent).toMatch(
      reviewed.slice(0, 4),
    );
  });
});

describe("samples", () => {
  const { entries } = contentOf();
  const stories = allStoriesIn(ROOT);
  const isSample = new Map(stories.map((story) => [pageAddress(story.route), !!story.frontmatter.sample]));
  const note = (locale: Locale) => translate(locale, "sample.story");

  it.each(entries.map((entry) => [entry.route, entry]))("%s says so beside each sample of its own, and only there", (route, entry) => {
    // Its own marks: not the notes of the story cards it shows, which the next test holds to their stories.
    const notes = built(route)
      .querySelectorAll("[data-sample]")
      .filter((found) => !found.closest("[data-story-card]"));
    // Marked blocks in the order the page shows them: a testimonial's words, an impact figure's source.
    // Each note where the page shows it: a <Sample> passage's after its words, the others' where they are written.
    const noteLine = (use: ReturnType<typeof sampleBlocks>[number]) => (use.name === ALWAYS_SAMPLE ? use.endLine : use.at.line);
    const blocks = sampleBlocks(entry)
      .sort((a, b) => noteLine(a) - noteLine(b))
      .map((use) => SAMPLE_BLOCKS[use.name as keyof typeof SAMPLE_BLOCKS]);
    const expected = [...(entry.frontmatter?.sample ? [entry.kind] : []), ...blocks];
    expect(notes.map((found) => found.getAttribute("data-sample"))).toEqual(expected);
  });

  it("a build with a sample left says it is a preview first on every page, in its language, and asks every crawler to keep out; one without has neither", () => {
    const preview = isPreview(contentOf());
    const everyAddress = headersFor(RULES, "/")["X-Robots-Tag"];
    const robots = readFileSync(join(PUBLIC, "robots.txt"), "utf8");
    expect(SITE_PAGES.length).toBeGreaterThan(0);
    const wrong = SITE_PAGES.filter(({ file }) => {
      const html = page(file);
      const line = html.querySelector("[data-preview-line]");
      const locale = html.querySelector("html")!.getAttribute("lang") as Locale;
      const first = html.querySelector("#gatsby-focus-wrapper")?.childNodes.find((node) => node.nodeType === 1) === line;
      return preview ? !line || !first || line.textContent !== translate(locale, "preview.line") : !!line;
    });
    expect(wrong.map(({ route }) => route)).toEqual([]);
    // Every address, the editor's too (which is never indexed), and robots.txt to match.
    for (const { route } of PAGES)
      expect([route, headersFor(RULES, route)["X-Robots-Tag"] ?? ""]).toEqual([route, expect.stringContaining(preview ? "noindex" : "")]);
    expect(everyAddress).toBe(preview ? "noindex" : undefined);
    expect(/^Disallow: \/$/m.test(robots)).toBe(preview);
    expect(/^Sitemap: /m.test(robots)).toBe(!preview);
  });

  it.each(LOCALES)("every sample value of the settings a %s page shows says so after it, wherever it shows", (locale) => {
    const s = settingsIn(locale);
    // The values the pages show, in the form they show them (an address on one line); the links' addresses too.
    const shown = [
      s.contact.phone,
      s.contact.email,
      addressLine(s.contact.address),
      addressLine(s.donate.mailingAddress),
      s.donate.checkPayableTo,
      s.organisation.ein,
    ];
    const samples = shown.filter((value) => isSampleValue(value, value === s.organisation.ein ? ["ein"] : []));
    const profiles = s.social.map((profile) => profile.url).filter((url) => isSampleValue(url));
    const pages = SITE_PAGES.filter(({ file }) => page(file).querySelector("html")!.getAttribute("lang") === locale);
    expect(pages.length).toBeGreaterThan(0);
    const wrong = pages.flatMap(({ route, file }) => {
      const body = page(file).querySelector("#gatsby-focus-wrapper")!;
      const marks = (value: string) =>
        body.querySelectorAll("[data-sample-value]").filter((m) => m.getAttribute("data-sample-value") === value).length;
      return [
        ...samples.map((value) => ({ value, times: body.textContent.split(value).length - 1 })),
        ...profiles.map((value) => ({ value, times: body.querySelectorAll("a").filter((a) => a.getAttribute("href") === value).length })),
      ].flatMap(({ value, times }) => (marks(value) === times ? [] : [`${route}: ${value} shown ${times} times, marked ${marks(value)}`]));
    });
    expect(wrong).toEqual([]);
  });

  it("a figure marked sample cites no source: not counted from the records, it says only that it is a sample", () => {
    const notes = SITE_PAGES.flatMap(({ route, file }) =>
      page(file)
        .querySelectorAll('[data-sample="figure"]')
        .map((note) => ({ route, sources: note.parentNode.querySelectorAll("[data-source]").length })),
    );
    if (contentOf().entries.some((entry) => sampleBlocks(entry).some((use) => use.name === "ImpactSource")))
      expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter(({ sources }) => sources > 0)).toEqual([]);
  });

  it.each(LOCALES)("the %s search page's list of every page and story marks each sample, and only those", (locale) => {
    const { entries } = contentOf();
    const isSampleAt = new Map(entries.map((entry) => [pageAddress(entry.route), !!entry.frontmatter?.sample]));
    const lists = SITE_PAGES.filter(({ route }) => route === localize(linksIn().search, locale)).map(({ file }) => page(file));
    expect(lists.length).toBe(1);
    const items = lists[0]
      .querySelectorAll("main li")
      .filter((li) => li.querySelector("a") && isSampleAt.has(li.querySelector("a")!.getAttribute("href")!));
    expect(items.length).toBeGreaterThan(0);
    const wrong = items.filter(
      (li) => !!li.querySelector("[data-sample-item]") !== isSampleAt.get(li.querySelector("a")!.getAttribute("href")!),
    );
    expect(wrong.map((li) => li.querySelector("a")!.getAttribute("href"))).toEqual([]);
  });

  it("every story and event card on every page says so where its story is a sample, and only there", () => {
    const cards = SITE_PAGES.flatMap(({ route, file }) =>
      page(file)
        .querySelectorAll("[data-story-card]")
        .map((card) => ({ route, card, story: card.querySelector("h2 a, h3 a")?.getAttribute("href") ?? "" })),
    );
    if (stories.length) expect(cards.length).toBeGreaterThan(0);
    const wrong = cards.filter(
      ({ card, story }) => card.querySelectorAll('[data-sample="story"]').length !== (isSample.get(story) ? 1 : 0),
    );
    expect(wrong.map(({ route, story }) => `${route}: the card of ${story}`)).toEqual([]);
  });

  it.each(LOCALES)(
    "the %s feed's items and calendar files say so in their description where the story is a sample, and only there",
    (locale) => {
      const xml = readFileSync(join(PUBLIC, feedRoute(locale).slice(1)), "utf8");
      const items = [new XMLParser().parse(xml).rss.channel.item ?? []].flat() as { link: string; description: string }[];
      const wrong = items.filter((item) => item.description.startsWith(note(locale)) !== isSample.get(new URL(item.link).pathname));
      expect(wrong.map((item) => item.link)).toEqual([]);
      for (const story of stories.filter((s) => s.locale === locale && s.frontmatter.event)) {
        const calendar = new ICAL.Component(ICAL.parse(readFileSync(join(PUBLIC, icsRoute(story)), "utf8")));
        const description = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!).description;
        expect([story.route, description.startsWith(note(locale))]).toEqual([story.route, !!story.frontmatter.sample]);
      }
    },
  );
});
