'use client'
// SPEC §3 Tracking parameters, §5, §7: on every page load (and every client-side navigation) the
// attribution parameters of the address are cleaned and kept in sessionStorage for the browser
// session; every form submission adds them. Then the page view is reported to analytics (SPEC §7:
// the page name, and with a stored gclid an identify and a 'Page View'). Mounted once, in the root
// layout. Renders nothing.
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { captureTracking, readTracking } from '@/lib/tracking'
import { reportPageView } from './pageView'

/** sessionStorage, or null where reading it throws (storage disabled, sandboxed frames). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function TrackingCapture() {
  // The query is read from window.location, not useSearchParams, which would opt every static
  // page out of static rendering; the pathname changes on each client-side navigation.
  const pathname = usePathname()
  useEffect(() => {
    const storage = sessionStorageOrNull()
    captureTracking(window.location.search, storage)
    // A build with no analytics service drops the page view calls (next.config.ts).
    if (process.env.FL_ANALYTICS_ENABLED === '1') {
      reportPageView(pathname, window.location.href, readTracking(storage))
    }
  }, [pathname])
  return null
}
