'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
import styled, { keyframes } from 'styled-components'

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`

/** SPEC §2: a dark backdrop at 40% opacity with a blur. */
export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.overlayColor.backdrop};
  backdrop-filter: blur(6px);
  animation: ${fadeIn} ${({ theme }) => theme.duration.fast} ease-out;
`

/** Issue 33: a control scrolled into view (keepFocusInView.ts) keeps its focus ring inside. */
export const Content = styled.div<{ $maxWidth: string }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.modal};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - 32px);
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  overscroll-behavior: contain;
  scroll-padding-block: ${({ theme }) => theme.space.s2};
  padding: ${({ theme }) => theme.space.s7} ${({ theme }) => theme.space.s6}
    ${({ theme }) => theme.space.s6};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  animation: ${fadeIn} ${({ theme }) => theme.duration.fast} ease-out;
  &:focus {
    outline: none;
  }
`

// Above the content after it: the form's box is positioned (its success overlay's anchor) and
// would otherwise lie over the button's lower edge, taking its clicks there.
export const CloseButton = styled.button`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.raised};
  top: ${({ theme }) => theme.space.s3};
  right: ${({ theme }) => theme.space.s3};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.accentBackground};
  }
`
