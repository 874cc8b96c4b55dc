'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
// Rendered by the server only, inside a <noscript> (NoScriptNav.tsx), so none of it is in the
// page's JavaScript; everything is under `scripting: none`, so none of it applies while scripts
// run. One global style and plain class names rather than a styled component per element: each
// styled component the server renders leaves a marker in every page's HTML (issue 10 budgets).
import { createGlobalStyle, css } from 'styled-components'
import { tint } from '@/theme/fragments'
import { breakpoints } from '@/theme/tokens'
import * as H from '../Header/Header.styles'
import * as D from './NavDropdown.styles'

/** The class names of the no-JavaScript parts (NoScriptNav.tsx). */
export const NO_SCRIPT = {
  dropdown: 'fl-nojs-dropdown',
  formLink: 'fl-nojs-form-link',
  menu: 'fl-nojs-menu',
} as const

const noScript = '@media (scripting: none)'
/** Where the burger shows (Header.styles.ts Burger): the mobile menu's widths. */
const mobile = `@media (scripting: none) and (max-width: ${breakpoints.laptop - 0.02}px)`
/** While the burger's menu is open. */
const menuOpen = `body:has(.${NO_SCRIPT.menu}:popover-open)`

/** A row of the open mobile menu, as MobileMenu.styles.ts draws its rows. */
const row = css`
  display: flex;
  justify-content: space-between;
  width: 100%;
  min-height: 56px;
  padding: 0;
  border-radius: 0;
  background: none;
  font-size: ${({ theme }) => theme.fontSize[80]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  white-space: normal;
`

export const NoScriptStyles = createGlobalStyle`
  /* Desktop: a dropdown's disclosure, its summary drawn as the dropdown's button, shows the
     dropdown's own panel (hidden until a script would open it); the form's link, drawn as the
     bar's links, replaces its modal button. The buttons only a script answers give way. */
  .${NO_SCRIPT.dropdown} > summary {
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  .${NO_SCRIPT.dropdown}[open] > summary {
    background: ${({ theme }) => tint(10, theme)};
    svg {
      transform: rotate(180deg);
    }
  }
  .${NO_SCRIPT.dropdown}, a.${NO_SCRIPT.formLink} {
    display: none;
  }
  ${noScript} {
    /* The noscript elements themselves take no place (with JavaScript they are display: none). */
    ${H.Root} noscript {
      display: contents;
    }
    button${H.NavTrigger}, ${H.NavButton} {
      display: none;
    }
    .${NO_SCRIPT.dropdown} {
      display: flex;
      align-items: center;
      height: 100%;
    }
    a.${NO_SCRIPT.formLink} {
      display: inline-flex;
    }
    ${H.NavItem}:has(> noscript > .${NO_SCRIPT.dropdown}[open]) > ${D.Panel}[hidden] {
      display: block;
    }
  }

  /* Phones: the burger toggles the menu's popover, which is never drawn; while it is showing,
     the header fills the screen and its own bar is the menu sheet below the promo bar: the logo
     and the burger (a close cross now) where they were, the navigation with each dropdown a
     section that expands, then the calls to action, in one scrolling column. The rest of the page
     is hidden (out of sight, of the Tab order and of the accessibility tree, as the scripted
     dialog makes it inert) and does not scroll. */
  .${NO_SCRIPT.menu} {
    display: none !important;
  }
  ${mobile} {
    ${menuOpen} {
      visibility: hidden;
    }
    html:has(.${NO_SCRIPT.menu}:popover-open) {
      overflow: hidden;
    }
    ${menuOpen} ${H.Root} {
      position: fixed;
      inset: 0;
      display: flex;
      flex-direction: column;
      visibility: visible;
    }
    ${menuOpen} ${H.Bar} {
      flex: 1;
      flex-direction: column;
      align-items: stretch;
      gap: 0;
      min-height: 0;
      height: auto;
      max-width: none;
      margin: 0;
      padding: 0 ${({ theme }) => theme.layout.gutter}
        calc(${({ theme }) => theme.space.s4} + env(safe-area-inset-bottom));
      overflow-y: auto;
      overscroll-behavior: contain;
    }
    /* A control focused in the sheet scrolls into view by its own box: not with the header's
       scroll margin (Header.styles.ts Root), which is for the page's scrolling. */
    ${menuOpen} ${H.Root} * {
      scroll-margin: 0;
    }
    ${menuOpen} ${H.LogoLink} {
      flex: none;
      align-self: flex-start;
      min-height: ${({ theme }) => theme.layout.headerHeight};
    }
    ${menuOpen} ${H.AgentLink} {
      display: none;
    }
    /* The burger stays where it was, drawn as a cross (the bar is its containing block). */
    ${menuOpen} ${H.Burger} {
      position: absolute;
      top: calc((${({ theme }) => theme.layout.headerHeight} - 44px) / 2);
      right: ${({ theme }) => theme.layout.gutter};
      svg {
        display: none;
      }
      &::before,
      &::after {
        content: '';
        grid-area: 1 / 1;
        width: 17px;
        height: 2px;
        border-radius: 1px;
        background: currentColor;
        transform: rotate(45deg);
      }
      &::after {
        transform: rotate(-45deg);
      }
    }
    ${menuOpen} ${H.DesktopNav} {
      display: block;
      flex: none;
      margin-inline: calc(-1 * ${({ theme }) => theme.layout.gutter});
      padding: ${({ theme }) => theme.space.s2} ${({ theme }) => theme.layout.gutter}
        ${({ theme }) => theme.space.s6};
      border-top: 1px solid ${({ theme }) => tint(12, theme)};
      > ul {
        flex-direction: column;
        gap: 0;
        height: auto;
      }
    }
    ${menuOpen} ${H.NavItem} {
      display: block;
      position: static;
      border-bottom: 1px solid ${({ theme }) => tint(12, theme)};
    }
    ${menuOpen} .${NO_SCRIPT.dropdown} {
      display: block;
      height: auto;
    }
    ${menuOpen} .${NO_SCRIPT.dropdown} > summary,
    ${menuOpen} ${H.NavItem} > ${H.NavLink},
    ${menuOpen} a.${NO_SCRIPT.formLink} {
      ${row}
    }
    ${menuOpen} ${D.Panel} {
      position: static;
      width: auto;
      max-width: none;
      padding: 0 0 ${({ theme }) => theme.space.s5};
      transform: none;
    }
    ${menuOpen} ${D.Card} {
      max-height: none;
      overflow: visible;
      border: 0;
      border-radius: 0;
      background: none;
      box-shadow: none;
    }
    ${menuOpen} ${D.MegaBody}, ${menuOpen} ${D.FlexibleGroups}, ${menuOpen} ${D.SimpleBody} {
      grid-template-columns: 1fr;
      gap: ${({ theme }) => theme.space.s4};
      min-width: 0;
      padding: 0;
    }
    ${menuOpen} ${D.FlexibleBody} {
      grid-template-columns: 1fr;
    }
    ${menuOpen} ${D.Sidebar} {
      padding: 0 0 ${({ theme }) => theme.space.s4};
      border: 0;
      background: none;
    }
    ${menuOpen} ${D.MegaFooter} {
      margin-top: ${({ theme }) => theme.space.s4};
      padding: ${({ theme }) => theme.space.s3} 0 0;
      background: none;
    }
    ${menuOpen} ${H.Actions} {
      flex-direction: column;
      align-items: stretch;
      margin: auto calc(-1 * ${({ theme }) => theme.layout.gutter}) 0;
      padding: ${({ theme }) => theme.space.s4} ${({ theme }) => theme.layout.gutter} 0;
      border-top: 1px solid ${({ theme }) => tint(12, theme)};
    }
    ${menuOpen} ${H.DesktopOnly} {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: ${({ theme }) => theme.space.s3};
      > * {
        width: 100%;
      }
      /* The last button (Sign up) spans the row; so does a lone button before it. */
      > :last-child,
      > :nth-last-child(2):nth-child(odd) {
        grid-column: 1 / -1;
      }
    }
    /* Tall enough (as MobileMenu.styles.ts): the logo row and the calls to action stay in view,
       the navigation scrolls between them. Shorter, the whole sheet scrolls as one. */
    @media (min-height: 560px) {
      ${menuOpen} ${H.Bar} {
        overflow: hidden;
      }
      ${menuOpen} ${H.DesktopNav} {
        flex: 1;
        min-height: 0;
        overflow-y: auto;
        overscroll-behavior: contain;
        scroll-padding-block: ${({ theme }) => theme.space.s3};
      }
    }
  }
`
