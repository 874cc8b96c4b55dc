'use client'
// SPEC §2 Header / §4 Desktop dropdowns: one primary-navigation item with a panel, as a controlled
// disclosure (a button with aria-expanded and aria-controls, and the panel it shows). Which panel
// is open is the Header's state; this component reports hover, press, focus leaving, a pointer
// press outside and Escape. Hover and focus come from react-aria (DESIGN §1): touch never "hovers".
import { memo, useCallback, useEffect, useId, useRef, type MouseEvent } from 'react'
import { useFocusWithin, useHover, useInteractOutside } from 'react-aria'
import { editProps } from '@/lib/editAttributes'
import { chevronDownGlyph, SvgIcon } from '../../ui/Icon'
import { NavPanel } from './NavPanel'
import { panelPlacement, type DropdownItem } from './navItems'
import { NoScript } from './noScriptParts'
import type { PanelImages } from './panelImages'
import * as S from '../Header/Header.styles'
import { Card, Panel } from './NavDropdown.styles'

export interface NavDropdownProps {
  item: DropdownItem
  /** The panel's images, resolved by the server (Header.tsx, panelImages). Default: none. */
  images?: PanelImages
  /** Whether this item's panel is the open one. */
  isOpen: boolean
  /** The pointer entered the item (trigger or panel). */
  onHoverStart: (key: string) => void
  /** The pointer left the item. */
  onHoverEnd: (key: string) => void
  /** The trigger was clicked, or pressed with Enter or Space. */
  onPress: (key: string) => void
  /** Close this item's panel (focus left it, a press outside it, Escape, a link was followed). */
  onClose: (key: string) => void
}

/**
 * Memoised (issue 49, INP): the header renders again when the mobile menu opens or closes, and a
 * dropdown whose props are unchanged (its item, images, open state and the header's stable
 * handlers) is not rendered again with its panel: the first menu open's task was the longer by it.
 */
export const NavDropdown = memo(function NavDropdown({
  item,
  images,
  isOpen,
  onHoverStart,
  onHoverEnd,
  onPress,
  onClose,
}: NavDropdownProps) {
  const key = item._key
  const panelId = useId()
  const itemRef = useRef<HTMLLIElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const placement = panelPlacement(item)
  const close = useCallback(() => onClose(key), [onClose, key])

  const { hoverProps } = useHover({
    onHoverStart: () => onHoverStart(key),
    onHoverEnd: () => onHoverEnd(key),
  })
  // Focus moving out of the item (Tab past the last link, a click elsewhere) closes it.
  const { focusWithinProps } = useFocusWithin({ onBlurWithin: close })
  // Touch and pen presses outside do not move focus in every browser (Safari): close on them too.
  useInteractOutside({ ref: itemRef, onInteractOutside: close, isDisabled: !isOpen })

  // Escape closes the open panel from anywhere; focus inside it goes back to the trigger, without
  // scrolling the page (issue 48).
  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const hadFocus = itemRef.current?.contains(document.activeElement)
      close()
      if (hadFocus) triggerRef.current?.focus({ preventScroll: true })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, close])

  // Following a link closes the panel at once, before the next page has rendered.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) close()
  }

  return (
    <S.NavItem
      ref={itemRef}
      data-placement={placement}
      {...editProps(item)}
      // The hover and focus handlers have no name in common (onPointerEnter/Leave, onFocus/Blur):
      // spread as they are, without react-aria's mergeProps, whose id and class merging brought
      // 0.7 KB gzip to every page's first-load JS (issue 49).
      {...hoverProps}
      {...focusWithinProps}
    >
      <S.NavTrigger
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onPress(key)}
      >
        {item.title}
        <SvgIcon glyph={chevronDownGlyph} />
      </S.NavTrigger>
      {/* Without JavaScript a native disclosure takes the button's place (issue 48). */}
      <noscript>
        {NoScript && <NoScript.DropdownToggle label={item.title ?? ''} panelId={panelId} />}
      </noscript>
      <Panel id={panelId} hidden={!isOpen} data-placement={placement} onClick={closeOnLink}>
        <Card>
          <NavPanel item={item} images={images} />
        </Card>
      </Panel>
    </S.NavItem>
  )
})
