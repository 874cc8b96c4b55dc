'use client'
// SPEC §2: a click on an entry of the table of contents (TableOfContents.tsx) scrolls smoothly
// over 500 ms to the element of that block's key, stopping 100 px above it, or further when the
// sticky header is taller (WCAG 2.4.11). Focus moves to the heading (WCAG 2.4.3), so the next Tab
// goes on from there instead of jumping back to the contents. Without JavaScript the link still
// goes to the heading's anchor.
import type { MouseEvent, ReactNode } from 'react'

export interface TocHeading {
  key: string
  text: string
  slug: string
}

const TOC_SCROLL_DURATION_MS = 500
const TOC_SCROLL_OFFSET_PX = -100

/** Scrolls the window so `target` sits `offset` px below the top, easing over `duration` ms. */
export function smoothScrollTo(
  target: Element,
  duration = TOC_SCROLL_DURATION_MS,
  offset = TOC_SCROLL_OFFSET_PX,
) {
  const start = window.scrollY
  const end = target.getBoundingClientRect().top + window.scrollY + offset
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  if (reduce || duration <= 0) {
    window.scrollTo(0, end)
    return
  }
  const t0 = performance.now()
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration)
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2
    window.scrollTo(0, start + (end - start) * eased)
    if (p < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/**
 * The scroll offset that keeps a target clear of the sticky header: SPEC's -100 px, or the page's
 * scroll padding (the header's measured height plus a margin) when that is larger.
 */
export function tocScrollOffset(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
  return Math.min(TOC_SCROLL_OFFSET_PX, Number.isFinite(padding) ? -padding : TOC_SCROLL_OFFSET_PX)
}

/** Moves focus to an in-page target without a second jump: headings get tabindex="-1" for it. */
export function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

export interface TocLinkProps {
  heading: TocHeading
  children: ReactNode
}

export function TocLink({ heading, children }: TocLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.querySelector<HTMLElement>(
      `[data-block-key="${CSS.escape(heading.key)}"]`,
    )
    if (!target) return
    event.preventDefault()
    smoothScrollTo(target, TOC_SCROLL_DURATION_MS, tocScrollOffset())
    history.replaceState(null, '', `#${heading.slug}`)
    focusTarget(target)
  }
  return (
    <a href={`#${heading.slug}`} onClick={onClick}>
      {children}
    </a>
  )
}
