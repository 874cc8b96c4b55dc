'use client'
// Issue 48: the header for a visitor without JavaScript (GOV.UK's header and service navigation,
// the WAI-ARIA disclosure navigation pattern): native HTML in place of what only scripts answer,
// reusing the header's own navigation so every destination is there once.
// - Desktop: each dropdown's button gives way to a disclosure (details) that shows the dropdown's
//   own panel; one open at a time, as the dropdowns are. "Book a demo" links to its form's page.
//   Both are drawn by the bar's own styled components (already on the page, so they cost no CSS).
// - Phones: the burger (popovertarget) toggles MenuState, an unseen popover, and while it is
//   showing the header's bar becomes the menu sheet: the logo and the burger (drawn as a close
//   cross) on top, the same navigation with each dropdown a section that expands, then the calls
//   to action (NoScriptNav.styles.ts). The burger stays where it was and keeps focus, and the
//   browser says whether it is expanded. A manual popover: a press in the sheet must not close
//   it, as an automatic one's light dismiss would (so Escape does not close it either).
//
// Rendered by the server only, inside a <noscript> (noScriptParts.ts): the browser never renders
// a <noscript>'s content, and no module of this reaches the page's JavaScript. With JavaScript the
// <noscript> is inert text and the header looks and behaves exactly as before.
import { linkHref } from '@/lib/links'
import { chevronDownGlyph, SvgIcon } from '../../ui/Icon'
import * as S from '../Header/Header.styles'
import { modalFormLink, navItemLabel } from './navItems'
import type { NavModalButtonItem } from './NavModalButton'
import { NO_SCRIPT, NoScriptStyles } from './NoScriptNav.styles'

export { NoScriptStyles }

/** The name that makes the desktop disclosures one group: opening one closes the other. */
const DROPDOWN_GROUP = 'primary-navigation'

export interface DropdownToggleProps {
  /** The dropdown's label, as on its button. */
  label: string
  /** The id of the dropdown's panel, which the disclosure shows. */
  panelId: string
}

/** A dropdown's button without JavaScript: a summary that opens and closes its panel. */
export function DropdownToggle({ label, panelId }: DropdownToggleProps) {
  return (
    <details className={NO_SCRIPT.dropdown} name={DROPDOWN_GROUP}>
      <S.NavTrigger as="summary" aria-controls={panelId}>
        {label}
        <SvgIcon glyph={chevronDownGlyph} />
      </S.NavTrigger>
    </details>
  )
}

export interface FormLinkProps {
  /** The navigation modal button. */
  item: NavModalButtonItem
}

/**
 * The navigation modal button without JavaScript: a link to the page that holds its form, or
 * nothing when no page does (modalFormLink).
 */
export function FormLink({ item }: FormLinkProps) {
  const href = linkHref(modalFormLink(item))
  return href ? (
    <S.NavLink className={NO_SCRIPT.formLink} href={href}>
      {navItemLabel(item)}
    </S.NavLink>
  ) : null
}

export interface MenuStateProps {
  /** The popover's id, which the burger names in popovertarget. */
  id: string
}

/**
 * Whether the mobile menu is open: an empty popover, never drawn, that the burger shows and hides
 * (the styles turn the header's bar into the menu while it is showing).
 */
export function MenuState({ id }: MenuStateProps) {
  return <div className={NO_SCRIPT.menu} id={id} popover="manual" />
}
