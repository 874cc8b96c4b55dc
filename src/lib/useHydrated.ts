import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => {}

/**
 * False in the server's HTML and in React's hydration pass, true after: what renders only once the
 * page is in React's hands (the form's live checks, the video player: issue 37).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}
