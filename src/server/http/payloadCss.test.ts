import { describe, expect, it } from 'vitest'
import { servedHtml, withoutHoistedPayloadCss } from './payloadCss.mjs'
import type { SiteStylesheet } from './siteCss.mjs'

/** Next's escaping of a payload script's JSON (htmlEscapeJsonString). */
const escapes: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c' }
const nextJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[&><\u2028\u2029]/g,
    (c) => escapes[c] ?? `\\u${c.charCodeAt(0).toString(16)}`,
  )
/** A payload script as Next writes one. */
const push = (flight: string) => `<script>self.__next_f.push(${nextJson([1, flight])})</script>`
/** The Flight text of the payload scripts of a page, decoded as the browser would. */
const flightOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\[^])*"\])\)/g)]
    .map((m) => (JSON.parse(m[1]!) as [1, string])[1])
    .join('')
const style = (href: string, css: string) =>
  JSON.stringify(['$', 'style', `sc-${href}`, { href, precedence: 'sc', children: css }])
const head = (...hrefs: string[]) =>
  `<!DOCTYPE html><html><head><style data-precedence="sc" data-href="${hrefs.join(' ')}">.a{}</style></head><body><p>x</p>`
/** A Flight text row: its length in UTF-8 bytes, in hex. */
const textRow = (id: string, text: string) =>
  `${id}:T${Buffer.byteLength(text).toString(16)},${text}`

// CSS with everything that is escaped on the way: quotes, a backslash, `< > &`, a newline, an em
// dash, a line separator.
const tricky = '.a::before{content:"\\"<\\\\>&"}\n.b::after{content:"—\u2028"}'

describe('withoutHoistedPayloadCss', () => {
  it('drops the CSS of payload styles the head holds, and nothing else', () => {
    const row = `3:["$","div",null,{"children":[${style('sc-a-0-x', tricky)},${style('sc-b-0-y', '.y{color:red}')},["$","p",null,{"children":"\\"children\\":\\"keep\\" <&>"}]]}]\n`
    const html = `${head('sc-a-0-x', 'sc-c-0-z')}${push(row)}</body></html>`
    const out = withoutHoistedPayloadCss(html)
    // sc-b-0-y is not in the head: kept.
    expect(flightOf(out)).toBe(row.replace(JSON.stringify(tricky), '""'))
    // Written as Next writes a payload script.
    expect(out).toBe(`${head('sc-a-0-x', 'sc-c-0-z')}${push(flightOf(out))}</body></html>`)
  })

  it("drops the CSS of Next's inlined CSS file (inlineCss) wherever the payload repeats it", () => {
    const font = '/_next/static/chunks/f.css'
    const nextStyle = (nonce: string) =>
      JSON.stringify([
        '$',
        'style',
        '0',
        { nonce, precedence: 'next', href: font, children: '@font-face{font-family:a}' },
      ])
    // Next's style first, then a server style, in one row: both go, each where it is.
    const row = `3:[${nextStyle('$undefined')},${style('sc-a-0-x', '.x{}')}]\n4:[${nextStyle('$undefined')}]\n`
    const html = `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${font}">@font-face{font-family:a}</style><style data-precedence="sc" data-href="sc-a-0-x">.x{}</style></head><body>${push(row)}</body></html>`
    expect(flightOf(withoutHoistedPayloadCss(html))).toBe(
      row.replaceAll('"@font-face{font-family:a}"', '""').replace('".x{}"', '""'),
    )
    // A rendering with a nonce (not a cached page) is left as it is.
    const withNonce = html.replace(push(row), push(`4:[${nextStyle('abc')}]\n`))
    expect(withNonce).toContain('abc')
    expect(withoutHoistedPayloadCss(withNonce)).toBe(withNonce)
  })

  it('leaves a page without hoisted styles, or with nothing to drop, as it is', () => {
    const row = `3:[${style('sc-a-0-x', '.x{}')}]\n`
    const bare = `<html><body>${push(row)}</body></html>`
    expect(withoutHoistedPayloadCss(bare)).toBe(bare)
    const other = `${head('sc-q-0-q')}${push(row)}</body></html>`
    expect(withoutHoistedPayloadCss(other)).toBe(other)
  })

  it('keeps a style that one payload script starts and the next one ends', () => {
    const whole = `3:[${style('sc-a-0-x', '.x{color:red}')}]\n`
    const cut = whole.indexOf('color')
    const html = `${head('sc-a-0-x')}${push(whole.slice(0, cut))}${push(whole.slice(cut))}</body></html>`
    expect(withoutHoistedPayloadCss(html)).toBe(html)
  })

  it('drops the reference to a CSS text Flight wrote as its own row, and keeps the row', () => {
    const row = `${textRow('1f', '.x{top:0}')}3:[${style('sc-a-0-x', '$1f')}]\n`
    const out = withoutHoistedPayloadCss(`${head('sc-a-0-x')}${push(row)}</body></html>`)
    expect(flightOf(out)).toBe(row.replace('"$1f"', '""'))
  })

  it('leaves a long text alone, even one that quotes a payload style, and reads past it', () => {
    // A code block of 1,024 characters or more is a text row, not JSON: nothing in it is escaped.
    const quoted = `Example — ${style('sc-a-0-x', '.x{top:0}')} ${'…'.repeat(600)}`
    const row = `${textRow('2a', quoted)}3:[${style('sc-a-0-x', '.x{top:0}')},"$2a"]\n`
    const out = withoutHoistedPayloadCss(`${head('sc-a-0-x')}${push(row)}</body></html>`)
    expect(flightOf(out)).toBe(`${textRow('2a', quoted)}3:[${style('sc-a-0-x', '')},"$2a"]\n`)
  })

  it('keeps a style React also wrote where it stands (inside an svg), which it hydrates', () => {
    const row = `3:[${style('sc-a-0-x', '.x{}')},${style('sc-b-0-y', '.y{}')}]\n`
    const html = `${head('sc-a-0-x', 'sc-b-0-y')}<svg><style href="sc-b-0-y" precedence="sc">.y{}</style></svg>${push(row)}</body></html>`
    expect(flightOf(withoutHoistedPayloadCss(html))).toBe(
      `3:[${style('sc-a-0-x', '')},${style('sc-b-0-y', '.y{}')}]\n`,
    )
  })

  it('leaves a payload it cannot read as the browser does as it is', () => {
    const styled = `3:[${style('sc-a-0-x', '.x{}')}]\n`
    const binary = `${head('sc-a-0-x')}${push(styled)}<script>self.__next_f.push([3,"AAEC"])</script></body></html>`
    expect(withoutHoistedPayloadCss(binary)).toBe(binary)
    // A text row whose length ends inside a character.
    const broken = `${head('sc-a-0-x')}${push(`1:T2,—${styled}`)}</body></html>`
    expect(withoutHoistedPayloadCss(broken)).toBe(broken)
  })

  it('hands out the lighter page in ASCII', () => {
    const row = `3:[${style('sc-a-0-x', tricky)},["$","p",null,{"children":"—"}]]\n`
    const out = servedHtml(`${head('sc-a-0-x')}<p>—</p>${push(row)}</body></html>`)
    expect(out).toMatch(/^[\x00-\x7f]*$/)
    expect(out).toContain('<p>&#x2014;</p>')
    expect(flightOf(out)).toBe(`3:[${style('sc-a-0-x', '')},["$","p",null,{"children":"—"}]]\n`)
  })

  describe('on a page that links the site stylesheet', () => {
    const sheet: SiteStylesheet = {
      href: '/_next/static/site/0123456789abcdef.css',
      css: '.x{top:0}.y{top:1}@media (min-width:1px){.z{top:2}}',
      server: new Set(['.x{top:0}', '.y{top:1}', '@media (min-width:1px){.z{top:2}}']),
      client: new Set(),
    }
    const link = `<link rel="stylesheet" href="${sheet.href}"/>`
    const page = (hrefs: string, css: string, body: string, row: string) =>
      `<!DOCTYPE html><html><head>${link}<style data-precedence="sc" data-href="${hrefs}">${css}</style></head><body>${body}${push(row)}</body></html>`

    it('takes out whole the styles the stylesheet draws, with their hrefs, and the emptied head style', () => {
      // sc-z is not in the head (a not-found tree the payload carries for later): it goes too.
      const row = `3:["$","div",null,{"children":[${style('sc-x', '.x{top:0}')},["$","p",null,{"children":[${style('sc-z', '@media (min-width:1px){.z{top:2}}')},"z"]}]]}]\n4:[${style('sc-y', '.y{top:1}')},"$3:props:children:1"]\n`
      const out = withoutHoistedPayloadCss(page('sc-x sc-y', '', '<p>z</p>', row), sheet)
      // Each becomes null where it was: every other position (and "$3:props:children:1") holds.
      expect(flightOf(out)).toBe(
        '3:["$","div",null,{"children":[null,["$","p",null,{"children":[null,"z"]}]]}]\n4:[null,"$3:props:children:1"]\n',
      )
      expect(out).toBe(
        `<!DOCTYPE html><html><head>${link}</head><body><p>z</p>${push(flightOf(out))}</body></html>`,
      )
    })

    it('keeps a style with a rule the stylesheet lacks, and a style React hydrates in an svg', () => {
      // A page regenerated after the build: sc-n has a new rule, which its head keeps inline.
      const row = `3:[${style('sc-x', '.x{top:0}')},${style('sc-n', '.x{top:0}.n{top:9}')},${style('sc-y', '.y{top:1}')}]\n`
      const svg = '<svg><style href="sc-y" precedence="sc">.y{top:1}</style></svg>'
      const out = withoutHoistedPayloadCss(page('sc-x sc-n', '.n{top:9}', svg, row), sheet)
      expect(flightOf(out)).toBe(`3:[null,${style('sc-n', '')},${style('sc-y', '.y{top:1}')}]\n`)
      expect(out).toContain(`${link}<style data-precedence="sc" data-href="sc-n">.n{top:9}</style>`)
    })

    it('writes a reference to a style that went as null, and leaves every other reference', () => {
      // Flight writes a value it has sent before as a reference to where it was: row 4 repeats
      // row 3's style, its paragraph, and a text that merely looks like a reference.
      const row3 = `3:["$","div",null,{"children":[${style('sc-x', '.x{top:0}')},["$","p",null,{"children":"z"}]]}]\n`
      const row4 = `4:["$3:props:children:0","$3:props:children:1",["$","q",null,{"children":"say \\"$3:props:children:0\\""}],"$5:0:0"]\n`
      const row5 = '5:["$3:props:children"]\n'
      const out = withoutHoistedPayloadCss(page('sc-x', '', '', row3 + row4 + row5), sheet)
      expect(flightOf(out)).toBe(
        '3:["$","div",null,{"children":[null,["$","p",null,{"children":"z"}]]}]\n' +
          row4.replace('"$3:props:children:0"', 'null').replace('"$5:0:0"', 'null') +
          row5,
      )
    })

    it('reads a CSS text Flight wrote as its own row', () => {
      const row = `${textRow('1f', '.x{top:0}')}3:[${style('sc-x', '$1f')}]\n`
      const out = withoutHoistedPayloadCss(page('sc-x', '', '', row), sheet)
      expect(flightOf(out)).toBe(`${textRow('1f', '.x{top:0}')}3:[null]\n`)
    })

    it('takes out nothing whole from a page that does not link it', () => {
      const row = `3:[${style('sc-x', '.x{top:0}')}]\n`
      const html = page('sc-x', '', '', row).replace(link, '')
      expect(flightOf(withoutHoistedPayloadCss(html, sheet))).toBe(`3:[${style('sc-x', '')}]\n`)
    })

    it('links it first when handing a page out (servedHtml)', () => {
      const row = `3:[${style('sc-x', '.x{top:0}')}]\n`
      const built = `<!DOCTYPE html><html><head><style data-precedence="sc" data-href="sc-x">.x{top:0}</style></head><body>${push(row)}</body></html>`
      const out = servedHtml(built, sheet)
      expect(out).toBe(
        `<!DOCTYPE html><html><head>${link}</head><body>${push('3:[null]\n')}</body></html>`,
      )
      // Without a stylesheet (SITE_STYLESHEET=off), only the CSS copy goes.
      expect(flightOf(servedHtml(built))).toBe(`3:[${style('sc-x', '')}]\n`)
    })
  })
})
