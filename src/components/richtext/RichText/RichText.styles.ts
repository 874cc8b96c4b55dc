import styled, { css, keyframes } from 'styled-components'
import type { BlockStyle } from '@/lib/richTextStyles'
import { media, theme, type FontSizeStep } from '@/theme'

/** SPEC §3 Rich-text block styles: their names are the schema's list (lib/richTextStyles). */
export type { BlockStyle }

/**
 * One block style's type: its size on phones and from the laptop breakpoint, leading, weight and
 * (large type) tracking.
 */
const typeStep = (
  mobile: FontSizeStep,
  desktop: FontSizeStep,
  leading: keyof typeof theme.lineHeight,
  weight: keyof typeof theme.fontWeight = 'regular',
  tracking?: keyof typeof theme.letterSpacing,
) => css`
  font-size: ${theme.fontSize[mobile]};
  line-height: ${theme.lineHeight[leading]};
  font-weight: ${theme.fontWeight[weight]};
  ${tracking && `letter-spacing: ${theme.letterSpacing[tracking]};`}
  ${media.laptop} {
    font-size: ${theme.fontSize[desktop]};
  }
`

/** Typography of each block style; headings are tight, body copy is roomy. */
export const blockStyles: Record<BlockStyle, ReturnType<typeof css>> = {
  'h1-headline': typeStep(190, 250, 'display', 'bold', 'headline'),
  h1: typeStep(170, 220, 'heading', 'bold', 'heading'),
  'h2-headline': typeStep(160, 210, 'heading', 'bold', 'heading'),
  h2: typeStep(140, 180, 'title', 'bold', 'snug'),
  'h3-headline': typeStep(120, 160, 'titleLoose', 'semiboldStrong'),
  h3: typeStep(100, 130, 'snug', 'semiboldStrong'),
  h4: typeStep(80, 100, 'snugLoose', 'semiboldStrong'),
  display: typeStep(200, 260, 'none', 'heavy', 'display'),
  'display-2': typeStep(180, 240, 'display', 'bold', 'headline'),
  normal: typeStep(70, 80, 'bodyLoose'),
  'body-2': typeStep(80, 100, 'body'),
  'body-3': typeStep(60, 60, 'body'),
  'body-4': typeStep(40, 40, 'normalLoose'),
  caption: css`
    ${typeStep(40, 40, 'normal', 'medium')};
    color: ${theme.color.foregroundSecondary};
  `,
  'caption-2': css`
    ${typeStep(10, 10, 'normal', 'semibold', 'caps')};
    text-transform: uppercase;
    color: ${theme.color.foregroundSecondary};
  `,
  mono: css`
    ${typeStep(50, 60, 'body')};
    font-family: ${theme.font.mono};
  `,
  'subheading-helvetica-20': css`
    ${typeStep(80, 100, 'normal', 'medium')};
    font-family: 'Helvetica Neue', Helvetica, Arial, sans-serif;
    color: ${theme.color.foregroundSecondary};
  `,
}

/**
 * A heading after other content (not its block's first element) gets room above; :where keeps
 * that rule's specificity equal to the next one's. Right under a section heading, a subheading
 * gets none: the rule after it overrides at equal specificity.
 */
export const Block = styled.p<{ $style: BlockStyle }>`
  ${({ $style }) => blockStyles[$style]}
  margin: 0 0 0.75em;
  &:last-child {
    margin-bottom: 0;
  }
  &:is(h1, h2, h3, h4):where(:not(:first-child)) {
    margin-top: 1.2em;
  }
  h1 + &,
  h2 + & {
    margin-top: 0;
  }
`

export const List = styled.ul`
  margin: 0 0 1em;
  padding-left: 1.4em;
  font-size: ${theme.fontSize[70]};
  line-height: ${theme.lineHeight.bodyLoose};
  li + li {
    margin-top: 0.35em;
  }
  li::marker {
    color: ${theme.color.accent};
  }
`

export const InlineCode = styled.code`
  padding: 0.1em 0.35em;
  border-radius: ${theme.radius.xsmall};
  background: ${theme.color.accentBackground};
  font-size: 0.9em;
`

export const Center = styled.span`
  display: block;
  text-align: center;
`

export const PixelText = styled.span`
  font-family: ${theme.font.mono};
  letter-spacing: ${theme.letterSpacing.wide};
  text-transform: uppercase;
  image-rendering: pixelated;
  text-shadow: ${theme.shadow.text};
`

// Issue 10: the text is painted at once (so it is the page's first, largest paint, not a late
// one) and a cover in the section's background colour slides off it in steps, by transform (no
// layout shift). The span animates how much is still covered (--fl-typing-cover, registered in
// GlobalStyles), so the animation is the element's own. The cover's left edge is the caret; it
// stays at the end and blinks a few times. With reduced motion the text shows at once.
// Issue 33: the cover ends translated past the text, where clip-path hid it but it still counted
// as scrollable overflow: on a phone that widened the layout viewport (home was 623 px wide at
// 375 px). overflow: clip cuts it from the layout too, without making the span a scroll container
// (so its baseline stays the text's); clip-path stays for the paint.
const typing = keyframes`
  from { --fl-typing-cover: 100%; }
  to { --fl-typing-cover: 0%; }
`
// The caret blinks three times after the typing: it stops within 5 s (WCAG 2.2.2).
const caret = keyframes`50% { border-color: transparent; }`

export const Typing = styled.span`
  position: relative;
  display: inline-block;
  padding-right: 0.08em;
  overflow: clip;
  clip-path: inset(0);
  animation: ${typing} 2.2s steps(24, end) 1 both;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-left: 0.08em solid ${theme.color.accent};
    background: ${theme.color.background};
    transform: translateX(calc(100% - 0.08em - var(--fl-typing-cover, 0%)));
    animation: ${caret} 0.9s step-end 2.2s 3;
  }
  ${media.reducedMotion} {
    animation: none;
    &::after {
      animation: none;
    }
  }
`

export const TextLink = styled.a`
  color: inherit;
  text-decoration: underline;
  text-decoration-color: ${theme.color.accent};
  text-decoration-thickness: 2px;
  text-underline-offset: 3px;
  &:hover {
    color: ${theme.color.accent};
  }
`

export const InlineTag = styled.span`
  font: inherit;
  margin: 0;
  display: inline;
`
