import styled, { css, type RuleSet } from 'styled-components'
import { media, theme } from '@/theme'

/**
 * 'line': the icon beside the text on phones and above it from tablets, a hairline on top
 * (IconFeatures). 'card': a tinted card whose border takes the accent on hover (ValuePropGrid).
 */
export type FeatureLayout = 'line' | 'card'

const items: Record<FeatureLayout, RuleSet<object>> = {
  line: css`
    display: flex;
    gap: ${theme.space.s4};
    padding-top: ${theme.space.s5};
    border-top: 1px solid color-mix(in srgb, ${theme.color.text} 12%, transparent);
    ${media.tablet} {
      flex-direction: column;
    }
  `,
  card: css`
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
  `,
}

/** In a line the text column keeps a link under it at its own width. */
const texts: Record<FeatureLayout, RuleSet<object>> = {
  line: css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    min-width: 0;
  `,
  card: css``,
}

export const Item = styled.li<{ $layout: FeatureLayout }>`
  ${({ $layout }) => items[$layout]}
`

export const Text = styled.div<{ $layout: FeatureLayout }>`
  ${({ $layout }) => texts[$layout]}
`
