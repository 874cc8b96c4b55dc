// Issue 9: the 404 the proxy sends for a made-up page path: the prerendered not-found page
// (src/app/not-found.tsx, themed, with the site's header and footer) read from the build output,
// so an unknown address costs a file read (cached until the file changes), never a render, and
// nothing is written to the route cache.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from '@/server/distDir'

const file = path.join(process.cwd(), DIST_DIR, 'server', 'app', '_not-found.html')
let cached: { version: string; html: string } | null = null

/** The prerendered 404 HTML, or null when the build has none (the proxy then answers in text). */
export function notFoundHtml(): string | null {
  // `next dev` renders its own 404; a file left by an earlier build would load stale chunks.
  if (process.env.NODE_ENV === 'development') return null
  try {
    const { mtimeMs, size } = statSync(file)
    const version = `${mtimeMs}:${size}`
    if (cached?.version !== version) cached = { version, html: readFileSync(file, 'utf8') }
    return cached.html
  } catch {
    return null
  }
}
