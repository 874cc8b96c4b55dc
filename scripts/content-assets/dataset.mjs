// Writer 3 of 3: the dataset. Builds the content documents (content/source/documents.mjs) against
// the asset ids of the other two writers and writes them, with the asset documents, to
// content/dataset.ndjson, one document per line, in the shape `sanity dataset export` produces.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { buildDocuments } from '../../content/source/documents.mjs'
import { root } from './common.mjs'

const DATASET = path.join(root, 'content/dataset.ndjson')

/** `images` and `files` are what buildImages() and buildFiles() return. */
export async function writeDataset(images, files) {
  const content = buildDocuments({ images: images.assets, files: files.files })
  const all = [...content, ...images.docs, ...files.docs]
  const ids = new Set()
  for (const doc of all) {
    if (ids.has(doc._id)) throw new Error(`duplicate _id ${doc._id}`)
    ids.add(doc._id)
  }
  await writeFile(DATASET, all.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  const imageBytes = images.docs.reduce((sum, d) => sum + d.size, 0)
  console.log(
    `wrote ${all.length} documents to ${path.relative(root, DATASET)}; ` +
      `${images.docs.length} images (${(imageBytes / 1024).toFixed(0)} KiB), ${files.docs.length} files`,
  )
}
