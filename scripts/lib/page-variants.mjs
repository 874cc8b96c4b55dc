// Variants of a served page's HTML, each without one more thing a first paint can wait for, for
// scripts/lcp-floor.mjs (issue 10): what Lighthouse's simulated LCP would be if the page did not
// have it. They are measurements, not pages to ship: some of them no longer look like the site.

import { AFTER_FIRST_PAINT, CHUNK_SCRIPT } from '../../src/server/http/scriptsAfterPaint.mjs'

/** Next's inline RSC payload: `(self.__next_f=self.__next_f||[]).push(…)` and `self.__next_f.push(…)`. */
const PAYLOAD_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g
/** src/server/http/scriptsAfterPaint.mjs's loader, with its list of scripts (and of preloads, which the variants drop). */
const LOADER =
  /<script>\(function\(d,s(?:,p)?\)\{[\s\S]*?\}\)\(document,(\[[^\]]*\])(?:,\[[^\]]*\])?\)<\/script>/
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g
const FONT_SOURCE = /src:url\([^)]*\.woff2\)\s*format\("woff2"\)/g
const FONT_PRELOAD = /<link rel="preload" href="[^"]+\.woff2" as="font"[^>]*>/g
// In either order of attributes: React writes a lazy chunk's preload with its `href` first.
const OTHER_PRELOAD = /<link rel="preload"(?=[^>]*\sas="(?:image|script)")[^>]*>/g
const IMAGE = /<(?:img|source)\b[^>]*>/g
const POSTER = / poster="[^"]*"/g
const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g

/** The address the payload variant loads the page's RSC payload from. */
export const PAYLOAD_PATH = '/__variant/payload.js'

/** The after-paint loader's scripts, or throws: every variant needs the page as the site serves it. */
function loaderScripts(html) {
  const match = html.match(LOADER)
  if (!match) throw new Error('the page has no after-paint loader (SCRIPTS_AFTER_PAINT off?)')
  return { tag: match[0], srcs: JSON.parse(match[1]) }
}

/** A loader that runs `first` (when given) and then adds `srcs`, after the first paint. */
function loader(srcs, first) {
  const add =
    'function a(){s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;' +
    'd.head.appendChild(e)})}'
  const start = first
    ? `var f=d.createElement("script");f.src=${JSON.stringify(first)};f.onload=a;d.head.appendChild(f)`
    : 'a()'
  return (
    `<script>(function(d,s){var n=0;${add}function l(){if(n++)return;${start}}` +
    `${AFTER_FIRST_PAINT}})(document,${JSON.stringify(srcs)})</script>`
  )
}

/**
 * The RSC payload out of the HTML: it runs from PAYLOAD_PATH after the first paint, before the
 * scripts (React reads it when they start). Returns the page and the payload's script.
 */
export function payloadAfterPaint(html) {
  const payload = []
  const page = html.replace(PAYLOAD_SCRIPT, (_, code) => {
    payload.push(code)
    return ''
  })
  const { tag, srcs } = loaderScripts(page)
  return { html: page.replace(tag, loader(srcs, PAYLOAD_PATH)), payload: payload.join(';\n') }
}

/** The page's stylesheets (`href` → CSS) written into the head instead of linked. */
export function inlineStylesheets(html, sheets) {
  return html.replace(STYLESHEET, (_, href) => {
    if (!(href in sheets)) throw new Error(`no CSS given for ${href}`)
    return `<style>${sheets[href]}</style>`
  })
}

/** No web font: each `@font-face` names a font no machine has, so text paints in its fallback. */
export function withoutWebFonts(html) {
  return html.replace(FONT_PRELOAD, '').replace(FONT_SOURCE, 'src:local("no such font")')
}

/** No preloads, and the chunk Next leaves async in the body loads after the paint with the rest. */
export function withoutEarlyRequests(html) {
  const early = []
  const page = html.replace(OTHER_PRELOAD, '').replace(CHUNK_SCRIPT, (_, src) => {
    early.push(src)
    return ''
  })
  const { tag, srcs } = loaderScripts(page)
  const first = tag.includes(PAYLOAD_PATH) ? PAYLOAD_PATH : undefined
  return page.replace(tag, loader([...early, ...srcs], first))
}

/** No image at all, a video's poster included. */
export function withoutImages(html) {
  return html.replace(IMAGE, '').replace(POSTER, '')
}

/** No CSS at all. */
export function withoutStyles(html) {
  return html.replace(STYLESHEET, '').replace(STYLE, '')
}

/** No script runs: without them, nothing changes the page after its first paint. */
export function withoutScripts(html) {
  return html.replace(loaderScripts(html).tag, '').replace(CHUNK_SCRIPT, '')
}
