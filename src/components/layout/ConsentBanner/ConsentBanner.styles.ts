'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
import styled, { createGlobalStyle, keyframes } from 'styled-components'
import { media } from '@/theme'

/** The banner's measured height, written on <html> while it shows (ConsentBanner.tsx). */
export const BANNER_HEIGHT_VAR = '--fl-consent-banner-height'

/**
 * While the banner covers the bottom of the window: focused elements scroll clear of it
 * (WCAG 2.4.11), and the end of the page can still be scrolled above it.
 *
 * A pseudo-element, not body padding, which a page's own body styles could override.
 */
export const ReserveSpace = createGlobalStyle`
  html { scroll-padding-bottom: var(${BANNER_HEIGHT_VAR}, 0px); }
  body::after { content: ''; display: block; height: var(${BANNER_HEIGHT_VAR}, 0px); }
`

const slideIn = keyframes`from { transform: translateY(100%); } to { transform: none; }`

// Rendered through ThemeScope's `as` (styled() would swallow ThemeScope's `theme` prop).
// Fixed to the window, so it never moves the page's content (no layout shift); a region beside
// the page, not a modal: the page stays usable and focus is never trapped.
//
// On short windows or at high zoom it scrolls rather than covering the whole page.
export const Root = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.consentBanner};
  max-height: 60dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.text} 24%, transparent);
  box-shadow: ${({ theme }) => theme.shadow.bottomSheet};
  font-size: ${({ theme }) => theme.fontSize[50]};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  animation: ${slideIn} ${({ theme }) => theme.duration.slow} ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
`

export const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.s4};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.s5} ${({ theme }) => theme.layout.gutter};
  padding-bottom: calc(${({ theme }) => theme.space.s5} + env(safe-area-inset-bottom, 0px));
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.s6};
  }
`

export const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.s2};
  max-width: ${({ theme }) => theme.layout.readingWidth};
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-underline-offset: 3px;
  }
`

/**
 * Focused when the banner is reopened: the outline hugs the text, not the whole column.
 */
export const Heading = styled.h2`
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSize[70]};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`

/** Both answers side by side, the same size and style: neither is the "easy" one. */
export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.s3};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(120px, auto));
  }
`
