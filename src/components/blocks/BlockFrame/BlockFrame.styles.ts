// Shared pieces of every embedded block: the vertical rhythm between blocks, the themed panel,
// the block heading (h2), the item title (h3) and the card surface.
import styled, { css, type RuleSet } from 'styled-components'
import { media, theme } from '@/theme'

/** A 1px line in the current text colour at low strength: card edges on any theme. */
export const hairline = css`1px solid color-mix(in srgb, ${theme.color.text} 12%, transparent)`

/** The accent at a low strength, for icon badges and tinted backgrounds on any theme. */
export const accentTint = (percent: number) =>
  css`color-mix(in srgb, ${theme.color.accent} ${percent}%, transparent)`

/**
 * Space above and below a block in the rich-text flow; none at the edges of a section, less
 * right under a heading.
 *
 * A themed frame is the only element in its (display: contents) theme scope, so the scope's place
 * among its siblings decides.
 *
 * Right under a rich-text heading, the block belongs to it.
 */
export const frameStyles = css`
  margin-block: ${theme.space.s7};
  ${media.laptop} {
    margin-block: ${theme.space.s8};
  }
  &:not([data-themed]):first-child,
  [data-theme-scope]:first-child > &[data-themed] {
    margin-top: 0;
  }
  &:not([data-themed]):last-child,
  [data-theme-scope]:last-child > &[data-themed] {
    margin-bottom: 0;
  }
  :is(h1, h2, h3, h4) + &:not([data-themed]),
  :is(h1, h2, h3, h4) + [data-theme-scope] > &[data-themed] {
    margin-top: ${theme.space.s5};
  }
`

export type FrameSurface = 'plain' | 'card'

const panelPadding = css`
  padding: ${theme.space.s6} ${theme.space.s5};
  border-radius: ${theme.radius.large};
  ${media.tablet} {
    padding: ${theme.space.s8} ${theme.space.s7};
  }
`

/** [themed][surface] */
const surfaces: Record<'own' | 'section', Record<FrameSurface, RuleSet<object>>> = {
  // No theme of its own: the block follows its section.
  section: {
    plain: css``,
    // A card in the section's accent background.
    card: css`
      ${panelPadding}
      border: ${hairline};
      background-color: ${theme.color.accentBackground};
      color: ${theme.color.text};
    `,
  },
  // Its own theme, painted in the theme's background (the ThemeScope sets the variables).
  own: {
    // A band across the whole screen (painted by a spread shadow, clipped to the band's own
    // height, so it never causes sideways scrolling) while its items stay on the section's
    // column: a theme equal to the section's reads as the same surface, another one as a band.
    // Part of the usual space between blocks moves inside the band, so a band in the
    // section's own colours is spaced like any other block.
    plain: css`
      padding-block: ${theme.space.s7};
      background-color: ${theme.color.background};
      color: ${theme.color.text};
      box-shadow: 0 0 0 100vmax ${theme.color.background};
      clip-path: inset(0 -100vmax);
      margin-block: ${theme.space.s5};
      ${media.laptop} {
        padding-block: ${theme.space.s8};
        margin-block: ${theme.space.s5};
      }
    `,
    card: css`
      ${panelPadding}
      border: ${hairline};
      background-color: ${theme.color.background};
      color: ${theme.color.text};
    `,
  },
}

export const Frame = styled.div<{ $surface: FrameSurface; $themed: boolean }>`
  ${frameStyles}
  ${({ $surface, $themed }) => surfaces[$themed ? 'own' : 'section'][$surface]}
`

export type HeadingAlign = 'start' | 'center'

const align: Record<HeadingAlign, RuleSet<object>> = {
  start: css``,
  center: css`
    max-width: ${theme.layout.readingWidth};
    margin-inline: auto;
    text-align: center;
  `,
}

/** The block's own heading: always an h2 inside the page's sections. */
export const BlockHeading = styled.h2<{ $align?: HeadingAlign }>`
  margin: 0 0 ${theme.space.s6};
  font-size: ${theme.fontSize[150]};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.headingLoose};
  letter-spacing: ${theme.letterSpacing.heading};
  text-wrap: balance;
  ${media.laptop} {
    margin-bottom: ${theme.space.s7};
    font-size: ${theme.fontSize[190]};
  }
  ${({ $align = 'start' }) => align[$align]}
`

/** The title of one item of a block (a feature, a step): an h3. */
export const ItemTitle = styled.h3`
  margin: 0 0 ${theme.space.s2};
  font-size: ${theme.fontSize[80]};
  font-weight: ${theme.fontWeight.semiboldStrong};
  line-height: ${theme.lineHeight.snug};
  letter-spacing: ${theme.letterSpacing.snug};
  ${media.laptop} {
    font-size: ${theme.fontSize[100]};
  }
`

/** Supporting copy under an item title. */
export const ItemBody = styled.p`
  margin: 0;
  font-size: ${theme.fontSize[60]};
  line-height: ${theme.lineHeight.body};
  color: ${theme.color.foregroundSecondary};
`

/** A list reset for the blocks' item lists. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A rounded surface in the theme's accent background. */
export const Card = styled.div`
  height: 100%;
  padding: ${theme.space.s6};
  border: ${hairline};
  border-radius: ${theme.radius.large};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
`

/** A square, tinted badge that holds an accent-coloured icon. */
export const IconBadge = styled.span<{ $shape?: 'square' | 'round' }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ $shape }) => ($shape === 'round' ? theme.radius.pill : theme.radius.medium)};
  background: ${accentTint(14)};
  box-shadow: inset 0 0 0 1px ${accentTint(28)};
`
