// SPEC §2 Rich-text content: heading anchors. The heading's text may carry stega in the
// Presentation tool (issue 35): an anchor is made from the text without it.
import { stegaClean } from '@sanity/client/stega'

/** The in-page anchor of an h1/h2: the lowercased slug of the heading text. */
export function headingSlug(text: string): string {
  return stegaClean(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The id of other heading variants: the lowercased text with spaces replaced by hyphens. */
export function headingId(text: string): string {
  return stegaClean(text).toLowerCase().trim().replace(/\s+/g, '-')
}
