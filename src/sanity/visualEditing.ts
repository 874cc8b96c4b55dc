import 'server-only'
// Issue 12, item 3: the `data-sanity` values of a page in draft mode (both sources), built with
// next-sanity's createDataAttribute, so an overlay click in the Presentation tool opens the right
// document and field. Published reads never come here.
import { createDataAttribute } from 'next-sanity'
import { annotateForEditing, type EditTarget, type EmbeddedDocuments } from '@/lib/editAttributes'
import { assetProjectId, dataset, studioUrl } from './env'

/** The page query's top-level keys that are singleton documents (src/sanity/queries.ts). */
const PAGE_SINGLETONS: EmbeddedDocuments = {
  header: { id: 'header', type: 'header' },
  promo: { id: 'promo', type: 'promo' },
  footer: { id: 'footer', type: 'footer' },
  settings: { id: 'siteSettings', type: 'siteSettings' },
}

// Without NEXT_PUBLIC_SANITY_STUDIO_URL the attributes still name document and field (the
// Presentation tool needs no more); only the overlay's "open in Studio" link has no address.
const studio = createDataAttribute({
  projectId: assetProjectId,
  dataset,
  baseUrl: studioUrl || '/',
})

/** A target's `data-sanity` value; undefined for a path the encoder refuses (odd keys). */
export function encodeEditTarget({ id, type, path }: EditTarget): string | undefined {
  try {
    return studio.combine({ id, type, path }).toString()
  } catch {
    return undefined
  }
}

/** A page query result with the `data-sanity` value of each editable object (draft mode). */
export function withEditAttributes<P extends { _id: string } | null>(page: P): P {
  if (!page) return page
  return annotateForEditing(page, {
    root: { id: page._id, type: 'page' },
    embedded: PAGE_SINGLETONS,
    encode: encodeEditTarget,
  })
}
