import { describe, expect, it } from 'vitest'
import { servedHtml, withoutHoistedPayloadCss } from './payloadCss.mjs'

/** A payload script as Next writes one: Flight's text as a JavaScript string, `<` escaped. */
const push = (flight: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(flight).replace(/</g, '\\u003c')}])</script>`
/** The Flight text of the payload scripts of a page, decoded as the browser would. */
const flightOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\[^])*")\]\)/g)]
    .map((m) => JSON.parse(m[1]!) as string)
    .join('')
const style = (href: string, css: string) =>
  JSON.stringify(['$', 'style', `sc-${href}`, { href, precedence: 'sc', children: css }])
const head = (...hrefs: string[]) =>
  `<!DOCTYPE html><html><head><style data-precedence="sc" data-href="${hrefs.join(' ')}">.a{}</style></head><body><p>x</p>`

// CSS with everything that is escaped on the way: quotes, a backslash, `<`, a newline, an em dash.
const tricky = '.a::before{content:"\\"<\\\\>"}\n.b::after{content:"—"}'

describe('withoutHoistedPayloadCss', () => {
  it('drops the CSS of payload styles the head holds, and nothing else', () => {
    const row = `3:["$","div",null,{"children":[${style('sc-a-0-x', tricky)},${style('sc-b-0-y', '.y{color:red}')},["$","p",null,{"children":"\\"children\\":\\"keep\\""}]]}]\n`
    const html = `${head('sc-a-0-x', 'sc-c-0-z')}${push(row)}</body></html>`
    const out = withoutHoistedPayloadCss(html)
    expect(flightOf(out)).toBe(
      row.replace(JSON.stringify(tricky), '""'), // sc-b-0-y is not in the head: kept
    )
    expect(out.slice(0, out.indexOf('<script>'))).toBe(html.slice(0, html.indexOf('<script>')))
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
    const row = `1f:T8,.x{top:0}3:[${style('sc-a-0-x', '$1f')}]\n`
    const out = withoutHoistedPayloadCss(`${head('sc-a-0-x')}${push(row)}</body></html>`)
    expect(flightOf(out)).toBe(row.replace('"$1f"', '""'))
  })

  it('hands out the lighter page in ASCII', () => {
    const row = `3:[${style('sc-a-0-x', tricky)},["$","p",null,{"children":"—"}]]\n`
    const out = servedHtml(`${head('sc-a-0-x')}<p>—</p>${push(row)}</body></html>`)
    expect(out).toMatch(/^[\x00-\x7f]*$/)
    expect(out).toContain('<p>&#x2014;</p>')
    expect(flightOf(out)).toBe(`3:[${style('sc-a-0-x', '')},["$","p",null,{"children":"—"}]]\n`)
  })
})
