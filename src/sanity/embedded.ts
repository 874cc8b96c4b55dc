import 'server-only'
// The embedded content source: an NDJSON export (the format of `sanity dataset export`) read from
// content/ and queried with groq-js, so the same GROQ runs here as on the Sanity CDN.
// groq-js 1.x has no perspective option, so the perspectives are built here as two datasets:
// `published` leaves every drafts.* document out; `drafts` lays each draft over its published
// document under the published id (what Sanity's drafts perspective returns).
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { evaluateSync, parse } from 'groq-js'
import { parseNdjson, type SanityDocument } from '@/lib/ndjson'

export type Perspective = 'published' | 'drafts'

const DRAFT_PREFIX = 'drafts.'
/** Content releases (`versions.<release>.<id>`) are never part of a published or draft read. */
const VERSION_PREFIX = 'versions.'

export { parseNdjson }

export function buildPerspective<T extends SanityDocument>(
  docs: T[],
  perspective: Perspective,
): T[] {
  const published = docs.filter(
    (d) => !d._id.startsWith(DRAFT_PREFIX) && !d._id.startsWith(VERSION_PREFIX),
  )
  if (perspective === 'published') return published
  const drafts = new Map(
    docs
      .filter((d) => d._id.startsWith(DRAFT_PREFIX))
      .map((d) => [
        d._id.slice(DRAFT_PREFIX.length),
        { ...d, _id: d._id.slice(DRAFT_PREFIX.length) },
      ]),
  )
  const merged = published.map((d) => drafts.get(d._id) ?? d)
  const publishedIds = new Set(published.map((d) => d._id))
  for (const [id, draft] of drafts) if (!publishedIds.has(id)) merged.push(draft)
  return merged
}

/** The dataset file; SANITY_EMBEDDED_DATASET points elsewhere (the publish check edits a copy). */
export const datasetFile =
  process.env.SANITY_EMBEDDED_DATASET || path.join(process.cwd(), 'content', 'dataset.ndjson')
const cache = new Map<Perspective, SanityDocument[]>()
let cachedVersion = ''

/**
 * The parsed dataset, read again when the file changes (its size and modification time): an
 * edited `content/dataset.ndjson` reaches the next render or regeneration without a restart.
 */
function load(perspective: Perspective): SanityDocument[] {
  // turbopackIgnore: read at run time, not a file for the build to trace (a dynamic path would
  // make Turbopack trace the whole project into the output).
  const { mtimeMs, size } = statSync(/* turbopackIgnore: true */ datasetFile)
  const version = `${mtimeMs}:${size}`
  if (version !== cachedVersion) {
    cache.clear()
    cachedVersion = version
  }
  let docs = cache.get(perspective)
  if (!docs) {
    docs = buildPerspective(
      parseNdjson(readFileSync(/* turbopackIgnore: true */ datasetFile, 'utf8')),
      perspective,
    )
    cache.set(perspective, docs)
  }
  return docs
}

export async function queryEmbedded<T>(
  query: string,
  params: Record<string, unknown> = {},
  perspective: Perspective = 'published',
): Promise<T> {
  const tree = parse(query, { params })
  // Synchronous: the dataset is in memory, and the asynchronous evaluator makes a promise for
  // every step of every query. In `next dev` React records a stack trace for each promise made
  // while a server component renders, which made a page's render ~4x slower (issue 12, item 5).
  // JSON, as a CMS answer is: evaluated over the dataset, an answer hands out the dataset's own
  // objects, the same one wherever two references lead to one document (the header's form and
  // the page's). React's payload then writes each repeat as a path back to the first
  // ("$a:1:props:header:…"), longer than the value, but only where the data cache missed (a
  // fresh build): /demo's HTML was ~80 bytes gzip larger in CI than on a machine with a cache.
  return JSON.parse(
    JSON.stringify(evaluateSync(tree, { dataset: load(perspective), params }).data ?? null),
  ) as T
}
