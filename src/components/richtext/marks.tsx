// SPEC §3 Rich-text inline marks, shared by the full and the simple rich text.
import type { PortableTextMarkComponent, PortableTextMarkComponentProps } from '@portabletext/react'
import NextLink from 'next/link'
import type { ElementType } from 'react'
import { isInternal, linkAttributes, type CmsLink } from '@/lib/links'
import { VisuallyHidden } from '../ui/VisuallyHidden'
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

const AnnotationLink: PortableTextMarkComponent<CmsLink & { _type: string; _key: string }> = ({
  value,
  children,
}) => {
  const attrs = linkAttributes(value)
  if (isInternal(value?.linkType) && !('target' in attrs)) {
    return (
      <TextLink as={NextLink} href={attrs.href}>
        {children}
      </TextLink>
    )
  }
  return (
    <TextLink {...attrs}>
      {children}
      {'target' in attrs && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </TextLink>
  )
}

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
    <span style={value?.hex ? { color: value.hex } : undefined}>{children}</span>
  ),
  htmlTag: ({ value, children }: PortableTextMarkComponentProps<MarkDef<{ tag?: string }>>) => (
    <InlineTag as={htmlTagElement(value?.tag)} data-html-tag={value?.tag ?? 'span'}>
      {children}
    </InlineTag>
  ),
  annotationLink: AnnotationLink,
}
