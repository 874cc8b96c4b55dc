// SPEC §3 Rich-text content: the 17 block styles, in the order the editor menu shows them. The one
// list of their names: the Studio schema offers it (sanity/schema/richText.ts, whence the union in
// sanity.types.ts), and the renderer's element and typography maps are Record<BlockStyle, …>, so a
// style added here and not rendered there, or rendered there and not here, is a type error.
// A plain module (no Sanity, no React): the site and the Studio both import it.
import { choices } from './choices'

export const RICH_TEXT_STYLES = choices({
  normal: 'Normal',
  h1: 'Heading 1',
  h2: 'Heading 2',
  h3: 'Heading 3',
  h4: 'Heading 4',
  'h1-headline': 'Headline 1 (large, marketing)',
  'h2-headline': 'Headline 2 (marketing)',
  'h3-headline': 'Headline 3 (marketing)',
  display: 'Display (hero)',
  'display-2': 'Display 2',
  'body-2': 'Body 2 (smaller)',
  'body-3': 'Body 3',
  'body-4': 'Body 4 (smallest)',
  caption: 'Caption',
  'caption-2': 'Caption 2',
  mono: 'Mono',
  'subheading-helvetica-20': 'Subheading (Helvetica 20)',
})

/** A rich-text block style name: 'normal', 'h1', … 'subheading-helvetica-20'. */
export type BlockStyle = (typeof RICH_TEXT_STYLES)[number]['value']

/** The style names in menu order. */
export const BLOCK_STYLES: readonly BlockStyle[] = RICH_TEXT_STYLES.map((style) => style.value)
