// SPEC §3 Tracking parameters, §5 (cleaning), §7 (sent with every submission). Pure functions over
// a URL query and a Storage, so they are tested without a browser and never throw.

/** The marketing attribution parameters kept for the browser session (SPEC §3, §9). */
export const TRACKING_PARAMS = [
  'gclid',
  'utm_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const

export type TrackingParam = (typeof TRACKING_PARAMS)[number]
export type TrackingParams = Partial<Record<TrackingParam, string>>

/** Longest value kept; click ids and campaign names are far shorter. */
export const MAX_TRACKING_LENGTH = 200

const STORAGE_PREFIX = 'fl:tracking:'

/**
 * SPEC §5: every character other than letters, digits, '-' and '_' is removed (ASCII letters:
 * attribution values are ids and slugs). Over-long values are cut. Empty after cleaning: null.
 */
export function cleanTrackingValue(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const cleaned = value.replace(/[^A-Za-z0-9_-]/g, '').slice(0, MAX_TRACKING_LENGTH)
  return cleaned === '' ? null : cleaned
}

/** The cleaned tracking parameters present in a query string (`?utm_source=…` or a URLSearchParams). */
export function trackingFromSearch(search: string | URLSearchParams): TrackingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const found: TrackingParams = {}
  for (const key of TRACKING_PARAMS) {
    const value = cleanTrackingValue(params.get(key))
    if (value) found[key] = value
  }
  return found
}

/** Only the tracking keys of any object, each cleaned (the server's view of a submission). */
export function pickTracking(values: Readonly<Record<string, unknown>>): TrackingParams {
  const found: TrackingParams = {}
  for (const key of TRACKING_PARAMS) {
    const value = cleanTrackingValue(values[key])
    if (value) found[key] = value
  }
  return found
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** Stores the query's tracking parameters (a new value replaces the old one); storage errors are ignored. */
export function captureTracking(search: string, storage: StorageLike | null | undefined): void {
  if (!storage) return
  for (const [key, value] of Object.entries(trackingFromSearch(search))) {
    try {
      storage.setItem(STORAGE_PREFIX + key, value)
    } catch {
      // Storage full or disabled (private mode): attribution is best effort, never an error.
    }
  }
}

/** The stored tracking parameters, cleaned again (storage can be edited by hand). */
export function readTracking(storage: StorageLike | null | undefined): TrackingParams {
  const found: TrackingParams = {}
  if (!storage) return found
  for (const key of TRACKING_PARAMS) {
    let raw: string | null = null
    try {
      raw = storage.getItem(STORAGE_PREFIX + key)
    } catch {
      raw = null
    }
    const value = cleanTrackingValue(raw)
    if (value) found[key] = value
  }
  return found
}
