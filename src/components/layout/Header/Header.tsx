// SPEC §2 Header, §4 Desktop dropdowns and Mobile menu. The promo bar's rich text renders here, on
// the server, so no Portable Text code reaches the browser (issue 10), and the dropdown panels'
// images are resolved here, so no image URL code does (issue 37); everything interactive is
// HeaderBar, a client component.
import type { PromoData } from '../types'
import { isDropdownItem } from '../nav/navItems'
import { panelImages, withoutPanelImages, type PanelImages } from '../nav/panelImages'
import { PromoBar } from '../PromoBar'
import { HeaderBar, type HeaderBarProps } from './HeaderBar'
import { withShortKeys } from './shortKeys'

export interface HeaderProps extends Omit<HeaderBarProps, 'promoBar' | 'panelImages'> {
  promo?: PromoData | null
}

export function Header({ promo, header, ...props }: HeaderProps) {
  const short = withShortKeys(header)
  const images: Record<string, PanelImages> = {}
  const items = (short.primaryNavigation ?? []).map((item) => {
    if (!isDropdownItem(item)) return item
    images[item._key] = panelImages(item)
    return withoutPanelImages(item)
  })
  // The images go first in the payload, nearer the header's HTML, where gzip finds the promoted
  // image's placeholder again.
  return (
    <HeaderBar
      {...props}
      panelImages={images}
      header={{ ...short, primaryNavigation: items }}
      promoBar={<PromoBar promo={promo} />}
    />
  )
}
