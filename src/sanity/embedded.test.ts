import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
// A dataset file of the test's own: the module reads SANITY_EMBEDDED_DATASET when it loads.
const dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-test-'))
const file = path.join(dir, 'dataset.ndjson')
const writeDataset = (docs: object[]) =>
  writeFileSync(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
writeDataset([])
process.env.SANITY_EMBEDDED_DATASET = file
const { buildPerspective, parseNdjson, queryEmbedded } = await import('./embedded')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

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

describe('queryEmbedded', () => {
  const pages = [
    { _id: 'author-1', _type: 'author', name: 'Ada' },
    { _id: 'page-a', _type: 'page', title: 'A', order: 2, author: { _ref: 'author-1' } },
    { _id: 'drafts.page-a', _type: 'page', title: 'A (draft)', order: 2 },
    { _id: 'page-b', _type: 'page', title: 'B', order: 1 },
  ]
  const query = `*[_type == "page" && order >= $min] | order(order asc){title, "by": author->name}`

  it('runs GROQ with parameters, ordering and references over the file, as plain values', async () => {
    writeDataset(pages)
    expect(await queryEmbedded(query, { min: 1 })).toEqual([
      { title: 'B', by: null },
      { title: 'A', by: 'Ada' },
    ])
    expect(await queryEmbedded(`count(*[_type == "page"])`)).toBe(2)
  })

  it('answers in plain JSON: no object is shared, within an answer or between two (issue 37)', async () => {
    // React's payload writes a repeated object as a path back to its first place; a CMS answer
    // is fresh JSON every time, and so is this one.
    writeDataset(pages)
    const twice = `*[_id == "page-a"][0]{"one": author->, "two": author->}`
    const answer = await queryEmbedded<{ one: object; two: object }>(twice)
    expect(answer.two).toEqual(answer.one)
    expect(answer.two).not.toBe(answer.one)
    const again = await queryEmbedded<{ one: object; two: object }>(twice)
    expect(again.one).not.toBe(answer.one)
  })

  it('reads drafts over their published documents in the drafts perspective', async () => {
    writeDataset(pages)
    expect(await queryEmbedded(query, { min: 2 }, 'drafts')).toEqual([
      { title: 'A (draft)', by: null },
    ])
  })

  it('reads the file again once it is saved (the development editing loop)', async () => {
    writeDataset(pages)
    expect(await queryEmbedded(`*[_id == "page-b"][0].title`)).toBe('B')
    writeDataset(pages.map((d) => (d._id === 'page-b' ? { ...d, title: 'B, edited' } : d)))
    // A save within the same millisecond and of the same size would look unchanged: move the
    // modification time on, as a real save a moment later does.
    const later = new Date(Date.now() + 5_000)
    utimesSync(file, later, later)
    expect(await queryEmbedded(`*[_id == "page-b"][0].title`)).toBe('B, edited')
  })

  it('rejects a query that does not parse', async () => {
    writeDataset(pages)
    await expect(queryEmbedded('*[_type == ')).rejects.toThrow()
  })
})
