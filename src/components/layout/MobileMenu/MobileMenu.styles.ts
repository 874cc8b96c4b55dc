'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
import styled, { css, keyframes } from 'styled-components'
import { eyebrow, tint } from '@/theme/fragments'
import { iconButton } from '../Header/Header.styles'
import { LinkList } from '../LinkList'

const sheetIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`
const sectionOpen = keyframes`
  from { height: 0; }
  to { height: var(--radix-accordion-content-height); }
`
const sectionClose = keyframes`
  from { height: var(--radix-accordion-content-height); }
  to { height: 0; }
`

/**
 * Tall enough for the sheet's top row and its call-to-action area to stay in view while the menu
 * scrolls between them. Shorter (a landscape phone, 400% zoom), the whole sheet scrolls as one.
 */
const roomForBars = '@media (min-height: 560px)'

/**
 * The full-screen sheet (the Radix overlay, which also locks the page's scroll). It covers the
 * header's bar but not the promo bar above it, so its top row, logo and close button sit exactly
 * where the bar, logo and burger were (SPEC §4: the burger's place opens and closes the menu).
 * Above the sticky header, below the form modal a menu item can open. WCAG 2.4.11: its bars are
 * never laid over the links; where they stay in view they sit outside the scrolling list, which
 * scrolls between them.
 */
export const Sheet = styled.div`
  position: fixed;
  inset: 0;
  top: max(
    0px,
    calc(${({ theme }) => theme.layout.headerOffset} - ${({ theme }) => theme.layout.headerHeight})
  );
  z-index: ${({ theme }) => theme.zIndex.mobileMenu};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  animation: ${sheetIn} ${({ theme }) => theme.duration.enter} ease-out;
  ${roomForBars} {
    overflow: hidden;
  }
`

export const SheetContent = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  &:focus {
    outline: none;
  }
  ${roomForBars} {
    height: 100%;
  }
`

export const SheetTop = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s4};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding-inline: ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.color.background};
  border-bottom: 1px solid ${({ theme }) => tint(12, theme)};
`

export const SheetTitle = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s2_5};
  font-size: ${({ theme }) => theme.fontSize[100]};
  font-weight: ${({ theme }) => theme.fontWeight.heavy};
  letter-spacing: ${({ theme }) => theme.letterSpacing.heading};
  line-height: ${({ theme }) => theme.lineHeight.none};
  svg {
    color: ${({ theme }) => theme.color.accent};
  }
`

export const CloseButton = styled.button`
  ${iconButton}
`

/**
 * A focused link scrolled into view keeps its focus ring inside the list.
 */
export const Nav = styled.nav`
  padding: ${({ theme }) => theme.space.s2} ${({ theme }) => theme.layout.gutter}
    ${({ theme }) => theme.space.s6};
  ${roomForBars} {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    scroll-padding-block: ${({ theme }) => theme.space.s3};
  }
`

/** One row of the menu: an accordion section, a link or a modal button. */
export const Row = styled.div`
  border-bottom: 1px solid ${({ theme }) => tint(12, theme)};
`

const rowControl = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s3};
  width: 100%;
  min-height: 56px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize[80]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`

export const RowLink = styled.a`
  ${rowControl}
`

export const RowButton = styled.button`
  ${rowControl}
`

export const SectionHeading = styled.h3`
  margin: 0;
  font: inherit;
`

export const SectionTrigger = styled.button`
  ${rowControl}
  svg {
    flex: none;
    width: 14px;
    height: 14px;
    transition: transform ${({ theme }) => theme.duration.base} ease;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`

export const SectionContent = styled.div`
  overflow: hidden;
  &[data-state='open'] {
    animation: ${sectionOpen} ${({ theme }) => theme.duration.base} ease-out;
  }
  &[data-state='closed'] {
    animation: ${sectionClose} ${({ theme }) => theme.duration.base} ease-out;
  }
`

export const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.s4};
  padding: 0 0 ${({ theme }) => theme.space.s5};
`

export const GroupTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.s1};
  font-size: ${({ theme }) => theme.fontSize[10]};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${eyebrow}
`

export const GroupLinks = styled(LinkList)`
  display: grid;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSize[60]};
    text-decoration: none;
  }
`

/**
 * SPEC §2 Mobile menu: the call-to-action area at the bottom, kept in view while the menu scrolls.
 *
 * The last button (Start building) spans the row; so does a lone button before it.
 */
export const Ctas = styled.div`
  flex: none;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.s3};
  margin-top: auto;
  padding: ${({ theme }) => theme.space.s4} ${({ theme }) => theme.layout.gutter}
    calc(${({ theme }) => theme.space.s4} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => tint(12, theme)};
  background: ${({ theme }) => theme.color.background};
  > * {
    width: 100%;
  }
  > :last-child,
  > :nth-last-child(2):nth-child(odd) {
    grid-column: 1 / -1;
  }
`
