import styled, { keyframes } from 'styled-components'
import { theme } from '@/theme/theme'

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`

/** SPEC §2: a dark backdrop at 40% opacity with a blur. */
export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  background: ${theme.overlayColor.backdrop};
  backdrop-filter: blur(6px);
  animation: ${fadeIn} ${theme.duration.fast} ease-out;
`

export const Content = styled.div<{ $maxWidth: string }>`
  position: fixed;
  z-index: ${theme.zIndex.modal};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - 32px);
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Issue 33: a control scrolled into view (keepFocusInView.ts) keeps its focus ring inside. */
  scroll-padding-block: ${theme.space.s2};
  padding: ${theme.space.s7} ${theme.space.s6} ${theme.space.s6};
  border-radius: ${theme.radius.large};
  background: ${theme.color.background};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.dialog};
  animation: ${fadeIn} ${theme.duration.fast} ease-out;
  &:focus {
    outline: none;
  }
`

// Above the content after it: the form's box is positioned (its success overlay's anchor) and
// would otherwise lie over the button's lower edge, taking its clicks there.
export const CloseButton = styled.button`
  position: absolute;
  z-index: 1;
  top: ${theme.space.s3};
  right: ${theme.space.s3};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.color.accentBackground};
  }
`
