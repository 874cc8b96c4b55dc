// The links of a dropdown navigation item, flattened into titled groups for the mobile accordion
// (SPEC §2 Mobile menu). Everything a desktop panel links to is here, so a phone reaches the same
// pages: a mega menu's promoted link and footer links, a flexible menu's sidebar sections. Only
// the mobile menu imports it, so it loads with the menu's code, not with the page.
import type { CmsLink } from '@/lib/links'
import type { NavItem } from '../types'

export interface NavLinkValue extends CmsLink {
  /** A key unique within its group. */
  _key: string
  text?: string | null
}

export interface NavGroup {
  key: string
  title?: string | null
  links: NavLinkValue[]
}

type LinkWithOptionalKey = CmsLink & { _key?: string | null; text?: string | null }

/** Gives links without a key (single link fields) one derived from their place. */
function keyed(links: readonly (LinkWithOptionalKey | null | undefined)[], prefix: string) {
  return links
    .filter((link): link is LinkWithOptionalKey => !!link)
    .map((link, i): NavLinkValue => ({ ...link, _key: link._key || `${prefix}-${i}` }))
}

export function navGroups(item: NavItem): NavGroup[] {
  switch (item._type) {
    case 'linkList':
      return [{ key: item._key, links: keyed(item.links ?? [], item._key) }]
    case 'megaMenu': {
      const groups: NavGroup[] = (item.linkGroups ?? []).map((g) => ({
        key: g._key,
        title: g.title,
        links: keyed(g.links ?? [], g._key),
      }))
      const promoted = item.promotedSection
      if (promoted?.link) {
        groups.push({
          key: `${item._key}-promoted`,
          title: promoted.title,
          links: keyed([promoted.link], `${item._key}-promoted`),
        })
      }
      const footer = item.megaMenuFooterLinks
      const footerLinks = keyed(
        [...(footer?.footerLeftLinks ?? []), footer?.footerRightLink],
        `${item._key}-footer`,
      )
      if (footerLinks.length) groups.push({ key: `${item._key}-footer`, links: footerLinks })
      return groups
    }
    case 'flexibleMenu': {
      const sidebar: NavGroup = {
        key: `${item._key}-sidebar`,
        links: (item.sideBarSections ?? [])
          .filter((s) => s.link)
          .map((s) => ({ ...s.link, _key: s._key, text: s.title || s.link.text })),
      }
      const groups = (item.linkGroups ?? []).flatMap((g): NavGroup[] =>
        g._type === 'linkListWithSubtitle'
          ? (g.list ?? []).map((sub) => ({
              key: sub._key,
              title: sub.subtitle,
              links: keyed(sub.links ?? [], sub._key),
            }))
          : [{ key: g._key, title: g.title, links: keyed(g.links ?? [], g._key) }],
      )
      return sidebar.links.length ? [sidebar, ...groups] : groups
    }
    default:
      return []
  }
}
