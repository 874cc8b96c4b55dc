// Style fragments that several components share because the rule is the same, not because the
// lines happen to look alike: a text tint over the background, the 44px control target, the
// small uppercase label over a group, and a figure's caption.
import { css } from 'styled-components'
import { theme, type ThemeValues } from './theme'

/**
 * A tint of the theme's text colour over its background: hover fills, raised surfaces and hairlines
 * that read in every theme (a dark theme's accentBackground may equal its background). The header,
 * its dropdown panels and the mobile menu use it. Client styles pass the ThemeProvider's theme as
 * `from` (`props.theme`, issue 33 item 4); server styles take the imported contract, the same
 * `var(--fl-…)` references on the site.
 */
export const tint = (percent: number, from: Pick<ThemeValues, 'color'> = theme) =>
  `color-mix(in srgb, ${from.color.text} ${percent}%, ${from.color.background})`

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
