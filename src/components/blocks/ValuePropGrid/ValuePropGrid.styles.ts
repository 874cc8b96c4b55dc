import styled, { css, type RuleSet } from 'styled-components'
import { media, theme } from '@/theme'
import { PlainList } from '../BlockFrame'

export type GridColumns = 2 | 3 | 4

const laptopColumns: Record<GridColumns, RuleSet<object>> = {
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

/** One column on phones, two on tablets, the editor's 2-4 columns from laptops up. */
export const Grid = styled(PlainList)<{ $columns: GridColumns }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.s4};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.s5};
  }
  ${media.laptop} {
    ${({ $columns }) => laptopColumns[$columns]}
  }
`

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.s3};
  padding: ${theme.space.s5};
  border: 1px solid color-mix(in srgb, ${theme.color.text} 10%, transparent);
  border-radius: ${theme.radius.large};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
  transition: border-color ${theme.duration.fast} ease;
  ${media.tablet} {
    gap: ${theme.space.s4};
    padding: ${theme.space.s6};
  }
  &:hover {
    border-color: color-mix(in srgb, ${theme.color.accent} 45%, transparent);
  }
`
