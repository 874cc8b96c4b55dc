// Issue 10: a cached page starts loading its scripts after its first paint.
//
// Next writes every chunk a page needs as `<script src async>` in the head, so the browser asks for
// ~210 KB of them (gzip) at once with the HTML, and runs each as it arrives, before the page's
// first paint when they arrive first (on a 4x slower CPU, /demo first painted at ~660 ms, after
// its scripts; the minimal Next page paints before its scripts arrive). Lighthouse's simulated LCP
// then counts every one of those downloads on slow 4G: ~2.8 s on home, against ~0.7 s for the
// minimal page.
//
// Here a page handed out from the page cache (src/server/cacheHandler.mjs, and the proxy's CSP
// hashes) has those tags taken out, with the low-priority preload Next adds for one of them, and
// one inline script at the end of the body adds the same scripts, in the same order and as async
// as before, once the page has painted: in the frame after the first `requestAnimationFrame`, or
// after a second in a tab that is not drawn (no frames there). React hydrates as before, a frame
// later; the HTML is the page without JavaScript until then, as it always was until the scripts
// ran. Measured on one build, four alternating Lighthouse runs each: home 93 -> 99 (LCP 2.8 ->
// 2.0 s), /demo 95 -> 99 (LCP 2.9 -> 1.6 s), TBT lower on both.
//
// `SCRIPTS_AFTER_PAINT=off` leaves the tags as Next writes them.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.

/** A chunk script as Next writes it in the head. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
/** Next's low-priority preload of a chunk (one of the same scripts). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g

/** The inline script that adds `srcs` after the first paint. */
export function afterPaintLoader(srcs) {
  return (
    '<script>(function(d,s){var n=0;function l(){if(n++)return;s.forEach(function(u){' +
    'var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
    'requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})' +
    `(document,${JSON.stringify(srcs)})</script>`
  )
}

/** The page with its chunk scripts loaded after its first paint; as it is with none, or when off. */
export function withScriptsAfterPaint(html) {
  if (process.env.SCRIPTS_AFTER_PAINT === 'off') return html
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd === -1 || bodyEnd === -1) return html
  const srcs = []
  const head = html.slice(0, headEnd).replace(CHUNK_SCRIPT, (_, src) => {
    srcs.push(src)
    return ''
  })
  if (srcs.length === 0) return html
  const preloads = head.replace(SCRIPT_PRELOAD, (tag, href) => (srcs.includes(href) ? '' : tag))
  return `${preloads}${html.slice(headEnd, bodyEnd)}${afterPaintLoader(srcs)}${html.slice(bodyEnd)}`
}
