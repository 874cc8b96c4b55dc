'use client'
// Issue 11, item 7: the consent state for React. The server never knows the visitor's choice, so
// the server snapshot (also used while hydrating) is the no-choice answer: no mismatch, and the
// real value follows right after hydration. Loaders read these in effects, so nothing
// third-party starts before the browser's choice is known.
import { useSyncExternalStore } from 'react'
import {
  CONSENT_MODE,
  isTrackingAllowed,
  readConsentChoice,
  subscribeConsent,
  type ConsentChoice,
  type ConsentMode,
} from './consent'

/** The visitor's stored choice; null on the server, during hydration and when there is none. */
export function useConsentChoice(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, readConsentChoice, () => null)
}

/**
 * Whether third parties may load now. On the server and during hydration: true only when the
 * mode is 'off' (opt-out waits for the browser too, where a stored 'denied' may be).
 * @param mode Default: CONSENT_MODE (NEXT_PUBLIC_CONSENT_MODE).
 */
export function useTrackingAllowed(mode: ConsentMode = CONSENT_MODE): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => isTrackingAllowed(mode, readConsentChoice()),
    () => mode === 'off',
  )
}
