import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { buildPerspective, parseNdjson } = await import('./embedded')

const docs = [
  { _id: 'page-a', _type: 'page', title: 'A' },
  { _id: 'drafts.page-a', _type: 'page', title: 'A (draft)' },
  { _id: 'drafts.page-new', _type: 'page', title: 'Never published' },
  { _id: 'page-b', _type: 'page', title: 'B' },
  { _id: 'versions.rSpring.page-b', _type: 'page', title: 'B (spring release)' },
]

describe('embedded perspectives', () => {
  it('published reads never return drafts. documents', () => {
    const published = buildPerspective(docs, 'published')
    expect(published.map((d) => d._id)).toEqual(['page-a', 'page-b'])
    expect(published.find((d) => d._id === 'page-a')?.title).toBe('A')
  })
  it('draft reads lay each draft over its published document, under the published id', () => {
    const drafts = buildPerspective(docs, 'drafts')
    expect(drafts.map((d) => [d._id, d.title])).toEqual([
      ['page-a', 'A (draft)'],
      ['page-b', 'B'],
      ['page-new', 'Never published'],
    ])
  })
})

describe('parseNdjson', () => {
  it('reads one document per non-empty line', () => {
    expect(parseNdjson('{"_id":"a","_type":"x"}\n\n{"_id":"b","_type":"y"}\n')).toHaveLength(2)
  })
  it('names the line of a broken document', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\n\n{oops')).toThrow(/line 3/)
  })
})
