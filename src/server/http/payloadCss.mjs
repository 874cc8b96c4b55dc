// Issue 10: a cached page's HTML without the second copy of its server components' CSS.
//
// Each server-rendered styled component writes its CSS as a React `<style href precedence="sc">`
// (scripts/patch-styled-components.mjs). React writes those styles into one
// `<style data-precedence="sc" data-href="a b c">` in the head, and the page's inline RSC payload
// (`self.__next_f.push([1,"…"])`, what the browser's React hydrates from) holds every one of them
// again, CSS and all: ~17 KB raw, 3.3 KB of home's 31.6 KB gzip. The browser never reads that copy:
// for a `<style>` with `href` and `precedence`, React looks for `style[data-href~="<href>"]` in the
// document and, when it is there, takes it as it is (react-dom's acquireResource), whatever the
// element's text says. So here each such style in the payload whose href the head's style lists
// loses its text (`"children":""`), and the page is the same page for the browser. The same goes
// for Next's own CSS file, which next.config.ts has Next write inline (`inlineCss`) as a
// `<style precedence="next" href="/_next/static/chunks/….css">`: the payload held its text
// (the fonts' rules) three times, ~1.2 KB gzip a page.
//
// The payload is read as the browser's Flight client reads it: the scripts' strings joined, row by
// row. Only JSON rows are changed; a text row (a string of 1,024 characters or more, such as a long
// code block, which may quote anything) is skipped by its length, as the client skips it. What
// stays as it is: a style whose href the head does not list (a not-found tree the payload carries
// for later, a streamed boundary's style), one React also wrote inline (inside an `<svg>`, where it
// is compared when hydrating), one split between two payload scripts, and any page whose payload
// cannot be read that way (binary rows). Correct, if not smallest. The payload Next serves for
// client navigation (`.rsc`, segments) is not touched: a page reached that way has no such head yet
// and needs its CSS.
//
// A page that links the site stylesheet (siteCss.mjs) loses more: each payload style whose rules
// are all in that stylesheet goes altogether (it becomes `null`, so every other position in the
// tree stays where it was), and so does its href in the head's list, and that style element when
// nothing is left in it. React has no style to look for then, and the stylesheet draws the page.
// That takes the not-found tree's styles too, whose CSS the payload carried whole (the head never
// lists them). On home: 69 styles, ~10 KB raw, 1.9 KB gzip. A client navigation afterwards gets
// the next page's styles, CSS and all, and React adds them to the head, as it adds any style it
// has not seen; the rules are the stylesheet's, so the page looks the same.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.
import { asciiSafeHtml } from './asciiHtml.mjs'
import { withScriptsAfterPaint } from './scriptsAfterPaint.mjs'
import { cssRules, withSiteCss } from './siteCss.mjs'

/**
 * The hrefs React wrote into the head's hoisted styles: `sc`, and `next`, Next's own CSS file
 * inlined (next.config.ts, `inlineCss`: the fonts' rules, which the payload held three times).
 */
const HOISTED = /<style data-precedence="(?:sc|next)" data-href="([^"]*)"/g
/** The head's hoisted `sc` style: its hrefs and its CSS (what the site stylesheet lacks). */
const SERVER_HEAD_STYLE = /<style data-precedence="sc" data-href="([^"]*)">([^<]*)<\/style>/g
/** A style React wrote where it stands, with its `href` (inside `<svg>`): hydrated, not hoisted. */
const INLINE_STYLE = /<style\b[^>]*?\shref="([^"]*)"/g

/** An inline payload script: `self.__next_f.push([1,"<Flight text>"])`, as JSON. */
const PAYLOAD_SCRIPT =
  /(<script(?:\s[^>]*)?>self\.__next_f\.push\()(\[1,"(?:[^"\\]|\\[^])*"\])(\)<\/script>)/g
/** Binary Flight data, which Next writes in base64: not read here. */
const BINARY_SCRIPT = /self\.__next_f\.push\(\[3,/

/** `["$","style","<key>",{"href":"<href>","precedence":"sc","children":"<css>"}]` in a JSON row. */
const PAYLOAD_STYLE =
  /\["\$","style","[\w-]+",\{"href":"([\w-]+)","precedence":"sc","children":"((?:[^"\\]|\\.)*)"\}\]/g
/** Next's inlined CSS file: `{"nonce":"$undefined","precedence":"next","href":"<file>","children":…}`. */
const NEXT_PAYLOAD_STYLE =
  /\["\$","style","[\w-]+",\{"nonce":"\$undefined","precedence":"next","href":"([\w./-]+)","children":"((?:[^"\\]|\\.)*)"\}\]/g

/** Row tags whose row is a length in hex, a comma and that many bytes (react-server-dom client). */
const LENGTH_TAGS = new Set('TAOobUSsLlGgMmV')
/** Row tags whose row runs to the next newline and is not a JSON model. */
const isNewlineTag = (tag) =>
  (tag >= 'A' && tag <= 'Z') || tag === '#' || tag === 'r' || tag === 'x'
const HEX = /^[0-9a-f]*$/

/** Next's escaping of a payload script's JSON (htmlEscapeJsonString). */
const SCRIPT_ESCAPES = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c' }
const scriptJson = (value) =>
  JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (char) =>
    char in SCRIPT_ESCAPES ? SCRIPT_ESCAPES[char] : `\\u${char.charCodeAt(0).toString(16)}`,
  )

/**
 * The [start, end) ranges of the JSON rows of a Flight stream, or null where it cannot be read,
 * and its text rows by id (`rows.texts`). Lengths are in UTF-8 bytes, as the browser counts them.
 */
function jsonRows(flight) {
  const rows = []
  rows.texts = new Map()
  let at = 0
  while (at < flight.length) {
    const colon = flight.indexOf(':', at)
    if (colon === -1 || !HEX.test(flight.slice(at, colon))) return null
    const tag = flight[colon + 1] ?? ''
    if (LENGTH_TAGS.has(tag)) {
      const comma = flight.indexOf(',', colon + 2)
      const hex = comma === -1 ? '' : flight.slice(colon + 2, comma)
      if (!hex || !HEX.test(hex)) return null
      let bytes = parseInt(hex, 16)
      let end = comma + 1
      while (bytes > 0 && end < flight.length) {
        const code = flight.codePointAt(end)
        bytes -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
        end += code > 0xffff ? 2 : 1
      }
      // A row cut off at the end of the stream is fine; one ending inside a character is not.
      if (bytes < 0) return null
      if (tag === 'T' && bytes === 0)
        rows.texts.set(flight.slice(at, colon), flight.slice(comma + 1, end))
      at = end
    } else {
      const newline = flight.indexOf('\n', colon + 1)
      const end = newline === -1 ? flight.length : newline
      if (!isNewlineTag(tag)) rows.push([colon + 1, end, flight.slice(at, colon)])
      at = end + 1
    }
  }
  return rows
}

/** The CSS a payload style's `children` stands for: its JSON string, or a text row it names. */
function styleCss(json, texts) {
  const text = JSON.parse(`"${json}"`)
  const ref = /^\$([0-9a-f]+)$/.exec(text)
  return ref ? (texts.get(ref[1]) ?? null) : text
}

/**
 * The same page with the CSS text of each payload `<style>` whose href the head's hoisted `sc`
 * style lists taken out, and, when it links the site stylesheet `sheet`, each server style whose
 * rules that stylesheet all holds taken out whole, with its href in the head. A page with nothing
 * to take out is returned as it is.
 */
export function withoutHoistedPayloadCss(html, sheet = null) {
  const hoisted = new Set()
  for (const [, hrefs] of html.matchAll(HOISTED))
    for (const href of hrefs.split(' ')) hoisted.add(href)
  const inline = new Set([...html.matchAll(INLINE_STYLE)].map(([, href]) => href))
  for (const href of inline) hoisted.delete(href)
  const linked = sheet !== null && html.includes(`<link rel="stylesheet" href="${sheet.href}"/>`)
  if (hoisted.size === 0 && !linked) return html

  const payload = readPayload(html)
  if (!payload) return html
  const { scripts, flight, rows } = payload

  /** Whether the site stylesheet draws a style: every one of its rules is there. */
  const drawn = (href, json) => {
    if (!linked || inline.has(href)) return false
    const css = styleCss(json, rows.texts)
    const rules = css ? cssRules(css) : null
    return rules !== null && rules.every((rule) => sheet.server.has(rule))
  }
  const removed = new Set()
  const kept = new Set()
  const cut = cutter(scripts)
  for (const [start, end] of rows) {
    const row = flight.slice(start, end)
    const styles = [
      ...[...row.matchAll(PAYLOAD_STYLE)].map((match) => ({ match, server: true })),
      ...[...row.matchAll(NEXT_PAYLOAD_STYLE)].map((match) => ({ match, server: false })),
    ]
    for (const { match, server } of styles.sort((a, b) => a.match.index - b.match.index)) {
      const [style, href, css] = match
      const from = start + match.index
      // A style two scripts share is kept.
      if (server && drawn(href, css) && cut(from, from + style.length, 'null')) {
        removed.add(href)
        continue
      }
      if (server) kept.add(href)
      if (!css || !hoisted.has(href)) continue
      const cssEnd = from + style.length - '"}]'.length
      cut(cssEnd - css.length, cssEnd, '')
    }
  }

  const out = writePayload(html, scripts)
  if (removed.size === 0) return out
  // The head's list keeps the hrefs of the styles still in the payload; an empty style goes.
  const gone = [...removed].filter((href) => !kept.has(href))
  return withoutNullReferences(gone.length === 0 ? out : withoutHeadHrefs(out, new Set(gone)))
}

/**
 * The payload of a page: its scripts (`{ index, whole, open, close, text, start, cuts }`), their
 * Flight text joined, and its JSON rows; null when there is none that can be read.
 */
function readPayload(html) {
  if (BINARY_SCRIPT.test(html)) return null
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => {
    const [whole, open, json, close] = match
    return { index: match.index, whole, open, close, text: JSON.parse(json)[1], cuts: [] }
  })
  let flight = ''
  for (const script of scripts) {
    script.start = flight.length
    flight += script.text
  }
  const rows = jsonRows(flight)
  return rows && { scripts, flight, rows }
}

/**
 * A function that notes a cut of the Flight text's [from, to) for `instead`, in order, and says
 * whether it could: not when one script starts the piece and the next one ends it.
 */
function cutter(scripts) {
  let s = 0
  return (from, to, instead) => {
    while (s < scripts.length - 1 && scripts[s + 1].start <= from) s++
    const script = scripts[s]
    if (to > script.start + script.text.length) return false
    script.cuts.push([from - script.start, to - script.start, instead])
    return true
  }
}

/** The page with its payload scripts' cuts made, written as Next writes them. */
function writePayload(html, scripts) {
  let out = ''
  let at = 0
  for (const script of scripts) {
    if (script.cuts.length === 0) continue
    let text = ''
    let from = 0
    for (const [cutStart, cutEnd, instead] of script.cuts) {
      text += script.text.slice(from, cutStart) + instead
      from = cutEnd
    }
    text += script.text.slice(from)
    out += html.slice(at, script.index) + script.open + scriptJson([1, text]) + script.close
    at = script.index + script.whole.length
  }
  return at === 0 ? html : out + html.slice(at)
}

/**
 * A reference to a value of another row, where a value stands: `"$<row>:<path>"` (a string that
 * starts with `$` in the page's own text is written `$$…`, so this is never one).
 */
const PATH_REF = /(?<=[[,:])"\$([0-9a-f]+):([^"\\]*)"(?=[\],}])/g
/** What a path step names in an element, which the JSON holds as `["$", type, key, props]`. */
const ELEMENT_FIELDS = { type: 1, key: 2, props: 3 }

/**
 * The page with each payload reference that leads to `null` written as `null`. Flight writes a
 * value it has sent before as a reference to where it was (`"$2:props:children:0"`, ~90 bytes);
 * once the style there is gone, every later copy of it is such a reference to a `null`: 110 on
 * home, 0.4 KB gzip.
 */
function withoutNullReferences(html) {
  const payload = readPayload(html)
  if (!payload) return html
  const { scripts, flight, rows } = payload
  const ranges = new Map(rows.map(([start, end, id]) => [id, [start, end]]))
  const models = new Map()
  const model = (id) => {
    if (!models.has(id)) {
      const range = ranges.get(id)
      let value
      try {
        value = range ? JSON.parse(flight.slice(...range)) : undefined
      } catch {
        value = undefined
      }
      models.set(id, value)
    }
    return models.get(id)
  }
  // The value a reference leads to; undefined where it cannot be followed here.
  const resolve = (id, path, depth) => {
    if (depth > 32) return undefined
    let value = follow(model(id), depth)
    for (const step of path) {
      if (value === null || typeof value !== 'object') return undefined
      const element = Array.isArray(value) && value[0] === '$' && step in ELEMENT_FIELDS
      const field = element ? ELEMENT_FIELDS[step] : step
      value = Object.hasOwn(value, field) ? follow(value[field], depth) : undefined
    }
    return value
  }
  const follow = (value, depth) => {
    const ref = typeof value === 'string' ? /^\$([0-9a-f]+)(?::(.*))?$/.exec(value) : null
    return ref ? resolve(ref[1], ref[2] === undefined ? [] : ref[2].split(':'), depth + 1) : value
  }

  const cut = cutter(scripts)
  for (const [start, end] of rows) {
    for (const match of flight.slice(start, end).matchAll(PATH_REF)) {
      if (resolve(match[1], match[2].split(':'), 0) !== null) continue
      const from = start + match.index
      cut(from, from + match[0].length, 'null')
    }
  }
  return writePayload(html, scripts)
}

/** The page with those hrefs out of its head's `sc` style, and that style out when it is empty. */
function withoutHeadHrefs(html, gone) {
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) return html
  const head = html.slice(0, headEnd).replace(SERVER_HEAD_STYLE, (style, hrefs, css) => {
    const left = hrefs.split(' ').filter((href) => !gone.has(href))
    if (left.length === 0 && css === '') return ''
    return `<style data-precedence="sc" data-href="${left.join(' ')}">${css}</style>`
  })
  return head + html.slice(headEnd)
}

/**
 * A cached page as the server hands it out: linking the site stylesheet `sheet` (siteCss.mjs) when
 * there is one, without the payload's CSS copy, its scripts loaded after its first paint
 * (scriptsAfterPaint.mjs), then in ASCII.
 */
export const servedHtml = (html, sheet = null) =>
  asciiSafeHtml(withScriptsAfterPaint(withoutHoistedPayloadCss(withSiteCss(html, sheet), sheet)))
