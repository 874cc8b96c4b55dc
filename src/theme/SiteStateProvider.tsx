'use client'
// SPEC §3 Site-wide theme state, with its defaults. One small client provider: the header,
// mobile menu and anything else that reacts to scroll or menu state read it from here.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import { defaultHeaderTone, siteThemeColors, type ThemeTone } from './tokens'

export interface SiteState {
  isHeaderScrolled: boolean
  isMobileMenuOpen: boolean
  headerTheme: ThemeTone
  siteBackground: string
  siteAccentBackground: string
  siteTextColor: string
  siteAccentColor: string
  siteForegroundSecondaryColor: string
}

export interface SiteStateContextValue extends SiteState {
  setHeaderScrolled: (scrolled: boolean) => void
  setMobileMenuOpen: (open: boolean) => void
  setHeaderTheme: (tone: ThemeTone) => void
}

export const siteStateDefaults: SiteState = {
  isHeaderScrolled: false,
  isMobileMenuOpen: false,
  headerTheme: defaultHeaderTone,
  siteBackground: siteThemeColors.backgroundColor,
  siteAccentBackground: siteThemeColors.accentBackgroundColor,
  siteTextColor: siteThemeColors.textColor,
  siteAccentColor: siteThemeColors.colorAccent,
  siteForegroundSecondaryColor: siteThemeColors.foregroundSecondaryColor,
}

const noop = () => {}
const SiteStateContext = createContext<SiteStateContextValue>({
  ...siteStateDefaults,
  setHeaderScrolled: noop,
  setMobileMenuOpen: noop,
  setHeaderTheme: noop,
})

export interface SiteStateProviderProps {
  children: ReactNode
  /** Starting values; anything left out takes the SPEC default. */
  initial?: Partial<SiteState>
}

export function SiteStateProvider({ children, initial }: SiteStateProviderProps) {
  const [isHeaderScrolled, setHeaderScrolled] = useState(initial?.isHeaderScrolled ?? false)
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(initial?.isMobileMenuOpen ?? false)
  const [headerTheme, setHeaderTheme] = useState<ThemeTone>(
    initial?.headerTheme ?? defaultHeaderTone,
  )
  const value = useMemo<SiteStateContextValue>(
    () => ({
      ...siteStateDefaults,
      ...initial,
      isHeaderScrolled,
      isMobileMenuOpen,
      headerTheme,
      setHeaderScrolled,
      setMobileMenuOpen,
      setHeaderTheme,
    }),
    [initial, isHeaderScrolled, isMobileMenuOpen, headerTheme],
  )
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

export function useSiteState(): SiteStateContextValue {
  return useContext(SiteStateContext)
}
