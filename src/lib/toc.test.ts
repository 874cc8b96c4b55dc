import { describe, expect, it } from 'vitest'
import { tocHeadings } from './toc'

const block = (style: string, text: string, key: string | undefined = `k-${text}`) => ({
  _type: 'block',
  ...(key ? { _key: key } : {}),
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
})

describe('tocHeadings (SPEC §2 table of contents)', () => {
  it('lists only the h1 and h2 blocks, in order, with their keys and slugs', () => {
    const headings = tocHeadings([
      block('h1', 'Title'),
      block('h3', 'Skip'),
      block('h2', 'Part one'),
      block('normal', 'Body'),
    ])
    expect(headings).toEqual([
      { key: 'k-Title', text: 'Title', slug: 'title' },
      { key: 'k-Part one', text: 'Part one', slug: 'part-one' },
    ])
  })

  it('skips embedded blocks and keys a heading without a key by its slug', () => {
    expect(
      tocHeadings([{ _type: 'tableOfContents', _key: 't', style: 'h2' }, block('h2', 'Why?', '')]),
    ).toEqual([{ key: 'why', text: 'Why?', slug: 'why' }])
  })
})
