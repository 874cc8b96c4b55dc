// SPEC §2 Header, §4 Desktop dropdowns and Mobile menu. The promo bar's rich text renders here, on
// the server, so no Portable Text code reaches the browser (issue 10); everything interactive is
// HeaderBar, a client component.
import type { PromoData } from '../types'
import { PromoBar } from '../PromoBar'
import { HeaderBar, type HeaderBarProps } from './HeaderBar'
import { withShortKeys } from './shortKeys'

export interface HeaderProps extends Omit<HeaderBarProps, 'promoBar'> {
  promo?: PromoData | null
}

export function Header({ promo, header, ...props }: HeaderProps) {
  return (
    <HeaderBar {...props} header={withShortKeys(header)} promoBar={<PromoBar promo={promo} />} />
  )
}
