'use client'
// SPEC §2 Header (foundation version): logo, primary navigation from the CMS, the Agent link,
// secondary navigation, Log in and Sign up, and a burger menu on small screens. Dropdowns here
// are native disclosure widgets; hover menus, tracking and hide-on-scroll come with the header issue.
import NextLink from 'next/link'
import { useEffect, useId } from 'react'
import { Button } from '../../ui/Button'
import { CmsLink } from '../../ui/CmsLink'
import { CmsLinkButton } from '../../ui/CmsLinkButton'
import { ThemeScope } from '../../ui/ThemeScope'
import { Modal } from '../../ui/Modal'
import { CmsForm } from '../../forms/CmsForm'
import { useSiteState } from '@/theme/SiteStateProvider'
import { themeTone } from '@/theme/resolvers'
import type { CmsTheme } from '@/theme/tokens'
import type { HeaderData, NavItem, PromoData } from '../types'
import { PromoBar } from '../PromoBar'
import { navGroups, navItemLabel } from './navGroups'
import * as S from './Header.styles'

export interface HeaderProps {
  header: HeaderData
  promo?: PromoData | null
  /** The resolved header theme (SPEC §3 Theme selection); missing colours use the site defaults. */
  theme?: CmsTheme
  /** Product name for the logo's accessible label. */
  productName: string
  loginHref: string
  signupHref: string
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  )
}

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
      <path
        d="M10 22V10h12M10 16h8"
        stroke="#0b1419"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}

function DesktopItem({ item }: { item: NavItem }) {
  const label = navItemLabel(item)
  if (item._type === 'annotationLink') {
    return (
      <S.NavLink as={CmsLink} value={item}>
        {label}
      </S.NavLink>
    )
  }
  if (item._type === 'navModalButton') {
    return (
      <Modal label={label} trigger={<S.NavButton type="button">{label}</S.NavButton>}>
        {item.modalContent?._type === 'formDocument' ? <CmsForm form={item.modalContent} /> : null}
      </Modal>
    )
  }
  return (
    <details name="primary-navigation">
      <S.NavTrigger>
        {label}
        <Chevron />
      </S.NavTrigger>
      <S.Panel>
        <S.PanelGrid>
          {navGroups(item).map((group) => (
            <div key={group.key}>
              {group.title && <S.GroupTitle>{group.title}</S.GroupTitle>}
              <S.LinkColumn>
                {group.links.map((link) => (
                  <li key={link._key}>
                    <CmsLink value={link}>{link.text}</CmsLink>
                  </li>
                ))}
              </S.LinkColumn>
            </div>
          ))}
        </S.PanelGrid>
      </S.Panel>
    </details>
  )
}

export function Header({ header, promo, theme, productName, loginHref, signupHref }: HeaderProps) {
  const { isMobileMenuOpen, setMobileMenuOpen, setHeaderTheme } = useSiteState()
  const menuId = useId()

  useEffect(() => {
    setHeaderTheme(themeTone(theme))
  }, [theme, setHeaderTheme])

  // SPEC §2 Mobile menu: any window resize closes it.
  useEffect(() => {
    const close = () => setMobileMenuOpen(false)
    window.addEventListener('resize', close)
    return () => window.removeEventListener('resize', close)
  }, [setMobileMenuOpen])

  const items = header.primaryNavigation ?? []
  const agent = header.agent3Link
  return (
    <ThemeScope as={S.Root} theme={theme} data-header-tone={themeTone(theme)}>
      <PromoBar promo={promo} />
      <S.Bar>
        <S.LogoLink as={NextLink} href="/" aria-label={`Go to ${productName} Homepage`}>
          <LogoMark />
          <span aria-hidden="true">{productName}</span>
        </S.LogoLink>
        <S.DesktopNav aria-label="Main">
          <ul>
            {items.map((item) => (
              <li key={item._key}>
                <DesktopItem item={item} />
              </li>
            ))}
          </ul>
        </S.DesktopNav>
        <S.Actions>
          {agent && (
            <S.AgentLink as={CmsLink} value={agent}>
              <LogoMark size={18} />
              {agent.text || 'Agent'}
            </S.AgentLink>
          )}
          <S.DesktopOnly>
            {(header.secondaryNavigation ?? []).map((button) => (
              <CmsLinkButton key={button._key} value={button} size="small" />
            ))}
            <Button href={loginHref} variant="secondary" size="small">
              Log in
            </Button>
            <Button href={signupHref} variant="primary" size="small">
              Sign up
            </Button>
          </S.DesktopOnly>
          <S.Burger
            type="button"
            aria-expanded={isMobileMenuOpen}
            aria-controls={menuId}
            aria-label={isMobileMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileMenuOpen(!isMobileMenuOpen)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              {isMobileMenuOpen ? (
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
              ) : (
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
          </S.Burger>
        </S.Actions>
      </S.Bar>
      {isMobileMenuOpen && (
        <S.MobilePanel id={menuId}>
          <nav aria-label="Mobile">
            {items.map((item) =>
              item._type === 'annotationLink' ? (
                <p key={item._key}>
                  <CmsLink value={item} onClick={() => setMobileMenuOpen(false)}>
                    {navItemLabel(item)}
                  </CmsLink>
                </p>
              ) : item._type === 'navModalButton' ? null : (
                <details key={item._key}>
                  <summary>
                    {navItemLabel(item)} <Chevron />
                  </summary>
                  {navGroups(item).map((group) => (
                    <div key={group.key}>
                      {group.title && <S.GroupTitle>{group.title}</S.GroupTitle>}
                      <S.LinkColumn style={{ paddingBottom: 16 }}>
                        {group.links.map((link) => (
                          <li key={link._key}>
                            <CmsLink value={link} onClick={() => setMobileMenuOpen(false)}>
                              {link.text}
                            </CmsLink>
                          </li>
                        ))}
                      </S.LinkColumn>
                    </div>
                  ))}
                </details>
              ),
            )}
          </nav>
          <S.MobileCtas>
            {(header.secondaryNavigation ?? []).map((button) => (
              <CmsLinkButton key={button._key} value={button} />
            ))}
            <Button href={loginHref} variant="secondary">
              Log in
            </Button>
            <Button href={signupHref} variant="primary">
              Start building
            </Button>
          </S.MobileCtas>
        </S.MobilePanel>
      )}
    </ThemeScope>
  )
}
