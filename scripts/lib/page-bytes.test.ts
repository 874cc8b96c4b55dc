import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script module without types
import { firstLoadChunks } from './page-bytes.mjs'

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
