// Issue 10: a cached page starts loading its scripts after its first paint; issue 37: its web
// fonts too (LOAD_FONTS, below).
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
// as before, once the page has painted: when the browser reports its first contentful paint
// (AFTER_FIRST_PAINT), or after a second in a tab opened in the background (no frames there).
// React hydrates as before, a little later; the HTML is the page without JavaScript until then, as
// it always was until the scripts ran. Measured on one build, four alternating Lighthouse runs
// each: home 93 -> 99 (LCP 2.8 -> 2.0 s), /demo 95 -> 99 (LCP 2.9 -> 1.6 s), TBT lower on both.
//
// The same goes for the one chunk Next writes async in the body (with its low-priority preload in
// the head), and for React's low-priority preloads of the chunks that `next/dynamic` loads (the
// form, the video players, the table of contents' links, the copy button): the loader adds those
// preloads after the first paint, so that hydration still finds them on their way. Before, all of
// them were fetched before the first paint, and Lighthouse counted them: the same HTML with and
// without them, five alternating runs each (medians), home 2,048 -> 1,893 ms, /demo 1,450 ->
// 1,294 ms, the blog post 1,766 -> 1,595 ms.
//
// `SCRIPTS_AFTER_PAINT=off` leaves the tags as Next writes them.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.

/** A chunk script as Next writes it in the head (scripts/lib/page-variants.mjs drops them too). */
export const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
/** Next's low-priority preload of a chunk (one of the same scripts). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g
/** React's low-priority preload of a chunk that `next/dynamic` loads at hydration. */
const LAZY_PRELOAD =
  /<link rel="preload" href="(\/_next\/static\/chunks\/[\w.-]+\.js)" as="script" fetchPriority="low"\/>/g

/**
 * The class the loader puts on the root once the page's web fonts are in: src/app/fonts.ts holds
 * the text at their fallback until then (issue 37), and src/app/fonts.test.ts checks the name.
 */
export const FONTS_LOADED_CLASS = 'fl-fonts'

/**
 * Issue 37: the loader's first steps. They load every web font the page declares (none is used by
 * any text yet, so their arrival lays nothing out), one face a task, then set FONTS_LOADED_CLASS:
 * the fonts swap in at once, in one layout. A face that fails (a missing local font) does not hold
 * the others. `t` queues a step as a task of its own (TASK, below).
 */
const LOAD_FONTS =
  'var f=d.fonts,q=[];if(f&&f.forEach){f.forEach(function(x){if(x.status==="unloaded")' +
  't(function(){q.push(x.load().catch(function(){}))})});t(function(){Promise.all(q).then(' +
  `function(){d.documentElement.classList.add(${JSON.stringify(FONTS_LOADED_CLASS)})})})}`

/**
 * Each step of the loader is a task of its own, in order: a font face to load, a script or a
 * preload to add. In one task, as before, the loader asked for ~15 files and matched next/font's
 * `local()` fallback faces at once: on home 20.6 ms on this machine's Chromium (mean of 5 Pixel 7
 * loads), which Lighthouse's simulated 4x slower CPU makes ~80 ms, 30 of them blocking time. Split,
 * the longest of its tasks (median of 7 loads) went from 12.5 to 8.4 ms on home and from 24.4 to
 * 5.3 ms on /agent3 (issue 37); between them the browser can answer a tap or draw a frame.
 */
const TASK = 'function t(g){setTimeout(g,0)}'

/**
 * When the loader's step `l` runs: once the browser reports the first contentful paint (the Paint
 * Timing entry comes when the frame is on screen), in a task of its own. Issue 37: the frame
 * after the first `requestAnimationFrame`, as before, is drawn on the main thread but not yet on
 * screen; a font or chunk from a fast server then arrived before the first paint was shown, and
 * Lighthouse's simulation counted it in the paint's path (home: one run in three had LCP ~2.1 s,
 * with Inter in it). A browser without paint entries (Safari before 14.1, Firefox before 84)
 * waits for a frame, as before.
 *
 * Not the `first-paint` entry: on a slow CPU Chromium may first paint the page's background alone,
 * ~200 ms before its text (/agent3 on a 20x slower CPU, two loads in six), and the fonts were then
 * asked for before the text was on screen. Nor a fixed delay: only a tab hidden when the page
 * starts (opened in the background: it draws nothing until shown) loads after a second without a
 * paint. Either put the fonts and chunks before the first contentful paint on a slow machine, as
 * e2e/routes/firstScreen.spec.ts saw once in CI.
 */
export const AFTER_FIRST_PAINT =
  'function r(){setTimeout(l,0)}' +
  'try{if(!PerformanceObserver.supportedEntryTypes.includes("paint"))throw 0;' +
  'new PerformanceObserver(function(e){e.getEntriesByName("first-contentful-paint")[0]&&r()})' +
  '.observe({type:"paint",buffered:true})}' +
  'catch(e){requestAnimationFrame(r)}if(d.hidden)setTimeout(l,1000)'

/**
 * The inline script that loads the page's web fonts after the first paint, adds `srcs` then, and
 * low-priority preloads of `preloads` (written as before when there are none).
 */
export function afterPaintLoader(srcs, preloads = []) {
  const preload = preloads.length
    ? ';p.forEach(function(u){t(function(){var e=d.createElement("link");e.rel="preload";' +
      'e.as="script";e.fetchPriority="low";e.href=u;d.head.appendChild(e)})})'
    : ''
  return (
    `<script>(function(d,s${preloads.length ? ',p' : ''}){var n=0;${TASK}function l(){` +
    `if(n++)return;${LOAD_FONTS};` +
    's.forEach(function(u){t(function(){var e=d.createElement("script");e.src=u;e.async=true;' +
    `d.head.appendChild(e)})})${preload}}` +
    `${AFTER_FIRST_PAINT}})` +
    `(document,${JSON.stringify(srcs)}${preloads.length ? `,${JSON.stringify(preloads)}` : ''})</script>`
  )
}

/** The page with its chunk scripts loaded after its first paint; as it is with none, or when off. */
export function withScriptsAfterPaint(html) {
  if (process.env.SCRIPTS_AFTER_PAINT === 'off') return html
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd === -1 || bodyEnd === -1) return html
  const srcs = []
  const take = (_, src) => {
    srcs.push(src)
    return ''
  }
  const head = html.slice(0, headEnd).replace(CHUNK_SCRIPT, take)
  const body = html.slice(headEnd, bodyEnd).replace(CHUNK_SCRIPT, take)
  if (srcs.length === 0) return html
  const lazy = []
  const headLeft = head
    .replace(SCRIPT_PRELOAD, (tag, href) => (srcs.includes(href) ? '' : tag))
    .replace(LAZY_PRELOAD, (_, href) => {
      lazy.push(href)
      return ''
    })
  return `${headLeft}${body}${afterPaintLoader(srcs, lazy)}${html.slice(bodyEnd)}`
}
