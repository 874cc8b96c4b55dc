'use client'
// SPEC §3 Tracking parameters, §5, §7: on every page load (and every client-side navigation) the
// attribution parameters of the address are cleaned and kept in sessionStorage for the browser
// session; every form submission adds them. Then the page view is reported to analytics (SPEC §7:
// the page name, and with a stored gclid an identify and a 'Page View'). Mounted once, in the root
// layout. Renders nothing.
//
// Issue 49: what it runs (pageShown.ts: the tracking rules, the page-view calls) is a chunk of its
// own, fetched right after hydration instead of with the page's first-load JavaScript. The
// address is read when the page is shown, so a navigation that comes before the chunk cannot
// change what this page captures; captures run in the order of the pages (one module promise).
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** sessionStorage, or null where reading it throws (storage disabled, sandboxed frames). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

let loaded: Promise<typeof import('./pageShown')> | undefined
/** pageShown.ts, fetched once. */
export const loadPageShown = () => (loaded ??= import('./pageShown'))

export function TrackingCapture() {
  // The query is read from window.location, not useSearchParams, which would opt every static
  // page out of static rendering; the pathname changes on each client-side navigation.
  const pathname = usePathname()
  useEffect(() => {
    const { search, href } = window.location
    void loadPageShown().then(({ pageShown }) => pageShown(pathname, search, href))
  }, [pathname])
  return null
}
