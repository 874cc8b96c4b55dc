// SPEC §7 / §9: when an analytics library fails to load, it is tried again after 500 ms, then
// 1 s, 2 s, … (doubling each time), a bounded number of times; then the page goes on without it.

export const FIRST_RETRY_MS = 500
/** Tries after the first: 500 ms + 1 s + 2 s + 4 s + 8 s, about 15 s of waiting in all. */
export const MAX_RETRIES = 5

/** The waits before each retry: start, 2·start, 4·start, … (`retries` of them). */
export function backoffDelays(retries = MAX_RETRIES, startMs = FIRST_RETRY_MS): number[] {
  return Array.from({ length: Math.max(0, retries) }, (_, i) => startMs * 2 ** i)
}

export interface RetryOptions {
  retries?: number
  startMs?: number
  /** Waits `ms` (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>
  /** Stops retrying (the visitor withdrew consent, the page went away). */
  cancelled?: () => boolean
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` until it resolves, waiting by `backoffDelays` between failures. Resolves with its
 * value, or with null once every retry has failed or the run was cancelled. Never rejects.
 */
export async function retryWithBackoff<T>(
  attempt: (tryNumber: number) => Promise<T>,
  {
    retries = MAX_RETRIES,
    startMs = FIRST_RETRY_MS,
    sleep = realSleep,
    cancelled,
  }: RetryOptions = {},
): Promise<T | null> {
  const delays = backoffDelays(retries, startMs)
  for (let tryNumber = 0; ; tryNumber++) {
    if (cancelled?.()) return null
    try {
      return await attempt(tryNumber)
    } catch {
      const delay = delays[tryNumber]
      if (delay === undefined) return null
      await sleep(delay)
    }
  }
}
