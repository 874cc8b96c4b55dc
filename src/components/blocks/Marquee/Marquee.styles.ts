import styled, { keyframes } from 'styled-components'
import { media, theme } from '@/theme'
import { eyebrow, tapTarget } from '@/theme/fragments'
import { frameStyles, PlainList } from '../BlockFrame'

/** Two identical copies side by side: moving by half the track loops without a seam. */
const scroll = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(-50%, 0, 0); }
`

export const Root = styled.div`
  ${frameStyles}
`

export const Label = styled.p`
  margin: 0 0 ${theme.space.s5};
  font-size: ${theme.fontSize[20]};
  font-weight: ${theme.fontWeight.semibold};
  ${eyebrow}
  text-align: center;
`

/**
 * Under reduced motion, no movement at all (not a near-zero duration): the first copy wraps,
 * centred.
 */
export const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} var(--marquee-duration, 32s) linear infinite;
  ${media.reducedMotion} {
    width: auto;
    animation: none;
    transform: none;
  }
`

export const Items = styled(PlainList)`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.s8};
  padding-inline-end: ${theme.space.s8};
  ${media.reducedMotion} {
    flex: 1;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.space.s5} ${theme.space.s7};
    padding-inline-end: 0;
    &[aria-hidden='true'] {
      display: none;
    }
  }
`

/**
 * The strip's viewport: it fades out at both edges and pauses while hovered or focused (it is
 * focusable so keyboard users can stop the movement too).
 *
 * The mask's colours are alpha values only: opaque in the middle, fading at the edges.
 */
export const Viewport = styled.div`
  overflow: hidden;
  padding-block: ${theme.space.s2};
  border-radius: ${theme.radius.medium};
  mask-image: linear-gradient(to right, transparent, black 8%, black 92%, transparent);
  &:hover ${Track}, &:focus-within ${Track}, ${Root}[data-paused] & ${Track} {
    animation-play-state: paused;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${media.reducedMotion} {
    mask-image: none;
  }
`

export const Item = styled.li`
  display: flex;
  align-items: center;
  flex: none;
`

/**
 * A logo drawn as a mask, so it takes the section's text colour on any theme. Its address comes
 * in the element's `--fl-logo-mask` and is used here, in the stylesheet, as CmsImage's SVGs do:
 * the browser then counts the stylesheet as what asks for it (issue 37: Lighthouse no longer has
 * the logos race the render-blocking stylesheet, as it did when they were in the style attribute).
 */
export const Logo = styled.span`
  display: block;
  height: 28px;
  background-color: ${theme.color.text};
  opacity: 0.78;
  mask-image: var(--fl-logo-mask);
  mask-position: center;
  mask-repeat: no-repeat;
  mask-size: contain;
  ${media.laptop} {
    height: 36px;
  }
`

export const Phrase = styled.span`
  font-size: ${theme.fontSize[80]};
  font-weight: ${theme.fontWeight.semiboldStrong};
  letter-spacing: ${theme.letterSpacing.snug};
  white-space: nowrap;
  color: ${theme.color.foregroundSecondary};
  ${media.laptop} {
    font-size: ${theme.fontSize[120]};
  }
`

/**
 * Room for the focus ring when the strip runs to the window's edge.
 */
export const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space.s2};
  padding-inline: ${theme.space.s2};
  ${media.reducedMotion} {
    display: none;
  }
`

/** The Pause / Play control: small, quiet, with a 44px target. */
export const PauseButton = styled.button`
  ${tapTarget}
  gap: ${theme.space.s2};
  padding: 0 ${theme.space.s3};
  border: 1px solid color-mix(in srgb, ${theme.color.text} 24%, transparent);
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.text};
  font-size: ${theme.fontSize[40]};
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, ${theme.color.text} 8%, transparent);
  }
`
