// Style fragments that several components share because the rule is the same, not because the
// lines happen to look alike: a text tint over the background, the 44px control target, the
// small uppercase label over a group, a figure's caption, and a text's step on the type scale.
import { css } from 'styled-components'
import { theme } from './theme'
import { media, type FontSizeStep } from './tokens'

/**
 * A tint of the theme's text colour over its background: hover fills, raised surfaces and hairlines
 * that read in every theme (a dark theme's accentBackground may equal its background). The header,
 * its dropdown panels and the mobile menu use it.
 */
export const tint = (percent: number) =>
  `color-mix(in srgb, ${theme.color.text} ${percent}%, ${theme.color.background})`

/** WCAG 2.5.5: an inline control at least 44px tall, its icon and text centred on one line. */
export const tapTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.controlSize.target};
`

/** The small uppercase label over a group (a menu's link group, the marquee's "Trusted by"). */
export const eyebrow = css`
  letter-spacing: ${theme.letterSpacing.caps};
  text-transform: uppercase;
  color: ${theme.color.foregroundSecondary};
`

/** The caption under a block's figure (a video, a map): small secondary text. */
export const figureCaption = css`
  margin-top: ${theme.space.s3};
  font-size: ${theme.fontSize[40]};
  line-height: ${theme.lineHeight.normal};
  color: ${theme.color.foregroundSecondary};
`

/**
 * A text's step on the type scale: its size on phones and from the laptop breakpoint, its leading,
 * and (when given) its weight and tracking. The rich text's block styles and the blocks' own
 * headings, titles and lead copy are drawn with it.
 */
export const typeStep = (
  mobile: FontSizeStep,
  laptop: FontSizeStep,
  leading: keyof typeof theme.lineHeight,
  weight?: keyof typeof theme.fontWeight,
  tracking?: keyof typeof theme.letterSpacing,
) => css`
  font-size: ${theme.fontSize[mobile]};
  line-height: ${theme.lineHeight[leading]};
  ${weight && `font-weight: ${theme.fontWeight[weight]};`}
  ${tracking && `letter-spacing: ${theme.letterSpacing[tracking]};`}
  ${media.laptop} {
    font-size: ${theme.fontSize[laptop]};
  }
`
