'use client'
// SPEC §2 Header / §7 (issue 11, item 3): the header's three events, each with `from` = the
// current path and `location` = 'header', from the desktop bar and the mobile menu alike.
import { usePathname } from 'next/navigation'
import { useCallback } from 'react'
import { analytics } from './analytics'

export type HeaderEvent = 'Clicked Agent3' | 'Login Trigger' | 'Signup Requested'

/** A click handler factory: `onClick={trackHeader('Login Trigger')}`. */
export function useHeaderTracking() {
  const pathname = usePathname()
  return useCallback(
    (event: HeaderEvent) => () => {
      // A build with no analytics service drops the call, and the facade with it (next.config.ts).
      if (process.env.FL_ANALYTICS_ENABLED === '1') {
        analytics.track(event, { from: pathname, location: 'header' })
      }
    },
    [pathname],
  )
}
