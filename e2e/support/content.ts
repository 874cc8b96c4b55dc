// The embedded pages under test, read from the dataset itself rather than listed twice.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseNdjson } from '../../src/lib/ndjson'

interface PageDoc {
  _id: string
  _type: string
  title?: string
  slug?: { current?: string }
}

const docs = parseNdjson(
  readFileSync(path.join(__dirname, '..', '..', 'content', 'dataset.ndjson'), 'utf8'),
) as (PageDoc & Record<string, unknown>)[]

const homeId = (docs.find((d) => d._id === 'siteSettings') as { homePage?: { _ref: string } })
  ?.homePage?._ref

export const embeddedPages = docs
  .filter((d) => d._type === 'page' && !d._id.startsWith('drafts.') && d.slug?.current)
  .map((d) => ({
    title: d.title ?? '',
    path: d._id === homeId ? '/' : `/${d.slug!.current}`,
  }))
  .sort((a, b) => a.path.localeCompare(b.path))

export const draftDocuments = docs.filter((d) => d._id.startsWith('drafts.'))
