import { describe, expect, it } from 'vitest'
import { header } from '../../../../stories/fixtures'
import {
  hasPromotedSection,
  isDropdownItem,
  isMegaMenuCentered,
  modalFormLink,
  navItemLabel,
  panelPlacement,
  type DropdownItem,
  type MegaMenuItem,
} from './navItems'

type Group = MegaMenuItem['linkGroups'][number]
type Promoted = NonNullable<MegaMenuItem['promotedSection']>

const groups = (n: number): Group[] =>
  Array.from({ length: n }, (_, i) => ({ _key: `g${i}`, title: `Group ${i}`, links: [] }))

const promoted: Promoted = { title: 'Playbook', description: null, image: null, link: null }
const emptyPromoted: Promoted = { title: null, description: null, image: null, link: null }

function megaMenu(linkGroups: number, promotedSection: Promoted | null = null): MegaMenuItem {
  return {
    _key: 'm',
    _type: 'megaMenu',
    title: 'Solutions',
    linkGroups: groups(linkGroups),
    promotedSection,
    megaMenuFooterLinks: null,
  }
}

describe('isMegaMenuCentered (SPEC §9 Mega menu centring)', () => {
  it.each([
    [0, null, false],
    [1, null, false],
    [2, null, false],
    [3, null, true],
    [5, null, true],
    [1, promoted, false],
    [2, promoted, true],
    [3, promoted, true],
    [2, emptyPromoted, false],
  ] as const)('%i link groups, promoted section %o: centred = %s', (n, section, expected) => {
    expect(isMegaMenuCentered(megaMenu(n, section))).toBe(expected)
  })

  it('treats missing link groups as none', () => {
    expect(isMegaMenuCentered({ linkGroups: null as never, promotedSection: promoted })).toBe(false)
  })
})

describe('hasPromotedSection', () => {
  it('needs at least one filled-in part', () => {
    expect(hasPromotedSection(null)).toBe(false)
    expect(hasPromotedSection(emptyPromoted)).toBe(false)
    expect(hasPromotedSection({ ...emptyPromoted, description: 'Read it' })).toBe(true)
  })
})

describe('panelPlacement', () => {
  it('puts a plain link list under its trigger', () => {
    const item: DropdownItem = { _key: 'l', _type: 'linkList', title: 'Product', links: [] }
    expect(panelPlacement(item)).toBe('trigger')
  })

  it('follows the centring rule for mega menus', () => {
    expect(panelPlacement(megaMenu(3))).toBe('centered')
    expect(panelPlacement(megaMenu(2))).toBe('trigger')
  })

  it('centres the (always wide) flexible menu', () => {
    const item: DropdownItem = {
      _key: 'f',
      _type: 'flexibleMenu',
      title: 'Resources',
      sideBarSections: null,
      linkGroups: null,
    }
    expect(panelPlacement(item)).toBe('centered')
  })
})

describe('navigation items (SPEC §2 Header)', () => {
  const items = header.primaryNavigation ?? []

  it('opens a dropdown for link lists, mega menus and flexible menus only', () => {
    expect(items.filter(isDropdownItem).map((item) => item._type)).toEqual([
      'linkList',
      'megaMenu',
      'flexibleMenu',
    ])
  })

  it('labels dropdowns by their title, links and modal buttons by their text', () => {
    expect(items.map(navItemLabel)).toEqual([
      'Product',
      'Solutions',
      'Resources',
      'Pricing',
      'Book a demo',
    ])
  })
})

describe('modalFormLink (issue 48: "Book a demo" without JavaScript)', () => {
  const button = (header.primaryNavigation ?? []).find((item) => item._type === 'navModalButton')!
  // As the query projects it: an internal link to the page that references the same form.
  const withPage = (internalLink: string | null) => ({
    ...button,
    formLink: { linkType: 'internal' as const, internalLink },
  })

  it('links to the page that holds the form', () => {
    const item = withPage('demo')
    expect(modalFormLink(item)).toEqual({ linkType: 'internal', internalLink: 'demo' })
  })

  it('is null when no page holds the form', () => {
    const none = withPage(null)
    expect(modalFormLink(none)).toBeNull()
    const empty = withPage('')
    expect(modalFormLink(empty)).toBeNull()
  })
})
