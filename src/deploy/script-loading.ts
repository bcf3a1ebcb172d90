/** Gatsby's own script files, as it writes them at the end of every page. */
const SCRIPT_FILE = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/** The inline script that adds the given script files once the page and its hero image have loaded and been painted (or after 3 s). */
export function scriptLoader(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0;` +
    `function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    // After load, wait until the eager images (the hero) are decoded and painted, then one more frame.
    `addEventListener("load",function(){Promise.all([].slice.call(document.images).filter(function(i){return i.getAttribute("loading")!=="lazy"}).map(function(i){return i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(go)})})});` +
    `setTimeout(go,3000)})()`
  );
}

/**
 * Every page reads fully as HTML, so its JavaScript waits until the page and its hero image have
 * loaded (at most 3 s): on a weak phone signal the words and the picture get the bandwidth first,
 * and the scripts then add the dialogs and the phone menu on top. Replaces Gatsby's
 * `<script src async>` tags with one inline loader (hashed into the CSP like every inline script).
 */
export function loadScriptsAfterContent(html: string): string {
  const sources = [...html.matchAll(SCRIPT_FILE)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(SCRIPT_FILE, () => {
    if (!first) return "";
    first = false;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}
