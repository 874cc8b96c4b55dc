// SPEC §2 Mega menu and flexible menu: what a desktop dropdown panel shows, one component per
// navigation kind. Positioning and open state belong to NavDropdown. Group titles name their
// lists (LinkList), so a screen reader announces "Solutions, list, 4 items".
import { FlexibleMenu } from './FlexibleMenu'
import { MegaMenu } from './MegaMenu'
import type { DropdownItem } from './navItems'
import type { PanelImages } from './panelImages'
import * as S from './NavDropdown.styles'

export interface NavPanelProps {
  item: DropdownItem
  /** The panel's images, resolved by the server (panelImages). Default: none. */
  images?: PanelImages
}

/** The contents of a dropdown panel, by navigation kind; a plain link list by default. */
export function NavPanel({ item, images }: NavPanelProps) {
  switch (item._type) {
    case 'megaMenu':
      return <MegaMenu item={item} promotedImage={images?.promoted} />
    case 'flexibleMenu':
      return <FlexibleMenu item={item} icons={images?.icons} />
    default:
      return (
        <S.SimpleBody>
          <S.NavLinks links={item.links} />
        </S.SimpleBody>
      )
  }
}
