// SPEC §2 Header, Mega menu and flexible menu, §9 Mega menu centring: the rules about navigation
// items (which open a dropdown, their label, where a desktop dropdown panel sits). Pure functions,
// so the rules are pinned by unit tests rather than by screenshots.
import type { CmsLink } from '@/lib/links'
import type { NavItem } from '../types'

export type MegaMenuItem = Extract<NavItem, { _type: 'megaMenu' }>
export type FlexibleMenuItem = Extract<NavItem, { _type: 'flexibleMenu' }>
/** The navigation items that open a dropdown panel on desktop (and an accordion section on mobile). */
export type DropdownItem = Extract<NavItem, { _type: 'linkList' | 'megaMenu' | 'flexibleMenu' }>

/** Where a dropdown panel sits: centred on the window, or under its trigger. */
export type PanelPlacement = 'centered' | 'trigger'

type PromotedSection = MegaMenuItem['promotedSection']

/** True when the editor filled in any part of the promoted section (an empty object is none). */
export function hasPromotedSection(section: PromotedSection | undefined): boolean {
  return !!section && !!(section.title || section.description || section.image || section.link)
}

/**
 * SPEC §9: the mega menu is centred on the window when it has more than 2 link groups, or more
 * than 1 link group together with a promoted section; otherwise it sits under its trigger.
 */
export function isMegaMenuCentered(
  item: Pick<MegaMenuItem, 'linkGroups'> & { promotedSection?: PromotedSection },
): boolean {
  const groups = item.linkGroups?.length ?? 0
  return groups > 2 || (groups > 1 && hasPromotedSection(item.promotedSection))
}

/**
 * The placement of any dropdown panel. The flexible menu (sidebar plus link groups) is always as
 * wide as a large mega menu, so it is centred too: under a trigger in the middle of the bar it
 * would run off the right edge at laptop widths. A plain link list sits under its trigger.
 */
export function panelPlacement(item: DropdownItem): PanelPlacement {
  switch (item._type) {
    case 'megaMenu':
      return isMegaMenuCentered(item) ? 'centered' : 'trigger'
    case 'flexibleMenu':
      return 'centered'
    default:
      return 'trigger'
  }
}

/** True for the navigation items that open a dropdown. */
export function isDropdownItem(item: NavItem): item is DropdownItem {
  return item._type === 'linkList' || item._type === 'megaMenu' || item._type === 'flexibleMenu'
}

/** The visible label of any navigation item. */
export function navItemLabel(item: NavItem): string {
  switch (item._type) {
    case 'annotationLink':
    case 'navModalButton':
      return item.text ?? ''
    default:
      return item.title ?? ''
  }
}

/**
 * Issue 48: where a visitor without JavaScript goes for a navigation modal button's form: the page
 * that holds the same form (e.g. /demo), as the query resolves it (`formLink`: an internal link to
 * the page that references the form); null when no page holds the form.
 */
export function modalFormLink(item: Extract<NavItem, { _type: 'navModalButton' }>): CmsLink | null {
  const slug = item.formLink?.internalLink
  return slug ? { linkType: 'internal', internalLink: slug } : null
}
