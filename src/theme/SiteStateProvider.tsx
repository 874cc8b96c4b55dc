'use client'
// SPEC §3 Site-wide theme state, with its defaults. One small client provider: the header,
// mobile menu and anything else that reacts to scroll or menu state read it from here.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

// Only state that something reads lives here. SPEC §3's header theme is not state: the header
// derives its tone from its resolved theme (`themeTone`, written as data-header-tone), and the
// site-wide colour defaults are the theme contract's (theme.ts), so neither is copied in here.
export interface SiteState {
  isHeaderScrolled: boolean
  isMobileMenuOpen: boolean
}

export interface SiteStateContextValue extends SiteState {
  setHeaderScrolled: (scrolled: boolean) => void
  setMobileMenuOpen: (open: boolean) => void
}

export const siteStateDefaults: SiteState = {
  isHeaderScrolled: false,
  isMobileMenuOpen: false,
}

const noop = () => {}
const SiteStateContext = createContext<SiteStateContextValue>({
  ...siteStateDefaults,
  setHeaderScrolled: noop,
  setMobileMenuOpen: noop,
})

export interface SiteStateProviderProps {
  children: ReactNode
  /** Starting values; anything left out takes the SPEC default. */
  initial?: Partial<SiteState>
}

export function SiteStateProvider({ children, initial }: SiteStateProviderProps) {
  const [isHeaderScrolled, setHeaderScrolled] = useState(
    initial?.isHeaderScrolled ?? siteStateDefaults.isHeaderScrolled,
  )
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(
    initial?.isMobileMenuOpen ?? siteStateDefaults.isMobileMenuOpen,
  )
  const value = useMemo<SiteStateContextValue>(
    () => ({ isHeaderScrolled, isMobileMenuOpen, setHeaderScrolled, setMobileMenuOpen }),
    [isHeaderScrolled, isMobileMenuOpen],
  )
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

export function useSiteState(): SiteStateContextValue {
  return useContext(SiteStateContext)
}
