/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { markTranslation } from "../../scripts/translations";
import { versionOfText } from "../../src/i18n/english-version";
import { alternates, counterpart, englishRoute, localeOf, localize } from "../../src/routes";
import { checkStrings, STRINGS, translate } from "../../src/i18n/strings";
import { translationError, translationStates, translationWarning } from "../../src/i18n/translation-state";

describe("the route rule", () => {
  it.each([
    ["/", "en", "/", "/es"],
    ["/awareness", "en", "/awareness", "/es/awareness"],
    ["/es", "es", "/", "/es"],
    ["/es/awareness", "es", "/awareness", "/es/awareness"],
    ["/espanol-page", "en", "/espanol-page", "/es/espanol-page"],
  ])("%s is %s; its English route is %s and its Spanish %s", (route, locale, en, es) => {
    expect(localeOf(route)).toBe(locale);
    expect(englishRoute(route)).toBe(en);
    expect(counterpart(route, "es")).toBe(es);
    expect(counterpart(route, "en")).toBe(en);
  });

  it("keeps anchors, and leaves a bare anchor alone", () => {
    expect(localize("/donate#ways-to-give", "es")).toBe("/es/donate#ways-to-give");
    expect(localize("/#top", "es")).toBe("/es#top");
    expect(localize("#top", "es")).toBe("#top");
  });

  it("pairs a page with its twin for hreflang, x-default the English, and none without a twin", () => {
    const site = "https://example.org";
    const pair = alternates("/es/awareness", "/awareness", site);
    expect(pair).toEqual([
      { hrefLang: "en", href: `${site}/awareness/` },
      { hrefLang: "es", href: `${site}/es/awareness/` },
      { hrefLang: "x-default", href: `${site}/awareness/` },
    ]);
    expect(alternates("/awareness", "/es/awareness", site)).toEqual(pair);
    expect(alternates("/awareness", undefined, site)).toEqual([]);
  });
});

describe("the string tables", () => {
  it("have the same keys and placeholders in every language", () => {
    expect(checkStrings()).toEqual([]);
  });

  it("name the file and the key of a missing, extra, empty or wrongly filled string", () => {
    const es = { ...STRINGS.es } as Record<string, string>;
    delete es["header.donate"];
    es["header.typo"] = "x";
    es["form.close"] = "Cerrar {titulo}";
    es["nav.menu"] = " ";
    const errors = checkStrings({ en: STRINGS.en, es } as never);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/strings\/es\.json: "header\.donate" is missing/),
        expect.stringMatching(/^content\/strings\/es\.json: "header\.typo" is not a key of content\/strings\/en\.json/),
        expect.stringMatching(/^content\/strings\/es\.json: "form\.close" must use the placeholders \{title\}/),
        expect.stringMatching(/^content\/strings\/es\.json: "nav\.menu" is empty/),
      ]),
    );
    expect(errors).toHaveLength(4);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("es", "form.close", { title: "X" })).toBe(STRINGS.es["form.close"].replace("{title}", "X"));
    expect(translate("en", "form.close")).toContain("{title}");
  });
});

describe("translation tracking", () => {
  const english = { file: "content/pages/awareness.mdx", route: "/awareness" };
  const versions: Record<string, string> = { [english.file]: "aaaaaaaaaaaa" };
  const stateOf = (englishVersion?: string, route = "/es/awareness") =>
    translationStates([english, { file: "content/pages/es/awareness.mdx", route, englishVersion }], (f) => versions[f], ["en", "es"]);

  it("is in step when the translation records the English file's version", () => {
    const [state] = stateOf("aaaaaaaaaaaa").translations;
    expect(state.status).toBe("current");
    expect(translationWarning(state)).toBeUndefined();
  });

  it("warns, naming both files, when the English changed since", () => {
    const [state] = stateOf("bbbbbbbbbbbb").translations;
    expect(state.status).toBe("stale");
    const warning = translationWarning(state)!;
    expect(warning).toContain("content/pages/es/awareness.mdx");
    expect(warning).toContain("content/pages/awareness.mdx");
    expect(warning).toContain("npm run translations -- --mark content/pages/es/awareness.mdx");
  });

  it("warns when a translation does not say which version it translates", () => {
    expect(stateOf(undefined).translations[0].status).toBe("unmarked");
    expect(translationWarning(stateOf(undefined).translations[0])).toMatch(/does not say which English version/);
  });

  it("lists an English page without a translation as missing, and one that has one as not", () => {
    expect(stateOf("aaaaaaaaaaaa").missing).toEqual([]);
    const alone = translationStates([english], (f) => versions[f], ["en", "es"]);
    expect(alone.missing).toEqual([{ locale: "es", file: english.file, route: "/awareness" }]);
  });

  it("stops the build for a translation that records a version but has no English twin", () => {
    const [state] = stateOf("aaaaaaaaaaaa", "/es/nowhere").translations;
    expect(state.status).toBe("alone");
    expect(translationError(state)).toMatch(
      /^content\/pages\/es\/awareness\.mdx: frontmatter field "englishVersion".*no English page at \/nowhere/,
    );
  });

  it("versions a text by its content, the same with Windows line endings", () => {
    expect(versionOfText("a\nb\n")).toMatch(/^[0-9a-f]{12}$/);
    expect(versionOfText("a\r\nb\r\n")).toBe(versionOfText("a\nb\n"));
    expect(versionOfText("a\nc\n")).not.toBe(versionOfText("a\nb\n"));
  });

  it("--mark writes the version into the frontmatter and changes no other byte", () => {
    const file = join(mkdtempSync(join(tmpdir(), "mark-")), "page.mdx");
    const body = '---\nslug: "/es/x"\ntitle: "Título"\n---\n\nTexto.\n';
    writeFileSync(file, body);
    markTranslation(file, "0123456789ab");
    expect(readFileSync(file, "utf8")).toBe('---\nslug: "/es/x"\ntitle: "Título"\nenglishVersion: "0123456789ab"\n---\n\nTexto.\n');
    markTranslation(file, "ba9876543210");
    expect(readFileSync(file, "utf8")).toBe('---\nslug: "/es/x"\ntitle: "Título"\nenglishVersion: "ba9876543210"\n---\n\nTexto.\n');
  });
});
