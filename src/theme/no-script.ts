/**
 * Without JavaScript the menu button cannot work, so the navigation is simply shown. gatsby-ssr.tsx puts
 * it in the head inside <noscript> as raw HTML (a React text child would turn its ">" into "&gt;").
 */
export const NO_SCRIPT_CSS = `[data-menu-toggle]{display:none!important}@media (max-width:63.99em){header{position:relative!important;background:#000!important}header :has(> #site-nav){flex-wrap:wrap}#site-nav{display:block!important;position:static!important;flex-basis:100%;padding-bottom:1rem}}`;
