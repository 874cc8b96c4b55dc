// The paths that are not CMS pages but are served by a route file or from public/: the proxy
// lets them through without asking the CMS. public/ is read once; it does not change at run time.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from '@/server/distDir.mjs'

/** Routes of their own (src/app): home, the reserved pages, metadata files (the icons: public/). */
const ROUTES = ['/', '/agent3', '/login', '/signup', '/robots.txt', '/sitemap.xml']

function listPublic(dir: string, prefix = ''): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? listPublic(path.join(dir, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name}`],
    )
  } catch {
    return []
  }
}

// turbopackIgnore: these paths are read at run time, not files for the build to trace.
const publicDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'public')
let fixed: Set<string> | null = null
let publicFiles: Set<string> | null = null

const STATIC_PREFIX = '/_next/static/'
const staticDir = path.join(/* turbopackIgnore: true */ process.cwd(), DIST_DIR, 'static')

/**
 * The size of the file Next serves from disk at this (encoded) path — a file in public/ or a
 * build chunk under /_next/static/ — or null when it is not one.
 */
export function servedFileSize(pathname: string): number | null {
  publicFiles ??= new Set(listPublic(publicDir).map((p) => encodeURI(p)))
  let file: string
  if (publicFiles.has(pathname)) file = path.join(publicDir, decodeURI(pathname))
  else if (
    pathname.startsWith(STATIC_PREFIX) &&
    /^[\w./-]+$/.test(pathname) &&
    !pathname.includes('..')
  ) {
    file = path.join(staticDir, pathname.slice(STATIC_PREFIX.length))
  } else return null
  try {
    const stat = statSync(file)
    return stat.isFile() ? stat.size : null
  } catch {
    return null
  }
}

/** True for a route file's path or a file in public/ (the path as sent, percent-encoded). */
export function isFixedPath(pathname: string): boolean {
  fixed ??= new Set([...ROUTES, ...listPublic(publicDir).map((p) => encodeURI(p))])
  return fixed.has(pathname) || fixed.has(pathname.replace(/\/+$/, '') || '/')
}
