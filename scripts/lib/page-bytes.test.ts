import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script module without types
import { firstLoadChunks, stylesheets } from './page-bytes.mjs'

describe('firstLoadChunks (issue 10 byte figures)', () => {
  it('counts script tags and the chunks the inline RSC payload names, each once', () => {
    const html = [
      '<script src="/_next/static/chunks/a1.js" async=""></script>',
      '<script src="/_next/static/chunks/b-2.js?dpl=x" async=""></script>',
      '<script>self.__next_f.push([1,"4:I[1,[\\"/_next/static/chunks/a1.js\\",\\"/_next/static/chunks/form_3.js\\"],\\"CmsForm\\"]"])</script>',
    ].join('')
    expect(firstLoadChunks(html)).toEqual([
      '/_next/static/chunks/a1.js',
      '/_next/static/chunks/b-2.js?dpl=x',
      '/_next/static/chunks/form_3.js',
    ])
  })

  it('counts nothing for a page without scripts', () => {
    expect(firstLoadChunks('<h1>Hello</h1>')).toEqual([])
  })
})

describe('stylesheets (issue 10 byte figures)', () => {
  it('counts every linked stylesheet once, and no other link', () => {
    const html = [
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/f.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/site/0123456789abcdef.css"/>',
      '<link rel="icon" href="/icon.svg"/>',
      '<link href="/_next/static/chunks/f.css" rel="stylesheet"/>',
    ].join('')
    expect(stylesheets(html)).toEqual([
      '/_next/static/chunks/f.css',
      '/_next/static/site/0123456789abcdef.css',
    ])
    expect(stylesheets('<h1>Hello</h1>')).toEqual([])
  })
})
