import styled, { css, type RuleSet } from 'styled-components'
import type { ColumnCount } from '@/lib/columns'
import { media, theme } from '@/theme'

/** The space between items: 'compact' for cards, 'roomy' for items without a surface. */
export type GridGap = 'compact' | 'roomy'

const gaps: Record<GridGap, RuleSet<object>> = {
  compact: css`
    gap: ${theme.space.s4};
    ${media.tablet} {
      gap: ${theme.space.s5};
    }
  `,
  roomy: css`
    gap: ${theme.space.s6};
    ${media.tablet} {
      gap: ${theme.space.s7} ${theme.space.s6};
    }
  `,
}

const laptopColumns: Record<ColumnCount, RuleSet<object>> = {
  1: css`
    grid-template-columns: minmax(0, 1fr);
  `,
  2: css`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `,
  3: css`
    grid-template-columns: repeat(3, minmax(0, 1fr));
  `,
  4: css`
    grid-template-columns: repeat(4, minmax(0, 1fr));
  `,
}

/** One column on phones, at most two on tablets, the given count from laptops up. */
export const Grid = styled.ul<{ $columns: ColumnCount; $gap: GridGap }>`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${({ $gap }) => gaps[$gap]}
  ${media.tablet} {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  ${media.laptop} {
    ${({ $columns }) => laptopColumns[$columns]}
  }
`
