// First-load bytes of a page as a browser gets them (issue 10), shared by `npm run bench` and the
// byte budgets: the HTML, and every distinct JS chunk the HTML makes the browser load before the
// page is interactive: its `<script src>` tags (or the list the after-paint loader adds,
// src/server/http/scriptsAfterPaint.mjs) and the chunks of the client components its inline
// RSC payload names (hydration loads those too; a component loaded on a visitor's intent is not
// named there and does not count); and its stylesheets (`<link rel="stylesheet">`: the fonts' and
// the site stylesheet, src/server/http/siteCss.mjs). Sizes are gzip -9.
import { gzipSync } from 'node:zlib'

export const gz = (buffer) => gzipSync(buffer, { level: 9 }).length

/** The chunk URLs (as the HTML names them, deduplicated) a page's HTML loads. */
export function firstLoadChunks(html) {
  const text = html.toString()
  const tags = [...text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])
  const payload = [...text.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0])
  const byPath = new Map()
  for (const src of [...tags, ...payload]) {
    const key = src.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '')
    if (!byPath.has(key)) byPath.set(key, src)
  }
  return [...byPath.values()]
}

/** The stylesheet URLs (deduplicated) a page's HTML links. */
export function stylesheets(html) {
  const links = [...html.toString().matchAll(/<link\b[^>]*>/g)].map((m) => m[0])
  const hrefs = links
    .filter((tag) => /\srel="stylesheet"/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1])
  return [...new Set(hrefs.filter(Boolean))]
}

/**
 * A measurer with a cache of file sizes: `measure(route)` fetches the page from `base` and
 * returns `{ status, html, js, css }` in gzip bytes.
 */
export function pageBytes(base) {
  const chunkSizes = new Map()
  const chunk = async (src) => {
    if (!chunkSizes.has(src)) {
      const response = await fetch(new URL(src, base))
      if (!response.ok) throw new Error(`${src} answered ${response.status}`)
      chunkSizes.set(src, gz(Buffer.from(await response.arrayBuffer())))
    }
    return chunkSizes.get(src)
  }
  return async function measure(route) {
    const response = await fetch(new URL(route, base))
    const html = Buffer.from(await response.arrayBuffer())
    let js = 0
    for (const src of firstLoadChunks(html)) js += await chunk(src)
    let css = 0
    for (const href of stylesheets(html)) css += await chunk(href)
    return { status: response.status, html: gz(html), js, css }
  }
}
