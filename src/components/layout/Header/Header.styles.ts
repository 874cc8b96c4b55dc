'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
import styled, { css } from 'styled-components'
import { media } from '@/theme'
import { tapTarget, tint } from '@/theme/fragments'
import { pageScrollPaddingTop } from '@/theme/GlobalStyles'

/**
 * SPEC §4 Header visibility: scrolled away upwards, back on scrolling up (useHideOnScroll, which
 * also holds the slide while a pointer is pressed on the header). The comments on its rules are
 * here, not in the CSS, which would carry them to every visitor's browser.
 *
 * Keyboard focus entering a hidden header (Shift+Tab from the page) shows it at once, never
 * half-way through the slide (WCAG 2.4.11). Keyboard focus only (:focus-visible): a press of the
 * mouse or a tap on a link of the header sliding back in focuses that link too, and showing the
 * header at once then moved the link from under the pointer before the release, so the click went
 * to the header and was lost (issue 48 item 6). Where :has() is unknown, any focus.
 *
 * Issue 48: focus entering the header (Shift+Tab from the page, focus given back by a closing
 * dialog, menu or dropdown) never scrolls the page. The page's scroll padding, as tall as this
 * header, would have the browser scroll a control of the sticky header "into view" (by up to the
 * padding, and again on every focus). Each control's scroll box is moved down by exactly that
 * padding, so it counts as in view wherever the header is shown (a hidden header is shown by the
 * keyboard focus rule before the browser measures). Focus elsewhere keeps the padding. The dropdown
 * panels' links scroll inside their card instead (NavDropdown.styles.ts).
 */
export const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.stickyHeader};
  transition: transform ${({ theme }) => theme.duration.base} ease-out;
  &[data-hidden] {
    transform: translateY(-100%);
  }
  &:has(:focus-visible) {
    transform: none;
    transition: none;
  }
  @supports not selector(:has(*)) {
    &:focus-within {
      transform: none;
      transition: none;
    }
  }
  ${media.reducedMotion} {
    transition: none;
  }
  & * {
    scroll-margin-top: calc(-1 * ${pageScrollPaddingTop});
    scroll-margin-bottom: ${pageScrollPaddingTop};
  }
`

/** Dropdown panels are positioned from the bar (top: 100%), so the promo bar above never shifts them. */
export const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s4};
  height: ${({ theme }) => theme.layout.headerHeight};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  ${media.desktop} {
    gap: ${({ theme }) => theme.space.s5};
  }
`

/**
 * Between the laptop and desktop breakpoints the full navigation needs the room; the mark stays,
 * and the link keeps its accessible label.
 */
export const LogoLink = styled.a`
  ${tapTarget}
  gap: ${({ theme }) => theme.space.s2_5};
  color: inherit;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.heavy};
  font-size: ${({ theme }) => theme.fontSize[100]};
  letter-spacing: ${({ theme }) => theme.letterSpacing.heading};
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
  ${media.laptop} {
    > span {
      display: none;
    }
  }
  ${media.desktop} {
    > span {
      display: inline;
    }
  }
`

export const DesktopNav = styled.nav`
  display: none;
  align-self: stretch;
  ${media.laptop} {
    display: block;
  }
  > ul {
    display: flex;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.s1};
    height: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

/**
 * One item of the primary navigation. It spans the bar's full height so the pointer stays inside
 * it on the way from the trigger down to the panel. A panel centred on the window is positioned
 * from the bar, so its item is not a containing block.
 */
export const NavItem = styled.li`
  display: flex;
  align-items: center;
  position: relative;
  &[data-placement='centered'] {
    position: static;
  }
`

/* Between the laptop and desktop breakpoints the bar is tight: smaller text and padding there. */
const navControl = css`
  ${tapTarget}
  gap: ${({ theme }) => theme.space.s1};
  padding: 0 ${({ theme }) => theme.space.s2};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSize[40]};
  font-weight: ${({ theme }) => theme.fontWeight.mediumStrong};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => tint(10, theme)};
  }
  svg {
    flex: none;
  }
  ${media.desktop} {
    gap: ${({ theme }) => theme.space.s1_5};
    padding: 0 ${({ theme }) => theme.space.s3};
    font-size: ${({ theme }) => theme.fontSize[50]};
  }
`

export const NavTrigger = styled.button`
  ${navControl}
  svg {
    transition: transform ${({ theme }) => theme.duration.fast} ease;
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => tint(10, theme)};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

export const NavLink = styled.a`
  ${navControl}
`

export const NavButton = styled.button`
  ${navControl}
`

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s2};
  margin-left: auto;
  a {
    white-space: nowrap;
  }
  ${media.desktop} {
    gap: ${({ theme }) => theme.space.s3};
  }
`

export const DesktopOnly = styled.div`
  display: none;
  ${media.laptop} {
    display: contents;
  }
`

export const AgentLink = styled.a`
  ${tapTarget}
  gap: ${({ theme }) => theme.space.s1_5};
  padding: 0 ${({ theme }) => theme.space.s1};
  color: inherit;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize[50]};
  ${media.desktop} {
    padding: 0 ${({ theme }) => theme.space.s2};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`

/** The square outlined icon button of the header: the burger, and the mobile menu's close button. */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => tint(35, theme)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => tint(10, theme)};
  }
`

export const Burger = styled.button`
  ${iconButton}
  ${media.laptop} {
    display: none;
  }
`
