// The building blocks of the "Design system" pages in Storybook (issue 13): a page, its sections
// and a token table. The pages read every value from the real modules (src/theme/tokens.ts,
// .storybook/themes.ts, the icon module) and lay them out with the same tokens, so they cannot
// drift from what the components use.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@/theme/theme'

export const Page = styled.article`
  display: grid;
  /* A column no wider than the page, so a long word (a font stack, the alphabet) wraps. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.s7};
  max-width: ${theme.layout.maxWidth};
`

const Intro = styled.header`
  display: grid;
  gap: ${theme.space.s2};
  max-width: ${theme.layout.readingWidth};
  h2 {
    font-size: ${theme.fontSize[150]};
    font-weight: ${theme.fontWeight.bold};
    line-height: ${theme.lineHeight.title};
  }
  p {
    color: ${theme.color.foregroundSecondary};
  }
`

/** The page's heading and a line on what it shows and where the values come from. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Intro>
      <h2>{title}</h2>
      <p>{children}</p>
    </Intro>
  )
}

const SectionFrame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.s4};
  h3 {
    font-size: ${theme.fontSize[100]};
    font-weight: ${theme.fontWeight.semibold};
    line-height: ${theme.lineHeight.snug};
  }
  > p {
    max-width: ${theme.layout.readingWidth};
    color: ${theme.color.foregroundSecondary};
  }
`

/** A titled part of a page, with an optional note under its heading. */
export function Section({
  title,
  note,
  children,
}: {
  title: string
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <SectionFrame>
      <h3>{title}</h3>
      {note ? <p>{note}</p> : null}
      {children}
    </SectionFrame>
  )
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize[40]};
  line-height: ${theme.lineHeight.compact};
  th,
  td {
    padding: ${theme.space.s2} ${theme.space.s3} ${theme.space.s2} 0;
    border-bottom: 1px solid color-mix(in srgb, ${theme.color.text} 16%, transparent);
    text-align: start;
    vertical-align: middle;
    /* Long values (font stacks, shadows) break rather than widen the page on a phone; names and
       values keep their words whole, so the columns are never narrower than their longest word. */
    overflow-wrap: break-word;
  }
  th {
    font-weight: ${theme.fontWeight.semibold};
    color: ${theme.color.foregroundSecondary};
  }
  td:last-child {
    width: 50%;
  }
  code {
    font-size: ${theme.fontSize[20]};
  }
`

export interface TokenRow {
  /** The token's name as code writes it, e.g. `space.s4`. */
  name: string
  /** Its value as CSS reads it. */
  value: ReactNode
  /** A drawing of the value. */
  preview?: ReactNode
}

/** A token's name that may wrap before each dot on a narrow screen (overlayColors / .shadowStrong). */
function breakable(name: string): ReactNode {
  return name
    .split('.')
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, `.${part}`]))
}

/** Token, value and a preview per row; the columns wrap rather than overflow on a phone. */
export function TokenTable({
  rows,
  previewLabel = 'Preview',
}: {
  rows: TokenRow[]
  previewLabel?: string
}) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">{previewLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{breakable(row.name)}</code>
            </th>
            <td>
              <code>{row.value}</code>
            </td>
            <td>{row.preview}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

const Specimens = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space.s2};
    padding-block: ${theme.space.s4};
    border-bottom: 1px solid color-mix(in srgb, ${theme.color.text} 16%, transparent);
  }
  p {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.s1} ${theme.space.s4};
    font-size: ${theme.fontSize[40]};
    color: ${theme.color.foregroundSecondary};
  }
  code {
    font-size: ${theme.fontSize[20]};
    color: ${theme.color.text};
  }
`

/** Token and value on a line, the sample under them at the full width (for large type). */
export function SpecimenList({ rows }: { rows: TokenRow[] }) {
  return (
    <Specimens>
      {rows.map((row) => (
        <li key={row.name}>
          <p>
            <code>{row.name}</code>
            <span>{row.value}</span>
          </p>
          {row.preview}
        </li>
      ))}
    </Specimens>
  )
}

/** A horizontal bar in the accent colour, `$width` wide (a length or a share of the cell). */
export const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${theme.space.s3};
  border-radius: ${theme.radius.xsmall};
  background: ${theme.color.accent};
`

/** The entries of a token object, in the order the module lists them. */
export function entries<T extends Record<string | number, unknown>>(scale: T) {
  return Object.entries(scale) as [string, T[keyof T]][]
}

/** The number of px in a value such as '12px'; null for anything else (clamp(), calc(), em). */
export function px(value: string | number): number | null {
  if (typeof value === 'number') return value
  const m = /^(-?\d+(?:\.\d+)?)px$/.exec(value)
  return m ? Number(m[1]) : null
}
