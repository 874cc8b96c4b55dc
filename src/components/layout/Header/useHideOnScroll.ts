'use client'
// SPEC §4 Header visibility (issue 11, item 8): the header follows the page's scroll
// (headerHiddenAfterScroll) and writes the result to the site state as isHeaderScrolled. It is
// held in view while the mobile menu or a dropdown is open, and keyboard focus entering it shows it
// at once. A pointer pressed on it holds its slide until the release.
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
    if (!element) return
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
      const focusInside = element.contains(document.activeElement)
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
    // A press on the header holds its slide where it is until the release. A link that slid on
    // from under a pointer held down lost its click: the release landed beside it, and the click
    // went to the header (a press lasts about 100 ms, the slide 200 ms; the analytics suite met it
    // on a busy machine, issue 48 item 6). The press's focus does not show a header sliding away
    // either: that would start a slide the press does not hold. The main button only: the menu of
    // a right-click can keep its release from the page; leaving the window releases too.
    let heldSlide: Animation[] | null = null
    const holdSlide = (event: PointerEvent) => {
      if (event.button) return
      const running = element.getAnimations().filter((slide) => slide.playState === 'running')
      for (const slide of running) slide.pause()
      heldSlide = running.length ? running : null
    }
    // Only a slide still paused: one the style replaced meanwhile must not be replayed.
    const releaseSlide = () => {
      for (const slide of heldSlide ?? []) if (slide.playState === 'paused') slide.play()
      heldSlide = null
    }
    const onFocusIn = () => {
      if (!heldSlide) show(false)
    }
    const listening = new AbortController()
    const { signal } = listening
    window.addEventListener('scroll', onScroll, { passive: true, signal })
    element.addEventListener('focusin', onFocusIn, { signal })
    element.addEventListener('pointerdown', holdSlide, { signal })
    window.addEventListener('pointerup', releaseSlide, { signal })
    window.addEventListener('pointercancel', releaseSlide, { signal })
    window.addEventListener('blur', releaseSlide, { signal })
    return () => {
      listening.abort()
      cancelAnimationFrame(frame)
      releaseSlide()
    }
  }, [ref, setHeaderScrolled])
}
