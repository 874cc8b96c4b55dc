// The footer's "Cookie settings" asks the consent banner to open again through this window event,
// so the button's own code stays a few bytes (the banner and consent.ts load lazily, and only
// with a consent mode).
export const CONSENT_SETTINGS_EVENT = 'fl:consent-settings'

/** Asks the banner to open again so the visitor can change the choice. */
export function requestConsentSettings(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))
}
