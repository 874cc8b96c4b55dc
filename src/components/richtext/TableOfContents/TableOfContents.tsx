// SPEC §2: the table of contents lists the h1/h2 headings. Rendered on the server; each entry is a
// link whose click scrolls to its heading (TocLink.tsx), loaded as its own chunk on the pages that
// have a table of contents (LazyTocLink.tsx).
import styled from 'styled-components'
import { theme } from '@/theme/theme'
import { LazyTocLink } from './LazyTocLink'
import type { TocHeading } from './TocLink'

const Nav = styled.nav`
  margin: ${theme.space.s6} 0;
  padding: ${theme.space.s5};
  border-left: 3px solid ${theme.color.accent};
  background: ${theme.color.accentBackground};
  border-radius: 0 ${theme.radius.medium} ${theme.radius.medium} 0;
`
const Title = styled.p`
  margin: 0 0 ${theme.space.s3};
  font-size: ${theme.fontSize[20]};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.caps};
  text-transform: uppercase;
`
const Items = styled.ol`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${theme.space.s2};
  a {
    color: inherit;
    text-underline-offset: 3px;
  }
`

export interface TableOfContentsProps {
  /** Heading above the list. Default: 'On this page'. */
  title?: string | null
  headings: TocHeading[]
}

export function TableOfContents({ title, headings }: TableOfContentsProps) {
  if (!headings.length) return null
  const label = title || 'On this page'
  return (
    <Nav aria-label={label}>
      <Title>{label}</Title>
      <Items>
        {headings.map((h) => (
          <li key={h.key}>
            <LazyTocLink heading={h}>{h.text}</LazyTocLink>
          </li>
        ))}
      </Items>
    </Nav>
  )
}
