'use client'
// What a desktop dropdown's panel shows (SPEC §2, §4): its card and the panel of its navigation
// kind. In the server's HTML from the start; in the browser its code (the panels and their styles)
// comes on idle or on a visitor's first intent (DeferredDropdownContent, issue 49).
import { NavPanel } from './NavPanel'
import type { DropdownItem } from './navItems'
import type { PanelImages } from './panelImages'
import { Card } from './NavDropdown.styles'

export interface DropdownContentProps {
  item: DropdownItem
  /** The panel's images, resolved by the server (Header.tsx, panelImages). Default: none. */
  images?: PanelImages
}

export function DropdownContent({ item, images }: DropdownContentProps) {
  return (
    <Card>
      <NavPanel item={item} images={images} />
    </Card>
  )
}
