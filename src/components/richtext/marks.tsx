// SPEC §3 Rich-text inline marks, shared by the full and the simple rich text.
import type {
  PortableTextBlock,
  PortableTextMarkComponent,
  PortableTextMarkComponentProps,
} from '@portabletext/react'
import type { ElementType } from 'react'
import type { CmsLink as CmsLinkValue } from '@/lib/links'
import { safeColor } from '@/lib/safeValues'
import { CmsLink } from '../ui/CmsLink'
import {
  Center,
  InlineCode,
  InlineTag,
  PixelText,
  TextLink,
  Typing,
} from './RichText/RichText.styles'

const HTML_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'])

/** SPEC §3 htmlTag: h1–h6 or p render as that element; any other value is a plain span. */
export function htmlTagElement(tag: unknown): ElementType {
  return typeof tag === 'string' && HTML_TAGS.has(tag) ? (tag as ElementType) : 'span'
}

/** A block as the renderers see it: its key and the annotation definitions of its marks. */
export interface BlockValue extends PortableTextBlock {
  _key?: string
  markDefs?: { _type: string; _key: string }[]
}

/** SPEC §3: a block that carries an htmlTag mark is a generic container, not a heading/paragraph. */
export function hasHtmlTagMark(value: BlockValue): boolean {
  const htmlKeys = new Set(
    (value.markDefs ?? []).filter((d) => d._type === 'htmlTag').map((d) => d._key),
  )
  return (
    htmlKeys.size > 0 &&
    value.children.some((child) =>
      ((child as { marks?: string[] }).marks ?? []).some((m) => htmlKeys.has(m)),
    )
  )
}

const AnnotationLink: PortableTextMarkComponent<CmsLinkValue & { _type: string; _key: string }> = ({
  value,
  children,
}) => (
  <TextLink as={CmsLink} value={value}>
    {children}
  </TextLink>
)

type MarkDef<T> = { _type: string; _key: string } & T

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mark narrows its own value
export const marks: Record<string, PortableTextMarkComponent<any>> = {
  strong: ({ children }) => <strong>{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  code: ({ children }) => <InlineCode>{children}</InlineCode>,
  center: ({ children }) => <Center>{children}</Center>,
  pixelText: ({ children }) => <PixelText>{children}</PixelText>,
  typingAnimation: ({ children }) => <Typing>{children}</Typing>,
  color: ({ value, children }: PortableTextMarkComponentProps<MarkDef<{ hex?: string }>>) => (
    <span style={safeColor(value?.hex) ? { color: value?.hex } : undefined}>{children}</span>
  ),
  htmlTag: ({ value, children }: PortableTextMarkComponentProps<MarkDef<{ tag?: string }>>) => (
    <InlineTag as={htmlTagElement(value?.tag)} data-html-tag={value?.tag ?? 'span'}>
      {children}
    </InlineTag>
  ),
  annotationLink: AnnotationLink,
}
