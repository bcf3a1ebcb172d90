import type { GatsbySSR } from "gatsby";
import { fontFaceCss } from "./src/theme/font-faces";
import { wrapPageElement as wrap } from "./src/wrap-page-element";

const FONT_FACES = fontFaceCss();

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrap;

/** Without JavaScript the menu button cannot work, so the navigation is simply shown. */
const NO_SCRIPT_CSS = `[data-menu-toggle]{display:none!important}@media (max-width:63.99em){header{position:relative!important;background:#000!important}header :has(> #site-nav){flex-wrap:wrap}#site-nav{display:block!important;position:static!important;flex-basis:100%;padding-bottom:1rem}}`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <link key="icon" rel="icon" href="/icon.svg" type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: FONT_FACES }} />,
    <noscript key="no-script-nav">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};
