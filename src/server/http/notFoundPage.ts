// Issue 9: the 404 the proxy sends for a made-up page path: the prerendered not-found page
// (src/app/not_found/page.tsx, themed, with the site's header and footer) read from the build output,
// so an unknown address costs a file read (cached until the file changes), never a render, and
// nothing is written to the route cache.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from '@/server/distDir.mjs'
import { inlineScriptHashes } from '@/server/http/servedHtml.mjs'

const file = path.join(process.cwd(), DIST_DIR, 'server', 'app', 'not_found.html')
let cached: { version: string; html: string; scriptHashes: string[] } | null = null

/**
 * The prerendered 404 HTML and the CSP hashes of its inline scripts (of this very file: a
 * regenerated copy elsewhere is not what is sent), or null when the build has none (the proxy
 * then answers in text).
 */
export function notFoundPage(): { html: string; scriptHashes: string[] } | null {
  // `next dev` renders its own 404; a file left by an earlier build would load stale chunks.
  if (process.env.NODE_ENV === 'development') return null
  try {
    const { mtimeMs, size } = statSync(file)
    const version = `${mtimeMs}:${size}`
    if (cached?.version !== version) {
      const html = readFileSync(file, 'utf8')
      cached = { version, html, scriptHashes: inlineScriptHashes(html) }
    }
    return cached
  } catch {
    return null
  }
}
