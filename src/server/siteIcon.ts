// Issue 37: the site icon travels inside every page, as a `data:` address, not as a file the
// browser asks for. Chromium asks for a page's icon at its load event, which on this site comes a
// few milliseconds before the first paint (the stylesheet is the last thing the load waits for);
// Lighthouse's LCP estimate then counted the icon as a request of high priority on a second
// connection: ~300 ms more on /agent3 and the blog post (scripts/lcp-graph.mjs). Inline it costs
// ~140 bytes of a page's gzip HTML and no request. public/icon.svg stays the one source: the
// schema's logo links it and scripts/favicon.mjs makes /favicon.ico from it.
import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * An SVG as a `data:` address, as short as it stays valid: double quotes become single ones
 * (escaped, as React would write `&#x27;` in an attribute), and only the characters a URL or an
 * attribute cannot hold as they are (`<`, `>`, `#`, `%`, `'`) are percent-encoded.
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[<>#%']/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `data:image/svg+xml,${text}`
}

// turbopackIgnore: read when the layout's module loads (build, then any regeneration), not a file
// for the build to trace.
const iconPath = path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'icon.svg')

/** The site icon (public/icon.svg) as a `data:` address for the pages' `<link rel="icon">`. */
export const SITE_ICON_URL = svgDataUrl(readFileSync(iconPath, 'utf8'))
