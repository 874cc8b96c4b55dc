// One HTML scanner for the pages the server hands out: asciiHtml.mjs escapes a page tag by tag,
// servedHtml.mjs hashes its inline scripts. Not a parser: it finds the tags, and the text of the
// elements the HTML parser does not read as markup (a script's, a style's), up to their end tag.
//
// Plain JavaScript (no TypeScript): src/server/cacheHandler.mjs, which Node loads as it is, uses it.

/**
 * A comment; or a tag, the doctype or a CDATA section, read to its end (a quoted attribute value
 * may hold `<` and `>`). `<` is not part of a tag outside quotes, so a `<` that starts no tag costs
 * one step, not a scan to the end of the document.
 */
export const TAG = /<!--[^]*?-->|<(?:"[^"]*"|'[^']*'|[^'"<>])*>/g

/**
 * Each tag of `html` in document order, as `{ tag, index, name, body, end }`. `rawText` (not
 * global) matches the start tags of the elements whose text is not markup, their name in its first
 * group: for such a tag, `name` is that name in lower case and `body` the element's text, up to its
 * end tag (a `plaintext` element's, or one that is never closed, to the end of the document); the
 * next tag is looked for after it. Elsewhere `name` and `body` are ''. `end` is where the tag (and
 * its text) ends: the text between two tags runs from one's `end` to the next one's `index`.
 */
export function* htmlTags(html, rawText) {
  const tags = new RegExp(TAG.source, 'g')
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const tag = match[0]
    const start = tags.lastIndex
    const name = rawText.exec(tag)?.[1]?.toLowerCase() ?? ''
    let end = start
    if (name === 'plaintext') end = html.length
    else if (name) {
      const close = new RegExp(`</${name}[\\s>/]`, 'gi')
      close.lastIndex = start
      end = close.exec(html)?.index ?? html.length
    }
    yield { tag, index: match.index, name, body: html.slice(start, end), end }
    tags.lastIndex = end
  }
}
