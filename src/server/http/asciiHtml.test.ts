import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { asciiSafeHtml } from './asciiHtml.mjs'

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text)

/** What a browser makes of a document: its title, text, attributes and the scripts' contents. */
function parsed(html: string) {
  const { document } = new JSDOM(html).window
  const body = document.body.cloneNode(true) as HTMLElement
  body.querySelectorAll('script').forEach((script) => script.remove())
  return {
    title: document.title,
    text: body.textContent,
    attributes: [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => `${el.localName}@${a.name}=${a.value}`),
    ),
    scripts: [...document.querySelectorAll('script')].map((s) => s.textContent ?? ''),
    styles: [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
  }
}

/** Runs an inline Next payload script and returns what it pushed. */
function pushed(script: string): unknown[] {
  const self = { __next_f: [] as unknown[] }
  new Function('self', script)(self)
  return self.__next_f
}

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<title>Forgeline — ship “agents”</title>',
  '<meta name="description" content="Builds, tests and ships — not one that just suggests"/>',
  '<style data-styled="">.a::before{content:"— ";}.b{font-family:"Inter",sans-serif}</style>',
  '</head><body><h1 id="an-agent-—-ships">An agent — that ships</h1>',
  '<p>It’s “fast” · © 2026 – naïve 😀 café</p>',
  '<script>self.__next_f.push([1,"4:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"An agent — that ships 😀\\"}]\\n"])</script>',
  '<script type="application/ld+json">{"name":"Forgeline — “agents”","emoji":"😀"}</script>',
  '</body></html>',
].join('')

describe('asciiSafeHtml', () => {
  it('returns an ASCII document unchanged (the same string)', () => {
    const html = '<!DOCTYPE html><html><body><p>plain &amp; simple</p></body></html>'
    expect(asciiSafeHtml(html)).toBe(html)
  })

  it('writes every character outside ASCII as an escape, and the browser reads the same page', () => {
    const out = asciiSafeHtml(page)
    expect(isAscii(out)).toBe(true)
    const before = parsed(page)
    const after = parsed(out)
    expect(after.title).toBe('Forgeline — ship “agents”')
    expect(after.text).toBe(before.text)
    expect(after.attributes).toEqual(before.attributes)
    expect(after.attributes).toContain('h1@id=an-agent-—-ships')
  })

  it('escapes scripts for JavaScript: the payload pushes the same text, JSON-LD parses the same', () => {
    const out = asciiSafeHtml(page)
    expect(out).toContain('An agent \\u2014 that ships \\ud83d\\ude00')
    const [payloadBefore, ldBefore] = parsed(page).scripts
    const [payloadAfter, ldAfter] = parsed(out).scripts
    expect(pushed(payloadAfter!)).toEqual(pushed(payloadBefore!))
    expect(pushed(payloadAfter!)).toEqual([
      [1, '4:["$","h1",null,{"children":"An agent — that ships 😀"}]\n'],
    ])
    expect(JSON.parse(ldAfter!)).toEqual(JSON.parse(ldBefore!))
  })

  it('escapes styles for CSS, and text and attributes as character references', () => {
    const out = asciiSafeHtml(page)
    expect(parsed(out).styles).toEqual([
      '.a::before{content:"\\2014  ";}.b{font-family:"Inter",sans-serif}',
    ])
    expect(out).toContain('<h1 id="an-agent-&#x2014;-ships">An agent &#x2014; that ships</h1>')
    expect(out).toContain('naïve'.replace('ï', '&#xef;'))
    expect(out).toContain('&#x1f600;')
  })

  // React writes < in attributes as &lt;, but a hand-written or third-party tag need not.
  it('reads a tag to its end: an attribute that mentions <style> or <script> stays markup', () => {
    const html =
      '<meta name="description" content="Why <style> tags — and <script> — go in the body"/>' +
      '<p title="a > b">x — y</p><style>.a{content:"—"}</style><script>f("—")</script>'
    const out = asciiSafeHtml(html)
    expect(out).toBe(
      '<meta name="description" content="Why <style> tags &#x2014; and <script> &#x2014; go in the body"/>' +
        '<p title="a > b">x &#x2014; y</p><style>.a{content:"\\2014 "}</style><script>f("\\u2014")</script>',
    )
    expect(parsed(out).attributes).toEqual(parsed(html).attributes)
  })

  it('keeps a script or style element whose tag name only starts like one as markup', () => {
    const out = asciiSafeHtml('<scripts>—</scripts><styles>—</styles>')
    expect(out).toBe('<scripts>&#x2014;</scripts><styles>&#x2014;</styles>')
  })

  it('escapes an astral character in CSS by its code point, not its two UTF-16 units', () => {
    expect(asciiSafeHtml('<style>.a::after{content:"😀"}</style>')).toBe(
      '<style>.a::after{content:"\\1f600 "}</style>',
    )
  })

  it.each([
    ['a single-quoted string', `<p>—</p><script>f('"—"')</script>`],
    ['a template', '<p>—</p><script>f(String.raw`"—"`)</script>'],
    ['a regular expression', '<p>—</p><script>/"—"/.test(x)</script>'],
    ['a comment in a script', '<p>—</p><script>f() // "—"\nvar a = 1</script>'],
    ['a name', '<p>—</p><script>var café = 1</script>'],
    ['a lone surrogate', '<p>—</p><script>f("\ud800")</script>'],
    ['an escaped character in a string', '<p>—</p><script>f("\\é")</script>'],
    ['an escaped character in CSS', '<p>—</p><style>.a{content:"\\é"}</style>'],
    ['a data block', '<p>—</p><script type="text/plain">"—"</script>'],
    ['a raw-text element', '<p>—</p><noscript><p>—</p></noscript>'],
    ['an HTML comment', '<p>—</p><!-- — -->'],
    ['an attribute name', '<p data-é="x">—</p>'],
  ])('hands the page out as it is when an escape would not mean the same: %s', (_, html) => {
    expect(asciiSafeHtml(html)).toBe(html)
  })

  it('escapes the page when its scripts hold text outside ASCII only in double-quoted strings', () => {
    const html = '<script>self.__next_f.push([1,"a/b — \\"c\\" \'d\'"])</script>'
    const out = asciiSafeHtml(html)
    expect(out).toBe('<script>self.__next_f.push([1,"a/b \\u2014 \\"c\\" \'d\'"])</script>')
    expect(pushed(parsed(out).scripts[0]!)).toEqual(pushed(parsed(html).scripts[0]!))
  })

  it('gets through many < that start no tag in one pass (it once rescanned to the end each time)', () => {
    const html = `<p>— ${'a < b '.repeat(40_000)}`
    const out = asciiSafeHtml(html)
    expect(out.startsWith('<p>&#x2014; a < b')).toBe(true)
    expect(isAscii(out)).toBe(true)
  })
})
