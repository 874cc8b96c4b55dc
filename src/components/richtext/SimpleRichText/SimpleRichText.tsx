// Rich text without embedded blocks (promo text, form success messages): small enough for
// client components to import.
import {
  PortableText,
  type PortableTextBlock,
  type PortableTextComponents,
} from '@portabletext/react'
import styled from 'styled-components'
import { hasHtmlTagMark, marks } from '../marks'

const Paragraph = styled.p`
  margin: 0;
  & + & {
    margin-top: 0.5em;
  }
`

const components: PortableTextComponents = {
  marks,
  block: {
    normal: ({ value, children }) =>
      hasHtmlTagMark(value) ? (
        <Paragraph as="div">{children}</Paragraph>
      ) : (
        <Paragraph>{children}</Paragraph>
      ),
  },
}

export interface SimpleRichTextProps {
  value: PortableTextBlock[] | null | undefined
}

export function SimpleRichText({ value }: SimpleRichTextProps) {
  if (!value?.length) return null
  return <PortableText value={value} components={components} onMissingComponent={false} />
}
