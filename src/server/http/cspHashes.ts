// Issue 9: the CSP hashes of a static page's inline scripts. Next writes each generated page to
// .next/server/app/<path>.html at build, and each regeneration (ISR, revalidation) to its route
// cache, .next/server/route-cache/APP_PAGE/<key>/$/<path>.html; the proxy hashes the newest of
// those files, the one about to be served, cached until it changes: the policy follows the
// content without a nonce, and pages stay static.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from '@/server/distDir'
import { TAG } from '@/server/http/asciiHtml.mjs'
import { servedHtml } from '@/server/http/payloadCss.mjs'
import { siteStylesheet } from '@/server/http/siteCss.mjs'
import { EXPIRE_SECONDS } from '@/sanity/env'
import { lastExpiry } from '@/server/http/expiredTags'

/** 'sha256-…' of every inline <script> that a browser would run (not JSON-LD or other data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  const tags = new RegExp(TAG.source, 'g')
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const open = /^<(script|style)(?=[\s>])([^]*)>$/i.exec(tag[0])
    if (!open) continue
    // The element's text runs to its end tag: a style's is skipped, a script's is hashed.
    const [, name = '', attributes = ''] = open
    const close = new RegExp(`</${name}[\\s>/]`, 'gi')
    close.lastIndex = tags.lastIndex
    const end = close.exec(html)?.index ?? html.length
    const body = html.slice(tags.lastIndex, end)
    tags.lastIndex = end
    if (name.toLowerCase() !== 'script' || /\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (
      type &&
      type !== 'text/javascript' &&
      type !== 'module' &&
      type !== 'application/javascript'
    ) {
      continue
    }
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

const serverDir = path.join(/* turbopackIgnore: true */ process.cwd(), DIST_DIR, 'server')
const appDir = path.join(serverDir, 'app')
/** Where Next writes a page regenerated after the build (ISR, revalidation). */
const routeCacheDir = path.join(serverDir, 'route-cache', 'APP_PAGE')

/** The page's file name: '/' → 'index', '/a/b' → 'a/b'; null for a path that cannot be one. */
function pageFileName(pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('..') || decoded.includes('\0')) return null
  return decoded.replace(/^\/+|\/+$/g, '') || 'index'
}

/**
 * The HTML files that may hold a page (by its file name): the build's, and each regenerated copy
 * in the route cache (one folder per cache key; the newest file is the one being served).
 */
function htmlFilesOf(name: string): string[] {
  let keys: string[] = []
  try {
    keys = readdirSync(routeCacheDir)
  } catch {
    // No page regenerated yet.
  }
  return [
    path.join(appDir, `${name}.html`),
    ...keys.map((key) => path.join(routeCacheDir, key, '$', `${name}.html`)),
  ]
}

/** Bumped by the page cache on every write (src/server/cacheHandler.mjs); absent without one. */
const PAGE_CACHE_WRITES = Symbol.for('forgeline.pageCacheWrites')
const pageCacheWrites = () => (globalThis as { [PAGE_CACHE_WRITES]?: number })[PAGE_CACHE_WRITES]
/** Per page name, from the same page cache: when its last write began, and the writes under way. */
const PAGE_WRITES = Symbol.for('forgeline.pageWrites')
interface PageWrites {
  startedAt: Map<string, number>
  underWay: Map<string, { since: number }[]>
}
const pageWrites = () => (globalThis as { [PAGE_WRITES]?: PageWrites })[PAGE_WRITES]
/** A write this old that has not finished (a stalled disk) no longer holds the proxy's view. */
const WRITE_STALL_MS = 10_000

/** While a write of the page is under way its files may be half written: what was known holds. */
function writeUnderWay(name: string): boolean {
  const now = Date.now()
  const underWay = pageWrites()?.underWay.get(name)
  return underWay?.some((write) => now - write.since < WRITE_STALL_MS) ?? false
}

interface PageFile {
  version: string
  hashes: string[]
  /** The time of this version as Next sees it (its `lastModified`), the tags and lifetime of it. */
  writtenAt: number
  tags: string[]
  expireMs: number
}

/**
 * The newest file of each page name (null: none yet), and the page cache's write count then. One
 * map for the proxy and the fast path (pageFastPath.ts), which Next bundles apart in one process,
 * so that both name a pending render the same way (and give its visits one nonce).
 */
const PAGE_FILES = Symbol.for('forgeline.pageFiles')
type PageFiles = Map<string, { writes: number | undefined; page: PageFile | null }>
const cache: PageFiles = ((globalThis as { [PAGE_FILES]?: PageFiles })[PAGE_FILES] ??= new Map())

/**
 * The tags, lifetime and time of a page file as Next has them, from the .meta file Next writes
 * beside it (a regenerated copy's holds its lifetime, the build's do not: next.config.ts).
 */
function metaOf(htmlFile: string) {
  const meta = { tags: [] as string[], expireMs: EXPIRE_SECONDS * 1000, lastModified: Infinity }
  try {
    const { headers, cacheControl, routeCacheLastModified } = JSON.parse(
      readFileSync(htmlFile.replace(/\.html$/, '.meta'), 'utf8'),
    ) as {
      headers?: Record<string, unknown>
      cacheControl?: { expire?: unknown }
      routeCacheLastModified?: unknown
    }
    const tags = headers?.['x-next-cache-tags']
    if (typeof tags === 'string') meta.tags = tags.split(',').filter(Boolean)
    const expire = cacheControl?.expire
    if (typeof expire === 'number' && expire > 0) meta.expireMs = expire * 1000
    if (typeof routeCacheLastModified === 'number') meta.lastModified = routeCacheLastModified
  } catch {
    // No .meta: no tags, the site's lifetime.
  }
  return meta
}

/**
 * The page's newest generated HTML, or null when it has none on disk (yet). The files are looked
 * at again only after the page cache has written something: a page changes on disk through this
 * process's cache (instances that share one disk each regenerate, and serve, their own copy).
 * While a write of the page is under way, what was known before it holds: the file may be half
 * written, and a visit that arrives then still gets the render being stored (and its nonce).
 */
function pageFile(name: string): PageFile | null {
  const writes = pageCacheWrites()
  const hit = cache.get(name)
  if (hit && writes !== undefined && (hit.writes === writes || writeUnderWay(name))) {
    return hit.page
  }
  let newest: { file: string; mtimeMs: number; size: number } | null = null
  for (const file of htmlFilesOf(name)) {
    try {
      const { mtimeMs, size } = statSync(file)
      if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs, size }
    } catch {
      // Not there.
    }
  }
  if (!newest) {
    cache.set(name, { writes, page: null })
    return null
  }
  const version = `${newest.file}:${newest.mtimeMs}:${newest.size}`
  if (hit?.page?.version === version) {
    hit.writes = writes
    return hit.page
  }
  try {
    const html = readFileSync(newest.file, 'utf8')
    // Served from the page cache as servedHtml makes it (src/server/cacheHandler.mjs); rendered
    // afresh as it is.
    const served = servedHtml(html, siteStylesheet(serverDir))
    const hashes = [...new Set([...inlineScriptHashes(served), ...inlineScriptHashes(html)])]
    const { lastModified, ...meta } = metaOf(newest.file)
    // Next dates an entry from when its write began (in memory) or by the file (on disk, in whole
    // milliseconds: Node rounds a file's mtime to make its Date).
    const began = pageWrites()?.startedAt.get(name) ?? Infinity
    const writtenAt = Math.min(Math.round(newest.mtimeMs), lastModified, began)
    const page = { version, hashes, writtenAt, ...meta }
    cache.set(name, { writes, page })
    return page
  } catch {
    // Gone or unreadable in between: what was known holds (a visit's render key must not change).
    return hit?.page ?? null
  }
}

/** The hashes of the page's newest generated HTML, or null when it has none on disk (yet). */
export function pageScriptHashes(pathname: string): string[] | null {
  // `next dev` renders every request: files left by an earlier build are not what it serves.
  if (process.env.NODE_ENV === 'development') return null
  const name = pageFileName(pathname)
  return name ? (pageFile(name)?.hashes ?? null) : null
}

/**
 * A page this close to the end of its lifetime counts as due: Next's clock may run a little ahead
 * of the proxy's, and a page still sent from the cache is covered by its hashes anyway.
 */
const EXPIRY_MARGIN_MS = 5_000

/**
 * Whether the page's next visit renders it instead of sending it from the cache: it has no file
 * yet (a page published after the build), Next expired one of its cache tags (the publish webhook)
 * after this version was written, or this version is past its lifetime (`expireTime`). Then a key
 * that names that render, the same for every visit that may share it (Next renders a page once for
 * the visits that arrive while it renders, a publish landing meanwhile included); otherwise null.
 * Always null under `next dev`, which renders each visit on its own.
 */
export function pendingRender(
  pathname: string,
  // The clock Next checks a page's lifetime with (incremental-cache), not Date.now().
  now = performance.timeOrigin + performance.now(),
): string | null {
  if (process.env.NODE_ENV === 'development') return null
  const name = pageFileName(pathname)
  if (!name) return null
  const page = pageFile(name)
  if (!page) return `${name}:new`
  const expired =
    lastExpiry(page.tags) > page.writtenAt ||
    now - page.writtenAt >= page.expireMs - EXPIRY_MARGIN_MS
  // Named by the page and its version's time as Next dates it: the same for a copy Next makes of
  // the build's file in the route cache (it keeps the build's time), different after each render.
  return expired ? `${name}:${page.writtenAt}` : null
}
