'use client'
// Issue 49: the desktop dropdowns' contents (their cards, mega and flexible menus and their styles)
// leave every page's first-load JavaScript. The server renders them into the page's HTML as
// before (a visitor without JavaScript opens them too, issue 48). In the browser their code is
// fetched once the page is idle after its load event, where the desktop navigation is shown, or on
// the first intent to open a dropdown (a pointer over an item, a press, focus in it:
// loadDropdownContent), and until React renders them it keeps the server's HTML of each content as
// it is, inside a wrapper whose inner HTML is React's to leave alone (dangerouslySetInnerHTML: React
// neither hydrates nor removes what it holds). That HTML works as it is: the panel around it opens
// and closes (NavDropdown), its links are links, and a click, focus or key in it reaches the
// panel's and the item's handlers. Once the code is there React renders each content in its place,
// the same HTML, while its panel is closed and holds no focus, so nothing a visitor sees or uses
// is replaced under them. The wrapper is `display: contents`: it draws no box of its own.
// A Suspense boundary cannot do this: React's server outlines a large one behind a script
// (`<template>` and a hidden copy), which a visitor without JavaScript never sees.
import { use, useEffect, useRef, useState } from 'react'
import { useBrowserValue } from '@/lib/useHydrated'
import type { DropdownContentProps } from './DropdownContent'

type ContentModule = typeof import('./DropdownContent')

let loaded: ContentModule | null = null
let loading: Promise<ContentModule> | undefined
let arrive: (module: ContentModule) => void = () => {}
/** Resolved when the code has arrived, by whoever asked for it. */
const arrived = new Promise<ContentModule>((resolve) => (arrive = resolve))

/** Fetches the contents' code (once); a failed fetch is tried again on the next call. */
export function loadDropdownContent(): Promise<ContentModule> {
  loading ??= import('./DropdownContent').then(
    (module) => {
      loaded = module
      arrive(module)
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * On the server, the contents' module, imported as this module loads: every panel is in the
 * page's HTML, never streamed in by a script (no Suspense boundary of its own: a first render
 * that finds it still loading waits, as the no-JavaScript parts do, noScriptParts.ts). The
 * browser's code drops this branch.
 */
const serverContent: Promise<ContentModule> | null =
  typeof window === 'undefined' ? import('./DropdownContent') : null

const wrapperStyle = { display: 'contents' } as const
/** The server's HTML, left as it is (React never sets an unchanged inner HTML). */
const keepServerHtml = { __html: '' }

export interface DeferredDropdownContentProps extends DropdownContentProps {
  /** Whether the panel is open: React renders the contents in place of the server's HTML only
   * while it is closed. */
  isOpen: boolean
}

export function DeferredDropdownContent({ isOpen, ...props }: DeferredDropdownContentProps) {
  const wrapperRef = useRef<HTMLDivElement>(null)
  // True in the render that hydrates the server's HTML, false in any later render and in a mount
  // of the browser's own (which has no server HTML to keep).
  const hydrating = useBrowserValue(
    () => false,
    () => true,
  )
  const [keepsServerHtml] = useState(hydrating)
  const [module, setModule] = useState<ContentModule | null>(loaded)
  const [rendered, setRendered] = useState(!keepsServerHtml)

  useEffect(() => {
    if (module) return
    let live = true
    void arrived.then((arrivedModule) => live && setModule(arrivedModule))
    return () => {
      live = false
    }
  }, [module])

  useEffect(() => {
    if (rendered || !module || isOpen) return
    if (wrapperRef.current?.contains(document.activeElement)) return
    setRendered(true)
  }, [rendered, module, isOpen])

  if (serverContent) {
    const { DropdownContent } = use(serverContent)
    return (
      <div style={wrapperStyle}>
        <DropdownContent {...props} />
      </div>
    )
  }
  if (!rendered) {
    return (
      <div
        ref={wrapperRef}
        style={wrapperStyle}
        dangerouslySetInnerHTML={keepServerHtml}
        suppressHydrationWarning
      />
    )
  }
  return (
    <div ref={wrapperRef} style={wrapperStyle}>
      {module && <module.DropdownContent {...props} />}
    </div>
  )
}
