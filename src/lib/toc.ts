// SPEC §2 Rich-text content, table of contents: which headings it lists, with the anchor each
// links to. The anchor is the heading's slug, the same id RichText gives an h1 or h2.
// toPlainText is Portable Text's own pure text extraction (re-exported by @portabletext/react,
// the declared package), so the listed text and the heading's id are read the same way.
import { toPlainText, type PortableTextBlock } from '@portabletext/react'
import { headingSlug } from './slug'

/** One entry of a table of contents. */
export interface TocHeading {
  /** The block's key (the heading's data-block-key), or its slug when it has none. */
  key: string
  text: string
  slug: string
}

type Block = PortableTextBlock & { _key?: string; style?: string }

/** The h1 and h2 headings of a document, in order, for its table of contents. */
export function tocHeadings(value: readonly unknown[]): TocHeading[] {
  return (value as Block[])
    .filter((b) => b._type === 'block' && (b.style === 'h1' || b.style === 'h2'))
    .map((b) => {
      const text = toPlainText(b)
      return { key: b._key ?? headingSlug(text), text, slug: headingSlug(text) }
    })
}
