import { describe, expect, it } from 'vitest'
import {
  PAYLOAD_PATH,
  inlineStylesheets,
  payloadAfterPaint,
  withoutEarlyRequests,
  withoutImages,
  withoutScripts,
  withoutStyles,
  withoutWebFonts,
  // @ts-expect-error: a plain .mjs script module without types
} from './page-variants.mjs'
import { afterPaintLoader } from '../../src/server/http/scriptsAfterPaint.mjs'

// The parts of a page as the site serves it that the variants change.
const page =
  '<html><head>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="preload" as="image" imageSrcSet="/images/hero.png?w=800 800w"/>' +
  '<link rel="stylesheet" href="/_next/static/site/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/r.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/>' +
  '<style data-precedence="next">@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:swap}</style>' +
  '</head><body><script src="/_next/static/chunks/r.js" async=""></script>' +
  '<h1>Title</h1><picture><source srcSet="/images/hero.png?w=800"/><img alt="" src="/images/hero.png"/></picture>' +
  '<video src="/v.mp4" poster="/images/poster.jpg?w=1280" preload="none"></video>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script>' +
  afterPaintLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']) +
  '</body></html>'

/** The scripts a loader adds, and the one it runs first. */
const loaded = (html: string) => {
  const list = html.match(/\(document,(\[[^\]]*\])\)<\/script>/)?.[1]
  if (!list) throw new Error('the page has no loader')
  return { srcs: JSON.parse(list) as string[], first: html.match(/f\.src="([^"]+)"/)?.[1] }
}

describe('page variants', () => {
  it('moves the RSC payload into a script the loader runs before the page scripts', () => {
    const { html, payload } = payloadAfterPaint(page)
    expect(html).not.toContain('__next_f')
    expect(payload).toBe(
      '(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"0:{\\"a\\":1}\\n"])',
    )
    expect(loaded(html)).toEqual({
      srcs: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      first: PAYLOAD_PATH,
    })
    expect(html).toContain('<h1>Title</h1>')
  })

  it('writes each stylesheet into the page, and refuses one it has no CSS for', () => {
    const html = inlineStylesheets(page, { '/_next/static/site/a.css': 'h1{color:red}' })
    expect(html).toContain('<style>h1{color:red}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(() => inlineStylesheets(page, {})).toThrow('/_next/static/site/a.css')
  })

  it('takes the web fonts away: no preload, no font file in any @font-face', () => {
    const html = withoutWebFonts(page)
    expect(html).not.toContain('.woff2')
    expect(html).toContain('@font-face{font-family:inter;src:local("no such font");')
  })

  it('loads every script after the paint, the payload first, with no image or script preload', () => {
    const html = withoutEarlyRequests(payloadAfterPaint(page).html)
    expect(html).not.toMatch(/rel="preload" as="(image|script)"/)
    expect(html).not.toContain('lazy.js')
    expect(html).toContain('as="font"')
    expect(html).not.toContain('async=""')
    expect(loaded(html)).toEqual({
      srcs: ['/_next/static/chunks/r.js', '/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      first: PAYLOAD_PATH,
    })
    expect(loaded(withoutEarlyRequests(page)).first).toBeUndefined()
  })

  it('takes the images, all CSS and every script away, and keeps the text', () => {
    const html = withoutScripts(withoutStyles(withoutImages(page)))
    expect(html).not.toMatch(/<img|<source|poster|<style|stylesheet|<script src|createElement/)
    expect(html).toContain('<h1>Title</h1>')
  })

  it("reads the loader when it also adds lazy chunks' preloads (and drops those)", () => {
    const withPreloads = page.replace(
      afterPaintLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']),
      afterPaintLoader(['/_next/static/chunks/a.js'], ['/_next/static/chunks/later.js']),
    )
    const { html } = payloadAfterPaint(withPreloads)
    expect(loaded(html)).toEqual({ srcs: ['/_next/static/chunks/a.js'], first: PAYLOAD_PATH })
    expect(html).not.toContain('later.js')
  })

  it('needs the page with its after-paint loader', () => {
    expect(() => payloadAfterPaint('<html><body></body></html>')).toThrow('after-paint loader')
  })
})
