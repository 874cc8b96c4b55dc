'use client'
// SPEC §2 Mobile menu / §4 Mobile menu and Mobile accordion sections. A full-screen Radix dialog
// (DESIGN §1: focus containment, Escape, scroll lock and focus return come from the library) in
// the header theme. Its open state is the site state's isMobileMenuOpen; the Header closes it on
// resize and route change, and any link followed inside it closes it here. Its code loads when a
// visitor shows intent to open it: the burger button is MobileMenuButton (Header/).
import * as Accordion from '@radix-ui/react-accordion'
import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type MouseEvent, type RefObject } from 'react'
import { CmsLink } from '../../ui/CmsLink'
import { CmsLinkButton } from '../../ui/CmsLinkButton'
import { keepFocusInView } from '../../ui/Modal/keepFocusInView'
import { chevronDownGlyph, closeGlyph, SvgIcon } from '../../ui/Icon'
import { ThemeScope } from '../../ui/ThemeScope'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { useSiteState } from '@/theme/SiteStateProvider'
import type { CmsTheme } from '@/theme/tokens'
import type { HeaderData, NavItem } from '../types'
import { AuthButtons } from '../Header/AuthButtons'
import { LogoMark } from '../Header/LogoMark'
import { navGroups } from '../nav/navGroups'
import { isDropdownItem, navItemLabel, type DropdownItem } from '../nav/navItems'
import { NavModalButton } from '../nav/NavModalButton'
import * as S from './MobileMenu.styles'

export interface MobileMenuProps {
  header: HeaderData
  /** The header theme; the sheet uses it, missing colours from the site defaults. */
  theme?: CmsTheme
  productName: string
  loginHref: string
  signupHref: string
  /** The burger button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>
}

function Section({ item }: { item: DropdownItem }) {
  return (
    <Accordion.Item value={item._key} asChild>
      <S.Row>
        <Accordion.Header asChild>
          <S.SectionHeading>
            <Accordion.Trigger asChild>
              <S.SectionTrigger>
                {navItemLabel(item)}
                <SvgIcon glyph={chevronDownGlyph} />
              </S.SectionTrigger>
            </Accordion.Trigger>
          </S.SectionHeading>
        </Accordion.Header>
        <Accordion.Content asChild>
          <S.SectionContent>
            <S.Groups>
              {navGroups(item).map((group) => (
                <div key={group.key}>
                  <S.GroupLinks links={group.links} title={group.title} titleAs={S.GroupTitle} />
                </div>
              ))}
            </S.Groups>
          </S.SectionContent>
        </Accordion.Content>
      </S.Row>
    </Accordion.Item>
  )
}

function MenuItem({ item }: { item: NavItem }) {
  if (isDropdownItem(item)) return <Section item={item} />
  if (item._type === 'annotationLink') {
    return (
      <S.Row>
        <S.RowLink as={CmsLink} value={item}>
          {navItemLabel(item)}
        </S.RowLink>
      </S.Row>
    )
  }
  return (
    <S.Row>
      <NavModalButton item={item} opener={S.RowButton} prefetchWhenIdle />
    </S.Row>
  )
}

export function MobileMenu({
  header,
  theme,
  productName,
  loginHref,
  signupHref,
  returnFocusTo,
}: MobileMenuProps) {
  const { isMobileMenuOpen, setMobileMenuOpen } = useSiteState()
  const content = useRef<HTMLDivElement>(null)

  // SPEC §2: clicking a link closes the menu. Only links in the sheet itself: a form modal opened
  // from the menu is a React child of it but lives in its own portal.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element
    if (event.currentTarget.contains(target) && target.closest('a[href]')) setMobileMenuOpen(false)
  }

  return (
    <Dialog.Root open={isMobileMenuOpen} onOpenChange={setMobileMenuOpen}>
      <Dialog.Portal>
        <ThemeScope theme={theme} style={{ background: 'none' }}>
          <Dialog.Overlay asChild>
            <S.Sheet>
              <Dialog.Content
                asChild
                aria-describedby={undefined}
                aria-modal="true"
                ref={content}
                onClick={closeOnLink}
                onFocus={keepFocusInView}
                // Back to the burger without scrolling the page (issue 48).
                // An Escape meant for a dialog opened from the menu (the form modal, before its
                // own layer is registered) is that dialog's: the menu stays open beneath it.
                onEscapeKeyDown={(event) => {
                  if (!(event.target instanceof Element)) return
                  const dialog = event.target.closest('[role="dialog"]')
                  if (dialog && dialog !== content.current) event.preventDefault()
                }}
                onCloseAutoFocus={(event) => {
                  event.preventDefault()
                  returnFocusTo.current?.focus({ preventScroll: true })
                }}
              >
                <S.SheetContent>
                  <S.SheetTop>
                    <Dialog.Title asChild>
                      <S.SheetTitle>
                        <LogoMark />
                        <span aria-hidden="true">{productName}</span>
                        <VisuallyHidden>{`${productName} menu`}</VisuallyHidden>
                      </S.SheetTitle>
                    </Dialog.Title>
                    <Dialog.Close asChild>
                      <S.CloseButton type="button" aria-label="Close menu">
                        <SvgIcon glyph={closeGlyph} />
                      </S.CloseButton>
                    </Dialog.Close>
                  </S.SheetTop>
                  <S.Nav aria-label="Mobile">
                    <Accordion.Root type="multiple">
                      {(header.primaryNavigation ?? []).map((item) => (
                        <MenuItem key={item._key} item={item} />
                      ))}
                    </Accordion.Root>
                  </S.Nav>
                  <S.Ctas>
                    {(header.secondaryNavigation ?? []).map((button) => (
                      <CmsLinkButton key={button._key} value={button} />
                    ))}
                    <AuthButtons
                      loginHref={loginHref}
                      signupHref={signupHref}
                      signupLabel="Start building"
                    />
                  </S.Ctas>
                </S.SheetContent>
              </Dialog.Content>
            </S.Sheet>
          </Dialog.Overlay>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
