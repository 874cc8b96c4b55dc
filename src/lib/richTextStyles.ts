// SPEC §3 Rich-text content: the 17 block styles, in the order the editor menu shows them. The one
// list of their names: the Studio schema offers it (sanity/schema/richText.ts, whence the union in
// sanity.types.ts), and the renderer's element and typography maps are Record<BlockStyle, …>, so a
// style added here and not rendered there, or rendered there and not here, is a type error.
// A plain module (no Sanity, no React): the site and the Studio both import it.

export const RICH_TEXT_STYLES = [
  { title: 'Normal', value: 'normal' },
  { title: 'Heading 1', value: 'h1' },
  { title: 'Heading 2', value: 'h2' },
  { title: 'Heading 3', value: 'h3' },
  { title: 'Heading 4', value: 'h4' },
  { title: 'Headline 1 (large, marketing)', value: 'h1-headline' },
  { title: 'Headline 2 (marketing)', value: 'h2-headline' },
  { title: 'Headline 3 (marketing)', value: 'h3-headline' },
  { title: 'Display (hero)', value: 'display' },
  { title: 'Display 2', value: 'display-2' },
  { title: 'Body 2 (smaller)', value: 'body-2' },
  { title: 'Body 3', value: 'body-3' },
  { title: 'Body 4 (smallest)', value: 'body-4' },
  { title: 'Caption', value: 'caption' },
  { title: 'Caption 2', value: 'caption-2' },
  { title: 'Mono', value: 'mono' },
  { title: 'Subheading (Helvetica 20)', value: 'subheading-helvetica-20' },
] as const

/** A rich-text block style name: 'normal', 'h1', … 'subheading-helvetica-20'. */
export type BlockStyle = (typeof RICH_TEXT_STYLES)[number]['value']

/** The style names in menu order. */
export const BLOCK_STYLES: readonly BlockStyle[] = RICH_TEXT_STYLES.map((style) => style.value)
