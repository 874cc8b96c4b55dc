import { describe, expect, it } from 'vitest'
import { htmlTags } from './htmlTags.mjs'

const SCRIPT_OR_STYLE = /^<(script|style)(?=[\s>/])/i
const WITH_PLAINTEXT = /^<(script|plaintext)(?=[\s>/])/i

const tagsOf = (html: string, rawText = SCRIPT_OR_STYLE) =>
  [...htmlTags(html, rawText)].map(({ tag, name, body }) => (name ? [tag, name, body] : tag))

describe('htmlTags', () => {
  it('gives each tag, comment and doctype in order, with where it stands', () => {
    const html = '<!DOCTYPE html><p class="a">Hi <b>there</b></p><!-- a <b> note -->'
    const tags = [...htmlTags(html, SCRIPT_OR_STYLE)]
    expect(tags.map(({ tag }) => tag)).toEqual([
      '<!DOCTYPE html>',
      '<p class="a">',
      '<b>',
      '</b>',
      '</p>',
      '<!-- a <b> note -->',
    ])
    for (const { tag, index, end } of tags) expect(html.slice(index, end)).toBe(tag)
    // The text between tags runs from one's end to the next one's index.
    const between = tags.map(({ end }, i) => html.slice(end, tags[i + 1]?.index ?? html.length))
    expect(between.join('|')).toBe('|Hi |there|||')
  })

  it('reads a quoted attribute value that holds < and > as part of its tag', () => {
    expect(tagsOf(`<a title="1 > 0" data-x='<b>'>x</a>`)).toEqual([
      `<a title="1 > 0" data-x='<b>'>`,
      '</a>',
    ])
  })

  it('passes over a < that starts no tag', () => {
    expect(tagsOf('<p>1 < 2 <<</p>')).toEqual(['<p>', '</p>'])
  })

  it("reads a raw-text element's text as text, up to its end tag in any case", () => {
    const html = '<script>if (a < b) x("</p>")</SCRIPT ><style>a>b{}</style><p>'
    expect([...htmlTags(html, SCRIPT_OR_STYLE)]).toEqual([
      { tag: '<script>', index: 0, name: 'script', body: 'if (a < b) x("</p>")', end: 28 },
      { tag: '</SCRIPT >', index: 28, name: '', body: '', end: 38 },
      { tag: '<style>', index: 38, name: 'style', body: 'a>b{}', end: 50 },
      { tag: '</style>', index: 50, name: '', body: '', end: 58 },
      { tag: '<p>', index: 58, name: '', body: '', end: 61 },
    ])
  })

  it('reads only the elements the caller names as raw text', () => {
    expect(tagsOf('<style>a<b>c</style>', WITH_PLAINTEXT)).toEqual(['<style>', '<b>', '</style>'])
  })

  it('reads an unclosed raw-text element, and plaintext, to the end of the document', () => {
    expect(tagsOf('<script>a()</scrip')).toEqual([['<script>', 'script', 'a()</scrip']])
    expect(tagsOf('<plaintext>a</plaintext><p>', WITH_PLAINTEXT)).toEqual([
      ['<plaintext>', 'plaintext', 'a</plaintext><p>'],
    ])
  })
})
