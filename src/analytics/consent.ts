// Issue 11, item 7: consent. NEXT_PUBLIC_CONSENT_MODE decides whether third parties (analytics,
// product analytics, experiments, tag manager, visitor identification) may load:
//   off      everything configured loads; no banner, no footer link (the default)
//   opt-in   nothing third-party loads or stores anything until the visitor accepts
//   opt-out  third parties load unless the visitor declines
// The visitor's choice is one first-party localStorage record (choice, time, policy version),
// the only thing this module stores. Pure and framework-free: the loaders, the banner and the
// footer link share it; it is safe to import on the server (where no choice is ever known).

import { CONSENT_SETTINGS_EVENT, isConsentSettingsPress } from './consentSettingsEvent'

export type ConsentMode = 'off' | 'opt-in' | 'opt-out'
export type ConsentChoice = 'granted' | 'denied'

/** The localStorage key of the consent record. */
export const CONSENT_STORAGE_KEY = 'fl-consent'
/**
 * The version of the consent policy the visitor answered. Raise it when what loads changes in a
 * way visitors must be asked about again: older records then count as no choice.
 */
export const CONSENT_POLICY_VERSION = 1
/** A choice is asked for again after this long (about a year; regulators suggest 6 to 13 months). */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000
/** Clock skew tolerated for a record's timestamp; one further in the future is malformed. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000

/** The stored record (JSON under CONSENT_STORAGE_KEY). */
export interface ConsentRecord {
  choice: ConsentChoice
  /** When the choice was made, ISO 8601. */
  timestamp: string
  version: number
}

/** The mode a setting names; anything unknown or empty is 'off'. */
export function parseConsentMode(value: string | undefined): ConsentMode {
  const mode = value?.trim().toLowerCase()
  return mode === 'opt-in' || mode === 'opt-out' ? mode : 'off'
}

/** This build's mode (Next inlines NEXT_PUBLIC_ variables into client bundles). */
export const CONSENT_MODE: ConsentMode = parseConsentMode(process.env.NEXT_PUBLIC_CONSENT_MODE)

/** Whether third parties may load: always when off; opt-in needs 'granted'; opt-out a non-'denied'. */
export function isTrackingAllowed(mode: ConsentMode, choice: ConsentChoice | null): boolean {
  if (mode === 'opt-in') return choice === 'granted'
  if (mode === 'opt-out') return choice !== 'denied'
  return true
}

/** The choice a stored record holds, or null when it is missing, malformed, expired or outdated. */
export function parseConsentRecord(raw: string | null, now: number): ConsentChoice | null {
  if (!raw) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { choice, timestamp, version } = data as Partial<Record<keyof ConsentRecord, unknown>>
  if (choice !== 'granted' && choice !== 'denied') return null
  if (version !== CONSENT_POLICY_VERSION || typeof timestamp !== 'string') return null
  const time = Date.parse(timestamp)
  if (Number.isNaN(time) || time > now + FUTURE_TOLERANCE_MS) return null
  if (now - time > CONSENT_MAX_AGE_MS) return null
  return choice
}

/** localStorage, or null on the server and where reading it throws (disabled, sandboxed). */
function storageOrNull(): Storage | null {
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * A choice made in this page that storage refused to keep (full, disabled): it still holds until
 * the page is left, so a visitor who declined is never tracked because a write failed.
 */
let unsavedChoice: ConsentChoice | null = null

const consentListeners = new Set<{ listener: () => void }>()
const settingsListeners = new Set<{ listener: () => void }>()

function notify(listeners: Set<{ listener: () => void }>) {
  for (const { listener } of [...listeners]) {
    try {
      listener()
    } catch (error) {
      // One failing subscriber must not keep the choice from the others, nor throw at the caller.
      console.error(error)
    }
  }
}

function onStorage(event: StorageEvent) {
  // key null: another tab cleared the whole storage.
  if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return
  unsavedChoice = null
  notify(consentListeners)
}

/** The visitor's persisted choice; null on the server, when there is none or it is not valid. */
export function readConsentChoice(): ConsentChoice | null {
  if (typeof window === 'undefined') return null
  if (unsavedChoice) return unsavedChoice
  const storage = storageOrNull()
  if (!storage) return null
  try {
    return parseConsentRecord(storage.getItem(CONSENT_STORAGE_KEY), Date.now())
  } catch {
    return null
  }
}

/** Persists the choice (one first-party localStorage record) and tells the subscribers. */
export function saveConsentChoice(choice: ConsentChoice): void {
  // A server has no visitor: a choice kept there would leak into every other request.
  if (typeof window === 'undefined') return
  const record: ConsentRecord = {
    choice,
    timestamp: new Date().toISOString(),
    version: CONSENT_POLICY_VERSION,
  }
  try {
    const storage = storageOrNull()
    if (!storage) throw new Error('no storage')
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
    unsavedChoice = null
  } catch {
    unsavedChoice = choice
  }
  notify(consentListeners)
}

/** Calls the listener whenever the choice changes: in this tab, or in another (storage events). */
export function subscribeConsent(listener: () => void): () => void {
  const entry = { listener }
  consentListeners.add(entry)
  if (consentListeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage)
  }
  return () => {
    consentListeners.delete(entry)
    if (consentListeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage)
    }
  }
}

export { requestConsentSettings } from './consentSettingsEvent'

function onSettingsRequested() {
  notify(settingsListeners)
}

function onSettingsPress(event: MouseEvent) {
  if (isConsentSettingsPress(event)) onSettingsRequested()
}

/**
 * Calls `listener` whenever the footer's "Cookie settings" is pressed or code asks for the banner
 * (consentSettingsEvent.ts).
 */
export function subscribeConsentSettings(listener: () => void): () => void {
  const entry = { listener }
  if (settingsListeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener(CONSENT_SETTINGS_EVENT, onSettingsRequested)
    document.addEventListener('click', onSettingsPress)
  }
  settingsListeners.add(entry)
  return () => {
    settingsListeners.delete(entry)
    if (settingsListeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener(CONSENT_SETTINGS_EVENT, onSettingsRequested)
      document.removeEventListener('click', onSettingsPress)
    }
  }
}

/** Tests only: forget every subscriber and the choice, stored or not. */
export function resetConsentForTests(): void {
  consentListeners.clear()
  settingsListeners.clear()
  if (typeof window !== 'undefined') {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CONSENT_SETTINGS_EVENT, onSettingsRequested)
    document.removeEventListener('click', onSettingsPress)
  }
  unsavedChoice = null
  try {
    storageOrNull()?.removeItem(CONSENT_STORAGE_KEY)
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

// --- Google consent mode v2 (the tag manager loader pushes these) ---------------------------

export type GoogleConsentValue = 'granted' | 'denied'

export interface GoogleConsentState {
  ad_storage: GoogleConsentValue
  analytics_storage: GoogleConsentValue
  ad_user_data: GoogleConsentValue
  ad_personalization: GoogleConsentValue
}

function googleConsentState(value: GoogleConsentValue): GoogleConsentState {
  return {
    ad_storage: value,
    analytics_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  }
}

/**
 * `gtag('consent', 'default', …)`: denied until granted in opt-in; granted when off and in
 * opt-out unless declined. Tags wait up to 500 ms for an update before they fire.
 */
export function googleConsentDefaults(
  mode: ConsentMode,
  choice: ConsentChoice | null,
): GoogleConsentState & { wait_for_update: number } {
  return {
    ...googleConsentState(isTrackingAllowed(mode, choice) ? 'granted' : 'denied'),
    wait_for_update: 500,
  }
}

/** `gtag('consent', 'update', …)` after the visitor chooses. */
export function googleConsentUpdate(choice: ConsentChoice): GoogleConsentState {
  return googleConsentState(choice)
}

// --- The banner's state machine ------------------------------------------------------------

/**
 * pending: the stored choice is not known yet (server render, hydration): nothing shows.
 * hidden: nothing to ask. asking: first visit, no valid choice. settings: reopened by the visitor.
 */
export type ConsentBannerView = 'pending' | 'hidden' | 'asking' | 'settings'

export interface ConsentBannerState {
  view: ConsentBannerView
  /** The choice the banner knows of (stored, or just made). */
  choice: ConsentChoice | null
}

export type ConsentBannerEvent =
  /** The stored choice is known (read once, after hydration). */
  | { type: 'restore'; choice: ConsentChoice | null }
  /** The stored choice changed elsewhere (another tab, another component). */
  | { type: 'stored'; choice: ConsentChoice | null }
  /** Accept (opt-in) or OK (opt-out). */
  | { type: 'accept' }
  /** Reject (opt-in) or Decline (opt-out). */
  | { type: 'decline' }
  /** The footer's "Cookie settings". */
  | { type: 'open-settings' }

export const initialConsentBannerState: ConsentBannerState = { view: 'pending', choice: null }

/** The choice each answer of the banner saves. */
export const bannerEventChoice = { accept: 'granted', decline: 'denied' } as const satisfies Record<
  'accept' | 'decline',
  ConsentChoice
>

/** Whether the banner asks on its own, given the mode and the stored choice. */
export function shouldAskForConsent(mode: ConsentMode, choice: ConsentChoice | null): boolean {
  return mode !== 'off' && choice === null
}

export function consentBannerReducer(
  mode: ConsentMode,
  state: ConsentBannerState,
  event: ConsentBannerEvent,
): ConsentBannerState {
  const settled = (choice: ConsentChoice | null): ConsentBannerView =>
    shouldAskForConsent(mode, choice) ? 'asking' : 'hidden'
  switch (event.type) {
    case 'restore':
    case 'stored':
      // A visitor who opened the settings keeps them open whatever another tab does.
      return {
        view: state.view === 'settings' && mode !== 'off' ? 'settings' : settled(event.choice),
        choice: event.choice,
      }
    case 'accept':
    case 'decline':
      // Answers count only from a visible banner.
      if (state.view !== 'asking' && state.view !== 'settings') return state
      return { view: 'hidden', choice: bannerEventChoice[event.type] }
    case 'open-settings':
      return mode === 'off' ? state : { ...state, view: 'settings' }
  }
}

export function isConsentBannerVisible(state: ConsentBannerState): boolean {
  return state.view === 'asking' || state.view === 'settings'
}
