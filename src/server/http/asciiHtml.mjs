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
import { htmlTags } from './htmlTags.mjs'

const NON_ASCII = /[^\x00-\x7f]/
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

// Where an escape would not mean the same (JavaScript outside a double-quoted string, a raw-text
// element, a comment, a name), the page is handed out as it is: correct, only slower to send. The
// pages React and Next write meet none of these: their scripts hold text only in JSON strings.
const UNSAFE = null

/**
 * JavaScript and JSON: `\uXXXX` per UTF-16 unit, inside double-quoted strings only (there it means
 * the same in JSON, a string, a regular expression or a template). Other text outside ASCII, or a
 * single quote, backtick or slash outside those strings (a regular expression, a comment, a
 * template, where a string would not be one), makes the script UNSAFE.
 */
function scriptEscape(text) {
  if (!NON_ASCII.test(text)) return text
  let out = ''
  let from = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c /* \ */) {
        // An escaped character outside ASCII (`\é`) would need its backslash dropped.
        if (text.charCodeAt(i + 1) > 0x7f) return UNSAFE
        i++
      } else if (code === 0x22 /* " */) inString = false
      else if (code > 0x7f) {
        out += `${text.slice(from, i)}\\u${code.toString(16).padStart(4, '0')}`
        from = i + 1
      }
    } else if (code === 0x22) inString = true
    else if (code > 0x7f || code === 0x27 || code === 0x60 || code === 0x2f) return UNSAFE
  }
  return inString ? UNSAFE : out + text.slice(from)
}

/** CSS: `\XXXX ` (the space ends the escape and is not part of the value). */
function styleEscape(text) {
  // An escaped character outside ASCII (`\é`) would need its backslash dropped.
  if (/\\[^\x00-\x7f]/.test(text)) return UNSAFE
  return text.replace(NON_ASCII_CODE_POINTS, (char) => `\\${char.codePointAt(0).toString(16)} `)
}

/** Markup (text, attribute values, RCDATA such as <title>): a numeric character reference. */
const markupEscape = (text) =>
  text.replace(NON_ASCII_CODE_POINTS, (char) => `&#x${char.codePointAt(0).toString(16)};`)

/**
 * Elements whose text the HTML parser does not decode: scripts and styles are escaped in their own
 * language, the others must be ASCII already.
 */
const RAW_TEXT_OPEN = /^<(script|style|xmp|iframe|noembed|noframes|noscript|plaintext)(?=[\s>/])/i
const SCRIPT_TYPES = new Set([
  'text/javascript',
  'module',
  'application/javascript',
  'application/json',
  'application/ld+json',
])

/** A tag whose names, unquoted values, comment or CDATA text hold anything outside ASCII. */
const isUnsafeTag = (tag) =>
  NON_ASCII.test(tag) &&
  (tag.startsWith('<!') || NON_ASCII.test(tag.replace(/"[^"]*"|'[^']*'/g, '')))

function rawTextEscape(name, tag, body) {
  if (name === 'style') return styleEscape(body)
  if (name !== 'script') return NON_ASCII.test(body) ? UNSAFE : body
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase()
  if (type && !SCRIPT_TYPES.has(type)) return NON_ASCII.test(body) ? UNSAFE : body
  return scriptEscape(body)
}

/**
 * The same document in ASCII: inside <script> JavaScript escapes, inside <style> CSS escapes,
 * everywhere else numeric character references. A string that is ASCII already, or one that cannot
 * be written in ASCII with the same meaning (see UNSAFE), is returned as it is.
 */
export function asciiSafeHtml(html) {
  // A lone surrogate is sent as U+FFFD, but `\ud800` in a script string would stay one.
  if (!NON_ASCII.test(html) || LONE_SURROGATE.test(html)) return html
  let out = ''
  let at = 0
  for (const { tag, index, name, body, end } of htmlTags(html, RAW_TEXT_OPEN)) {
    if (isUnsafeTag(tag)) return html
    out += markupEscape(html.slice(at, index)) + markupEscape(tag)
    if (name) {
      const escaped = rawTextEscape(name, tag, body)
      if (escaped === UNSAFE) return html
      out += escaped
    }
    at = end
  }
  return out + markupEscape(html.slice(at))
}
