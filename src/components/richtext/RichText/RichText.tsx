// SPEC §2/§3 Rich-text content: the 17 block styles, both list kinds, every mark, heading
// anchors, and the embedded blocks through the one block map (components/blocks/registry).
import {
  PortableText,
  toPlainText,
  type PortableTextBlock,
  type PortableTextBlockComponent,
  type PortableTextComponentProps,
  type PortableTextComponents,
} from '@portabletext/react'
import type { ElementType } from 'react'
import { editProps } from '@/lib/editAttributes'
import { BLOCK_STYLES, type BlockStyle } from '@/lib/richTextStyles'
import { headingId, headingSlug } from '@/lib/slug'
import { tocHeadings } from '@/lib/toc'
import { blockTypeComponents } from '../../blocks/registry'
import { hasHtmlTagMark, marks, type BlockValue } from '../marks'
import { TableOfContents } from '../TableOfContents'
import { Block, List } from './RichText.styles'

const ELEMENT: Record<BlockStyle, ElementType> = {
  h1: 'h1',
  'h1-headline': 'h1',
  h2: 'h2',
  'h2-headline': 'h2',
  h3: 'h3',
  'h3-headline': 'h3',
  h4: 'h4',
  display: 'p',
  'display-2': 'p',
  normal: 'p',
  'body-2': 'p',
  'body-3': 'p',
  'body-4': 'p',
  caption: 'p',
  'caption-2': 'p',
  mono: 'p',
  'subheading-helvetica-20': 'p',
}

const ANCHORED = new Set<BlockStyle>(['h1', 'h2'])

function styledBlock(style: BlockStyle): PortableTextBlockComponent {
  function StyledBlock({ value, children }: PortableTextComponentProps<PortableTextBlock>) {
    const block = value as BlockValue
    const isHeading = ELEMENT[style] !== 'p'
    const text = isHeading ? toPlainText(block) : ''
    // h1 and h2 carry the in-page anchor (#slug) the table of contents links to; other heading
    // variants an id of their lowercased, hyphenated text.
    const id = !isHeading ? undefined : ANCHORED.has(style) ? headingSlug(text) : headingId(text)
    return (
      <Block
        as={hasHtmlTagMark(block) ? 'div' : ELEMENT[style]}
        $style={style}
        id={id || undefined}
        data-block-key={block._key}
        {...editProps(block)}
      >
        {children}
      </Block>
    )
  }
  StyledBlock.displayName = `RichTextBlock(${style})`
  return StyledBlock
}

const blockComponents = Object.fromEntries(
  BLOCK_STYLES.map((style) => [style, styledBlock(style)]),
) as Record<BlockStyle, PortableTextBlockComponent>

const baseComponents: PortableTextComponents = {
  block: blockComponents,
  marks,
  list: {
    bullet: ({ children }) => <List>{children}</List>,
    number: ({ children }) => <List as="ol">{children}</List>,
  },
  types: blockTypeComponents,
  // An unknown embedded type renders nothing (STYLE habit 3).
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
}

export interface RichTextProps {
  /** Portable text: blocks and embedded blocks. */
  value: readonly unknown[] | null | undefined
  /** Every block of the page, when the table of contents should list the whole page. */
  documentBlocks?: readonly unknown[]
}

export function RichText({ value, documentBlocks }: RichTextProps) {
  if (!value?.length) return null
  const headings = tocHeadings(documentBlocks ?? value)
  const components: PortableTextComponents = {
    ...baseComponents,
    types: {
      ...blockTypeComponents,
      tableOfContents: ({ value: toc }) => (
        <TableOfContents title={(toc as { title?: string }).title} headings={headings} />
      ),
    },
  }
  return (
    <PortableText
      value={value as PortableTextBlock[]}
      components={components}
      onMissingComponent={false}
    />
  )
}
