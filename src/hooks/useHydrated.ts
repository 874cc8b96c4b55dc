import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => {}

/**
 * `server()` in the server's HTML and in React's hydration pass, `browser()` after: a value the
 * browser knows and a static page cannot (the query string, the current year). Neither changes
 * while the page is open, so nothing is subscribed to.
 */
export function useBrowserValue<T>(browser: () => T, server: () => T): T {
  return useSyncExternalStore(noSubscribe, browser, server)
}

/**
 * False in the server's HTML and in React's hydration pass, true after: what renders only once the
 * page is in React's hands (the form's live checks, the video player: issue 37).
 */
export function useHydrated(): boolean {
  return useBrowserValue(
    () => true,
    () => false,
  )
}
