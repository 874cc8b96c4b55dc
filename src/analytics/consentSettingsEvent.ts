// The footer's "Cookie settings" asks the consent banner to open again. The button is a server
// component with no code of its own in the browser (issue 49): it carries this attribute, and a
// press on it is heard at the document by whoever subscribed (consent.ts subscribeConsentSettings,
// the banner, which loads lazily and only with a consent mode). Code can ask through this window
// event.
export const CONSENT_SETTINGS_EVENT = 'fl:consent-settings'

/** The attribute of a control that reopens the banner when pressed. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings'

/** Asks the banner to open again so the visitor can change the choice. */
export function requestConsentSettings(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))
}

/** Whether a click was on a control that reopens the banner (or inside one). */
export function isConsentSettingsPress(event: Event): boolean {
  const target = event.target
  return target instanceof Element && target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`) !== null
}
