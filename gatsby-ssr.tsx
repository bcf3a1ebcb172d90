import type { GatsbySSR } from "gatsby";
import { ServerStyleSheet, StyleSheetManager } from "styled-components";
import { fontFaceCss } from "./src/theme/font-faces";
import { ICONS, localeOf, SITE_FILES } from "./src/routes";
import { FONTS } from "./src/theme/fonts";
import { headerFitIn } from "./src/theme/header-box";
import { noScriptCss } from "./src/theme/no-script";
import { wrapPageElement as wrap } from "./src/wrap-page-element";

const FONT_FACES = fontFaceCss();

/**
 * Every web font, fetched at once on every page. They are font-display: optional (see font-faces.ts):
 * Chromium waits for a preloaded optional font before the first paint, briefly, so a visitor's first
 * page is drawn in the site's type rather than its fallback; unpreloaded, they arrived too late even
 * from localhost and the first page of a visit showed the fallback.
 */
const FONT_PRELOADS = Object.values(FONTS).flatMap(({ faces }) =>
  faces.map(({ url }) => <link key={`preload-${url}`} rel="preload" href={url} as="font" type="font/woff2" crossOrigin="anonymous" />),
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrap;

/**
 * Each page's styles, as styled-components renders them on a server (its ServerStyleSheet): collected while the page
 * is rendered, then written into its head by onRenderBody, which Gatsby calls after the body is rendered. Kept by
 * address, as pages may be rendered side by side.
 */
const sheets = new Map<string, ServerStyleSheet>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const sheet = new ServerStyleSheet();
  sheets.set(pathname, sheet);
  return <StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>;
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // Each page's language from its route (/es/… is Spanish); the language link loads the other language's
  // pages in full, so <html lang> is always the server's.
  const locale = localeOf(pathname);
  setHtmlAttributes({ lang: locale });
  const sheet = sheets.get(pathname);
  sheets.delete(pathname);
  setHeadComponents([
    ...(sheet ? sheet.getStyleElement() : []),
    <link key="icon" rel="icon" href={ICONS.svg.route} type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href={ICONS.favicon.route} type="image/png" sizes={`${ICONS.favicon.size}x${ICONS.favicon.size}`} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={ICONS.appleTouch.route} />,
    <link key="manifest" rel="manifest" href={SITE_FILES.manifest} />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: FONT_FACES }} />,
    ...FONT_PRELOADS,
    // As raw HTML: a React child would be text, and React escapes its ">" as "&gt;", which breaks the CSS.
    <noscript key="no-script-nav" dangerouslySetInnerHTML={{ __html: `<style>${noScriptCss(headerFitIn(locale))}</style>` }} />,
  ]);
};

/**
 * gatsby-plugin-image writes a style, a noscript style and an inline module script into every page's
 * head for its <GatsbyImage> fade-in. The site draws its pictures as plain HTML (ResponsiveImage), so
 * they do nothing here but run a script before the first screen is painted: they go.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => !String((component as { key?: unknown } | null)?.key ?? "").startsWith("gatsby-image-style")),
  );
};
