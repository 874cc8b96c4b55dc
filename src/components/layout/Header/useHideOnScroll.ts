'use client'
// SPEC §4 Header visibility (issue 11, item 8): the header follows the page's scroll
// (headerHiddenAfterScroll) and writes the result to the site state as isHeaderScrolled. It is
// held in view while the mobile menu or a dropdown is open, and focus entering it shows it at once.
import { useEffect, useRef, type RefObject } from 'react'
import { headerHiddenAfterScroll } from './headerScroll'
import { useSiteState } from '@/theme/SiteStateProvider'

export function useHideOnScroll(ref: RefObject<HTMLElement | null>, dropdownOpen: boolean) {
  const { isHeaderScrolled, isMobileMenuOpen, setHeaderScrolled } = useSiteState()
  const heldByMenus = isMobileMenuOpen || dropdownOpen
  const state = useRef({ hidden: isHeaderScrolled, heldByMenus })

  useEffect(() => {
    state.current.hidden = isHeaderScrolled
    state.current.heldByMenus = heldByMenus
    if (heldByMenus && isHeaderScrolled) setHeaderScrolled(false)
  }, [isHeaderScrolled, heldByMenus, setHeaderScrolled])

  useEffect(() => {
    const element = ref.current
    let lastY = window.scrollY
    let frame = 0
    const show = (hidden: boolean) => {
      if (hidden === state.current.hidden) return
      state.current.hidden = hidden
      setHeaderScrolled(hidden)
    }
    const update = () => {
      frame = 0
      const y = window.scrollY
      const focusInside = !!element?.contains(document.activeElement)
      show(
        headerHiddenAfterScroll({
          y,
          lastY,
          hidden: state.current.hidden,
          held: state.current.heldByMenus || focusInside,
        }),
      )
      lastY = y
    }
    // One decision per frame, however many scroll events arrive in it.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    const onFocusIn = () => show(false)
    window.addEventListener('scroll', onScroll, { passive: true })
    element?.addEventListener('focusin', onFocusIn)
    return () => {
      window.removeEventListener('scroll', onScroll)
      element?.removeEventListener('focusin', onFocusIn)
      cancelAnimationFrame(frame)
    }
  }, [ref, setHeaderScrolled])
}
