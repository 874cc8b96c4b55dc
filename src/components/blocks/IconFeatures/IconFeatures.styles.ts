import styled, { css, type RuleSet } from 'styled-components'
import { media, theme } from '@/theme'
import { CmsLink } from '../../ui/CmsLink'
import { PlainList } from '../BlockFrame'

export type FeatureColumns = 1 | 2 | 3

const laptopColumns: Record<FeatureColumns, RuleSet<object>> = {
  1: css`
    grid-template-columns: minmax(0, 1fr);
  `,
  2: css`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `,
  3: css`
    grid-template-columns: repeat(3, minmax(0, 1fr));
  `,
}

export const List = styled(PlainList)<{ $columns: FeatureColumns }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.s6};
  ${media.tablet} {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
    gap: ${theme.space.s7} ${theme.space.s6};
  }
  ${media.laptop} {
    ${({ $columns }) => laptopColumns[$columns]}
  }
`

/** Icon beside the text; a line in the accent colour marks the top of each feature. */
export const Feature = styled.li`
  display: flex;
  gap: ${theme.space.s4};
  padding-top: ${theme.space.s5};
  border-top: 1px solid color-mix(in srgb, ${theme.color.text} 12%, transparent);
  ${media.tablet} {
    flex-direction: column;
  }
`

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
`

/** "Learn more": a 44px-tall target in the accent colour. */
export const MoreLink = styled(CmsLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.s1};
  min-height: 44px;
  margin-top: ${theme.space.s1};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${theme.color.accent};
  }
`

/** The underlined text of the link (the arrow beside it is not underlined). */
export const LinkText = styled.span`
  text-decoration: underline;
  text-decoration-color: ${theme.color.accent};
  text-decoration-thickness: 2px;
  text-underline-offset: 4px;
`

export const Arrow = styled.span`
  transition: transform ${theme.duration.fast} ease;
  ${MoreLink}:hover & {
    transform: translateX(3px);
  }
`
