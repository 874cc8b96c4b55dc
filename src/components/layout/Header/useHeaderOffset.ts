'use client'
// WCAG 2.4.11 (focus not obscured): the page's scroll padding is the sticky header's real height,
// which changes with the promo bar's wrapping, zoom and the viewport. The header measures itself
// and writes the height on <html> as the theme's layout.headerOffset variable.
import { useEffect, type RefObject } from 'react'
import { theme } from '@/theme/theme'

export function useHeaderOffset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const name = theme.vars.layout.headerOffset
    const update = () =>
      root.style.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(name)
    }
  }, [ref])
}
