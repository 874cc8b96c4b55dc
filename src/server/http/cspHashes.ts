// Issue 9: the CSP hashes of a static page's inline scripts. Next writes each generated page to
// .next/server/app/<path>.html, at build and again at every regeneration (ISR, revalidation), so
// the proxy hashes the file it is about to serve, cached until the file changes: the policy
// follows the content without a nonce, and pages stay static.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** 'sha256-…' of every inline <script> that a browser would run (not JSON-LD or other data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes)) continue
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

const appDir = path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'server', 'app')

/** The prerendered HTML file of a page path ('/' → index.html), or null for a path that has none. */
export function htmlFileOf(pathname: string): string | null {
  const decoded = (() => {
    try {
      return decodeURIComponent(pathname)
    } catch {
      return null
    }
  })()
  if (decoded === null || decoded.includes('..') || decoded.includes('\0')) return null
  const trimmed = decoded.replace(/^\/+|\/+$/g, '')
  return path.join(appDir, `${trimmed || 'index'}.html`)
}

const cache = new Map<string, { version: string; hashes: string[] }>()

/** The hashes of the page's generated HTML, or null when it has none on disk (yet). */
export function pageScriptHashes(pathname: string): string[] | null {
  const file = htmlFileOf(pathname)
  if (!file) return null
  try {
    const { mtimeMs, size } = statSync(file)
    const version = `${mtimeMs}:${size}`
    const hit = cache.get(file)
    if (hit?.version === version) return hit.hashes
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'))
    cache.set(file, { version, hashes })
    return hashes
  } catch {
    return null
  }
}
