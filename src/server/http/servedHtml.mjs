// Issue 34: a cached page as the server hands it out, and the Content-Security-Policy of exactly
// that HTML.
//
// The page cache (src/server/cacheHandler.mjs) hands each cached page out linking the site
// stylesheet (siteCss.mjs), its scripts loading after its first paint (scriptsAfterPaint.mjs), and
// in ASCII (asciiHtml.mjs): changes to the HTML around React's payload, never to the payload
// itself (React's Flight rows are handed to the browser as Next wrote them). Each comes with the
// page's policy: the hashes of the inline scripts of the HTML that goes out, so a page regenerated
// on any replica carries its own policy wherever it is served from, and nothing is read from disk.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.
import { createHash } from 'node:crypto'
import { asciiSafeHtml } from './asciiHtml.mjs'
import { htmlTags } from './htmlTags.mjs'
import { withScriptsAfterPaint } from './scriptsAfterPaint.mjs'
import { withSiteCss } from './siteCss.mjs'

/** A cached page as the server hands it out. */
export const servedHtml = (html, sheet = null) =>
  asciiSafeHtml(withScriptsAfterPaint(withSiteCss(html, sheet)))

/** The start tag of a <script> or <style>, whose text runs to its end tag. */
const SCRIPT_OR_STYLE = /^<(script|style)(?=[\s>])/i

/** 'sha256-…' of every inline <script> that a browser would run (not JSON-LD or other data). */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const { tag, name, body } of htmlTags(html, SCRIPT_OR_STYLE)) {
    // A style's text is skipped, a script's is hashed.
    if (name !== 'script') continue
    const attributes = tag.slice('<script'.length, -1)
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

/**
 * How a page's policy is made from its script hashes: securityHeaders.ts's documentPolicy with this
 * server's configuration, which src/instrumentation.ts puts here before the server answers anything
 * (that file is TypeScript, bundled apart; this one Node loads as it is). A symbol on globalThis:
 * one process.
 */
export const DOCUMENT_POLICY = Symbol.for('forgeline.documentPolicy')

/** The page's Content-Security-Policy, or null where no policy maker is installed (`next build`). */
export function policyOf(html) {
  const make = globalThis[DOCUMENT_POLICY]
  return typeof make === 'function' ? make(inlineScriptHashes(html)) : null
}
