'use client'
// The interactive part of the Header (Header.tsx): logo, primary navigation from the CMS (as
// controlled dropdowns on desktop, a full-screen menu on small screens), the Agent link, secondary
// navigation, Log in and Sign up. Tracking and hide-on-scroll come with the header issue.
import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { CmsLink } from '../../ui/CmsLink'
import { CmsLinkButton } from '../../ui/CmsLinkButton'
import { menuGlyph, SvgIcon } from '../../ui/Icon'
import { ThemeScope } from '../../ui/ThemeScope'
import { useHeaderTracking } from '@/analytics/useHeaderTracking'
import { editProps } from '@/lib/editAttributes'
import { useSiteState } from '@/theme/SiteStateProvider'
import { themeTone } from '@/theme/resolvers'
import type { CmsTheme } from '@/theme/tokens'
import type { HeaderData, NavItem } from '../types'
import { isDropdownItem, navItemLabel } from '../nav/navItems'
import { NavDropdown } from '../nav/NavDropdown'
import { NoScript } from '../nav/noScriptParts'
import type { PanelImages } from '../nav/panelImages'
import { NavModalButton } from '../nav/NavModalButton'
import { AuthButtons } from './AuthButtons'
import { LogoMark } from './LogoMark'
import { MobileMenuButton } from './MobileMenuButton'
import { useHeaderOffset } from './useHeaderOffset'
import { useHideOnScroll } from './useHideOnScroll'
import * as S from './Header.styles'

export interface HeaderBarProps {
  header: HeaderData
  /** The promo bar above the bar, rendered by the server (Header.tsx). */
  promoBar?: ReactNode
  /**
   * The dropdown panels' images by item `_key`, resolved by the server (Header.tsx), so no image
   * URL code reaches the browser. Default: none.
   */
  panelImages?: Readonly<Record<string, PanelImages>>
  /** The resolved header theme (SPEC §3 Theme selection); missing colours use the site defaults. */
  theme?: CmsTheme
  /** Product name for the logo's accessible label. */
  productName: string
  loginHref: string
  signupHref: string
}

/** How long the pointer may be outside an open dropdown before it closes (a diagonal move to a
 * wide panel briefly leaves the item). */
const HOVER_CLOSE_DELAY_MS = 120

interface OpenDropdown {
  key: string
  /** Opened by the pointer resting on it, or pinned by a click / Enter / Space. */
  by: 'hover' | 'press'
}

/**
 * SPEC §4 Desktop dropdowns: none open, or exactly one. Hover opens; a press opens, or closes a
 * panel the user pressed open (a press on a panel that hover just opened keeps it open, so a
 * mouse click never closes what the user is about to use).
 */
function useDropdowns() {
  const [open, setOpen] = useState<OpenDropdown | null>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancelLeave = () => clearTimeout(leaveTimer.current)

  useEffect(() => cancelLeave, [])

  const onHoverStart = useCallback((key: string) => {
    cancelLeave()
    setOpen((current) => (current?.key === key ? current : { key, by: 'hover' }))
  }, [])
  const onHoverEnd = useCallback((key: string) => {
    cancelLeave()
    leaveTimer.current = setTimeout(
      () => setOpen((current) => (current?.key === key ? null : current)),
      HOVER_CLOSE_DELAY_MS,
    )
  }, [])
  const onPress = useCallback((key: string) => {
    cancelLeave()
    setOpen((current) =>
      current?.key === key && current.by === 'press' ? null : { key, by: 'press' },
    )
  }, [])
  const onClose = useCallback((key: string) => {
    cancelLeave()
    setOpen((current) => (current?.key === key ? null : current))
  }, [])
  const closeAll = useCallback(() => {
    cancelLeave()
    setOpen(null)
  }, [])

  return { openKey: open?.key ?? null, onHoverStart, onHoverEnd, onPress, onClose, closeAll }
}

function DesktopItem({
  item,
}: {
  item: Exclude<NavItem, { _type: 'linkList' | 'megaMenu' | 'flexibleMenu' }>
}) {
  if (item._type === 'annotationLink') {
    return (
      <S.NavLink as={CmsLink} value={item}>
        {navItemLabel(item)}
      </S.NavLink>
    )
  }
  return (
    <>
      <NavModalButton item={item} opener={S.NavButton} />
      {/* Without JavaScript: a link to the form's own page (issue 48, NoScriptNav.tsx). */}
      <noscript>{NoScript && <NoScript.FormLink item={item} />}</noscript>
    </>
  )
}

export function HeaderBar({
  header,
  promoBar,
  panelImages,
  theme,
  productName,
  loginHref,
  signupHref,
}: HeaderBarProps) {
  const { isHeaderScrolled, isMobileMenuOpen, setMobileMenuOpen } = useSiteState()
  const { openKey, closeAll, ...dropdownHandlers } = useDropdowns()
  const pathname = usePathname()
  const rootRef = useRef<HTMLElement>(null)
  useHeaderOffset(rootRef)
  useHideOnScroll(rootRef, openKey !== null)
  const trackHeader = useHeaderTracking()

  // SPEC §4 Mobile menu: a window resize closes it, whichever side changed (a height-only
  // change too, issue 33). One exception keeps a form from being thrown away: while a dialog
  // opened from the menu is open over it (the "Book a demo" form), a resize does not count. On a
  // phone that is when the on-screen keyboard comes and goes (focus in a field, then on the
  // submit button or the dialog itself when the visitor taps outside the field) and when the
  // phone is turned; closing the menu would unmount the dialog with what was typed. As in the
  // WAI-ARIA modal dialog pattern, the top dialog stays until the visitor dismisses it; back in
  // the menu, the next resize closes it. The menu and the modal are the site's only dialogs and
  // the menu is modal, so a second dialog while the menu is open is one opened from it.
  useEffect(() => {
    const close = () => {
      if (document.querySelectorAll('[role="dialog"]').length > 1) return
      setMobileMenuOpen(false)
    }
    window.addEventListener('resize', close)
    return () => window.removeEventListener('resize', close)
  }, [setMobileMenuOpen])

  // A new route closes the menu and any dropdown (client navigation keeps this component mounted).
  const lastPathname = useRef(pathname)
  useEffect(() => {
    if (lastPathname.current === pathname) return
    lastPathname.current = pathname
    setMobileMenuOpen(false)
    closeAll()
  }, [pathname, setMobileMenuOpen, closeAll])

  const items = header.primaryNavigation ?? []
  const agent = header.agent3Link
  return (
    <ThemeScope
      as={S.Root}
      ref={rootRef}
      theme={theme}
      data-header-tone={themeTone(theme)}
      data-hidden={isHeaderScrolled ? '' : undefined}
    >
      {promoBar}
      <S.Bar>
        <S.LogoLink as={NextLink} href="/" aria-label={`Go to ${productName} Homepage`}>
          <LogoMark />
          <span aria-hidden="true">{productName}</span>
        </S.LogoLink>
        <S.DesktopNav aria-label="Main">
          <ul>
            {items.map((item) =>
              isDropdownItem(item) ? (
                <NavDropdown
                  key={item._key}
                  item={item}
                  images={panelImages?.[item._key]}
                  isOpen={openKey === item._key}
                  {...dropdownHandlers}
                />
              ) : (
                <S.NavItem key={item._key} {...editProps(item)}>
                  <DesktopItem item={item} />
                </S.NavItem>
              ),
            )}
          </ul>
        </S.DesktopNav>
        <S.Actions>
          {agent && (
            <S.AgentLink as={CmsLink} value={agent} onClick={trackHeader('Clicked Agent3')}>
              <LogoMark size={18} />
              {agent.text || 'Agent'}
            </S.AgentLink>
          )}
          <S.DesktopOnly>
            {(header.secondaryNavigation ?? []).map((button) => (
              <CmsLinkButton key={button._key} value={button} size="small" />
            ))}
            <AuthButtons
              loginHref={loginHref}
              signupHref={signupHref}
              signupLabel="Sign up"
              size="small"
            />
          </S.DesktopOnly>
          <MobileMenuButton
            isOpen={isMobileMenuOpen}
            onOpen={() => startTransition(() => setMobileMenuOpen(true))}
            opener={S.Burger}
            icon={<SvgIcon glyph={menuGlyph} />}
            header={header}
            theme={theme}
            productName={productName}
            loginHref={loginHref}
            signupHref={signupHref}
          />
        </S.Actions>
      </S.Bar>
    </ThemeScope>
  )
}
