// Issue 10: the site's styled-components CSS in one stylesheet that a browser keeps, instead of in
// the head of every page it loads.
//
// A page's head holds all of its components' CSS twice over in kind: the server components' rules
// in `<style data-precedence="sc">` (patches/styled-components+6.6.0.patch) and the client
// components' in styled-components' own `<style data-styled>`. On home that was 39 KB of its
// 164 KB, 7.1 KB of its 28.9 KB gzip, sent again with every page and every visit.
//
// The stylesheet is the union of that CSS over every page the build generated
// (.next/server/app/**/*.html; a page regenerated later is written to the route cache, never
// there, so every server of one build makes the same stylesheet): the server components' rules,
// then the client components' pieces, each in the order they first appear, pages taken in path
// order. That is the order they have in each page's head, where the server style comes first. The
// proxy serves it at /site-css/<hash of its text>.css (src/proxy.ts), for a year: an address of the
// app's own, so a front or CDN that serves /_next/static/ from the build's files (deploy/) passes
// it to the server like any page (issue 34).
//
// A page handed out from the page cache (src/server/cacheHandler.mjs) links it, just before those
// two styles, and they keep only what the stylesheet lacks (a page regenerated after the build may
// hold rules no generated page had: they stay inline, after the link):
// - the `sc` style keeps its element and its `data-href`, the list of styles it stands for: React
//   finds each style it renders there (react-dom's acquireResource) and never compares the text
//   (the payload, which React hydrates from, keeps each style as Next wrote it: issue 34);
// - styled-components' style keeps its markers (`data-styled.g12[id="sc-x"]{content:"a,"}`):
//   styled-components in the browser reads from them which classes the page already has, takes
//   the style's CSS into its own sheet and removes the element (rehydrateSheet); classes it has to
//   add later go into its own sheet, after the link, as they always did.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where the proxy serves the stylesheet: this, its hash, `.css`. */
export const SITE_CSS_PREFIX = '/site-css/'

/** styled-components' separator between the pieces of its style (rules, then a group's marker). */
const PIECE_END = '/*!sc*/\n'
const MARKER = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/

const SERVER_STYLE = /(<style data-precedence="sc"[^>]*>)([^]*?)(<\/style>)/g
const CLIENT_STYLE = /(<style data-styled="[^"]*"[^>]*>)([^]*?)(<\/style>)/g
const FIRST_STYLE = /<style data-precedence="sc"|<style data-styled="/

/**
 * The top-level rules of a style sheet's text (`a{…}`, `@media …{b{…}}`), each with any text before
 * it, or null when its braces do not balance (then nothing of it is taken). Quoted strings and
 * comments are read over, braces in them count for nothing.
 */
export function cssRules(css) {
  const rules = []
  let depth = 0
  let start = 0
  for (let i = 0; i < css.length; i++) {
    const char = css[i]
    if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === '\\') i++
      if (i >= css.length) return null
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      if (end === -1) return null
      i = end + 1
    } else if (char === '{') depth++
    else if (char === '}') {
      depth--
      if (depth < 0) return null
      if (depth === 0) {
        rules.push(css.slice(start, i + 1))
        start = i + 1
      }
    }
  }
  return depth === 0 && !css.slice(start).trim() ? rules : null
}

/** The text of the head's styles of one kind. */
function headStyles(html, pattern) {
  const end = html.indexOf('</head>')
  const head = end === -1 ? '' : html.slice(0, end)
  return [...head.matchAll(new RegExp(pattern.source, 'g'))].map((match) => match[2])
}

/**
 * The stylesheet of a set of pages (their HTML, in the order the union takes them): its text, and
 * the server rules and client pieces it holds.
 */
export function buildSiteCss(pages) {
  const server = new Set()
  const client = new Set()
  for (const html of pages) {
    for (const css of headStyles(html, SERVER_STYLE)) {
      for (const rule of cssRules(css) ?? []) server.add(rule)
    }
    for (const css of headStyles(html, CLIENT_STYLE)) {
      for (const piece of css.split(PIECE_END)) {
        if (piece.trim() && !MARKER.test(piece)) client.add(piece)
      }
    }
  }
  const css = [[...server].join(''), [...client].join('\n')].filter(Boolean).join('\n')
  return { css, server, client }
}

/** Every `.html` file under a folder, in path order. */
function htmlFiles(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true })
  } catch {
    return []
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** One stylesheet per build folder and process, shared by the proxy's bundle and the page cache. */
const SHEETS = Symbol.for('forgeline.siteCss')

/**
 * The stylesheet of the pages the build generated in `serverDir` (.next/server): { href, css,
 * server, client }, or null when there are none (`next dev`, or during the build itself) or
 * SITE_STYLESHEET is `off` (every page then carries its CSS, as before; for a host that serves
 * /_next/static from elsewhere and cannot send this path to the server).
 */
export function siteStylesheet(serverDir) {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null
  if (process.env.SITE_STYLESHEET === 'off') return null
  const key = path.resolve(serverDir)
  const sheets = (globalThis[SHEETS] ??= new Map())
  if (!sheets.has(key)) {
    const pages = htmlFiles(path.join(key, 'app')).map((file) => readFileSync(file, 'utf8'))
    const built = buildSiteCss(pages)
    const hash = createHash('sha256').update(built.css).digest('hex').slice(0, 16)
    sheets.set(key, built.css ? { ...built, href: `${SITE_CSS_PREFIX}${hash}.css` } : null)
  }
  return sheets.get(key)
}

/**
 * The page linking the stylesheet, its head's styles without what the stylesheet holds; the page
 * as it is when the stylesheet holds none of them (or there is none).
 */
export function withSiteCss(html, sheet) {
  const headEnd = html.indexOf('</head>')
  if (!sheet || headEnd === -1) return html
  let taken = 0
  const head = html
    .slice(0, headEnd)
    .replace(SERVER_STYLE, (style, open, css, close) => {
      const rules = cssRules(css)
      if (!rules) return style
      const kept = rules.filter((rule) => !sheet.server.has(rule))
      taken += rules.length - kept.length
      return `${open}${kept.join('')}${close}`
    })
    .replace(CLIENT_STYLE, (style, open, css, close) => {
      const pieces = css.split(PIECE_END)
      const kept = pieces.filter((piece) => !sheet.client.has(piece))
      taken += pieces.length - kept.length
      return `${open}${kept.join(PIECE_END)}${close}`
    })
  if (!taken) return html
  const at = head.search(FIRST_STYLE)
  const link = `<link rel="stylesheet" href="${sheet.href}"/>`
  return `${head.slice(0, at)}${link}${head.slice(at)}${html.slice(headEnd)}`
}
