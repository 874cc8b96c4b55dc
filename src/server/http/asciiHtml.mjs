// Issue 10: a cached page's HTML with every character outside ASCII written as an escape that
// means the same character where it stands. The same page, byte for byte what a browser decodes.
//
// Why: Next keeps a static page's HTML as a JavaScript string and, for every request, measures and
// encodes it to UTF-8 (`Buffer.byteLength`, then `res.end(string)`). One em dash or curly quote
// makes V8 store the whole ~210 KB string as UTF-16, and those two steps then take most of the
// time Next spends on the request: `next start` served home at ~640 requests per second with its
// 37 typographic characters and ~960 without them (autocannon, 50 connections, 127.0.0.1).
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.

const NON_ASCII = /[^\x00-\x7f]/
const NON_ASCII_ALL = /[^\x00-\x7f]/g
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu

/** JavaScript and JSON: `\uXXXX` per UTF-16 unit (valid in strings, regular expressions, names). */
const scriptEscape = (text) =>
  text.replace(NON_ASCII_ALL, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** CSS: `\XXXX ` (the space ends the escape and is not part of the value). */
const styleEscape = (text) =>
  text.replace(NON_ASCII_CODE_POINTS, (char) => `\\${char.codePointAt(0).toString(16)} `)

/** Markup (text, attribute values, RCDATA such as <title>): a numeric character reference. */
const markupEscape = (text) =>
  text.replace(NON_ASCII_CODE_POINTS, (char) => `&#x${char.codePointAt(0).toString(16)};`)

// A tag (its quoted attribute values may hold `<` and `>`), a comment or the doctype; and the end
// of a raw-text element, whose content the HTML parser does not decode.
const TAG = /<(?:"[^"]*"|'[^']*'|[^'">])*>/g
const RAW_TEXT_OPEN = /^<(script|style)[\s>]/i

/**
 * The same document in ASCII: inside <script> JavaScript escapes, inside <style> CSS escapes,
 * everywhere else numeric character references. A string that is ASCII already is returned as it is.
 */
export function asciiSafeHtml(html) {
  if (!NON_ASCII.test(html)) return html
  let out = ''
  let at = 0
  TAG.lastIndex = 0
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const tag = match[0]
    out += markupEscape(html.slice(at, match.index)) + markupEscape(tag)
    at = TAG.lastIndex
    const raw = RAW_TEXT_OPEN.exec(tag)?.[1]?.toLowerCase()
    if (!raw) continue
    const close = new RegExp(`</${raw}[\\s>/]`, 'gi')
    close.lastIndex = at
    const end = close.exec(html)?.index ?? html.length
    const body = html.slice(at, end)
    out += raw === 'script' ? scriptEscape(body) : styleEscape(body)
    at = TAG.lastIndex = end
  }
  return out + markupEscape(html.slice(at))
}
