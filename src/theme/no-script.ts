import { belowWidth } from "./header-box";
import type { HeaderFit } from "./header-box";

/**
 * Without JavaScript the menu button cannot work, so where the menu would be behind it (below the header's
 * measured `wide` breakpoint) the navigation is simply shown, under the row, in a header that scrolls away
 * with the page. gatsby-ssr.tsx puts it in the head inside <noscript> as raw HTML (a React text child would
 * turn its ">" into "&gt;").
 */
export const noScriptCss = (fit: HeaderFit) =>
  `[data-menu-toggle]{display:none!important}${belowWidth(fit.wide)}{header{position:relative!important;background:#000!important}header :has(> #site-nav){flex-wrap:wrap;height:auto!important}#site-nav{display:block!important;position:static!important;flex-basis:100%;padding-bottom:1rem}}`;
