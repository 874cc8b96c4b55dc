// Issue 10: a cached page's HTML without the second copy of its server components' CSS.
//
// Each server-rendered styled component writes its CSS as a React `<style href precedence="sc">`
// (scripts/patch-styled-components.mjs). React writes those styles into one
// `<style data-precedence="sc" data-href="a b c">` in the head, and the page's inline RSC payload
// (`self.__next_f.push([1,"…"])`, what the browser's React hydrates from) holds every one of them
// again, CSS and all: ~15 KB raw, 2.9 KB of home's 31.6 KB gzip. The browser never reads that copy:
// for a `<style>` with `href` and `precedence`, React looks for `style[data-href~="<href>"]` in the
// document and, when it is there, takes it as it is (react-dom's acquireResource), whatever the
// element's text says. So here each such style in the payload whose href the head's styles already
// list loses its text (`"children":""`), and the page is the same page for the browser.
//
// What stays: a style whose href the head does not list (a not-found or error tree the payload
// carries for later) and one split between two payload scripts keep their CSS; a CSS text of
// 1,024 characters or more, which Flight writes as a row of its own, keeps that row (only the
// style's reference to it goes). Correct, if not smallest. The
// payload Next serves for client navigation (`.rsc`, segments) is not touched: a page reached that
// way has no such head yet and needs its CSS.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.
import { asciiSafeHtml } from './asciiHtml.mjs'

/** The hrefs React wrote into the head's (or a streamed boundary's) `sc` styles. */
const HOISTED = /<style data-precedence="sc" data-href="([^"]*)"/g

/** An inline payload script: Next's `self.__next_f.push([1,"<JavaScript string>"])`. */
const PAYLOAD_SCRIPT =
  /(<script(?:\s[^>]*)?>self\.__next_f\.push\(\[1,")((?:[^"\\]|\\[^])*)("\]\)<\/script>)/g

// Inside that JavaScript string, Flight's JSON is escaped once more: Flight's `"` is `\"` and its
// `\` is `\\`. One character of Flight's string text is then: Flight's escape (`\\` and the
// escaped character, itself `\\`, `\"`, `\X` or a plain character), another JavaScript escape
// (`\n`, `\u003c`), or a plain character. None of them is `\"`, the end of Flight's string.
const FLIGHT_CHAR = String.raw`(?:\\\\(?:\\\\|\\"|\\[^\\"]|[^\\"])|\\[^\\"]|[^\\"])`
/** `["$","style","<key>",{"href":"<href>","precedence":"sc","children":"<css>"}]`, as escaped there. */
const PAYLOAD_STYLE = new RegExp(
  String.raw`(\[\\"\$\\",\\"style\\",\\"[\w-]+\\",\{\\"href\\":\\"([\w-]+)\\",\\"precedence\\":\\"sc\\",\\"children\\":\\")(${FLIGHT_CHAR}*)(\\"\}\])`,
  'g',
)

/**
 * The same page with the CSS text of each payload `<style>` whose href the document's hoisted `sc`
 * styles list taken out. A page without hoisted styles is returned as it is.
 */
export function withoutHoistedPayloadCss(html) {
  const hoisted = new Set()
  for (const [, hrefs] of html.matchAll(HOISTED))
    for (const href of hrefs.split(' ')) hoisted.add(href)
  if (hoisted.size === 0) return html
  return html.replace(PAYLOAD_SCRIPT, (script, open, text, close) => {
    const lighter = text.replace(PAYLOAD_STYLE, (style, start, href, css, end) =>
      css && hoisted.has(href) ? start + end : style,
    )
    return lighter === text ? script : open + lighter + close
  })
}

/** A cached page as the server hands it out: without the payload's CSS copy, then in ASCII. */
export const servedHtml = (html) => asciiSafeHtml(withoutHoistedPayloadCss(html))
