// The link groups of a dropdown navigation item, flattened for lists (desktop panels and the
// mobile accordion both render these).
import type { CmsLink } from '@/lib/links'
import type { NavItem } from '../types'

export interface NavLinkValue extends CmsLink {
  _key?: string
  text?: string | null
}

export interface NavGroup {
  key: string
  title?: string | null
  links: NavLinkValue[]
}

export function navGroups(item: NavItem): NavGroup[] {
  switch (item._type) {
    case 'linkList':
      return [{ key: item._key, links: item.links ?? [] }]
    case 'megaMenu':
      return (item.linkGroups ?? []).map((g) => ({
        key: g._key,
        title: g.title,
        links: g.links ?? [],
      }))
    case 'flexibleMenu': {
      const sidebar: NavGroup = {
        key: `${item._key}-sidebar`,
        links: (item.sideBarSections ?? [])
          .filter((s) => s.link)
          .map((s) => ({ ...s.link!, _key: s._key, text: s.title ?? s.link!.text })),
      }
      const groups = (item.linkGroups ?? []).flatMap((g): NavGroup[] =>
        g._type === 'linkListWithSubtitle'
          ? (g.list ?? []).map((sub) => ({
              key: sub._key,
              title: sub.subtitle,
              links: sub.links ?? [],
            }))
          : [{ key: g._key, title: g.title, links: ('links' in g ? g.links : null) ?? [] }],
      )
      return sidebar.links.length ? [sidebar, ...groups] : groups
    }
    default:
      return []
  }
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
