// Issue 12, item 4: what the site does when the Sanity Content Lake fails or does not answer.
// Pure rules (no I/O), used by client.ts (a deadline and a circuit breaker around every request)
// and fetch.ts (the last good content instead of an error page).
//  - Every CMS request has a deadline (SANITY_FETCH_TIMEOUT_MS, default 10 s), retries included.
//  - The first failure opens the breaker: for SANITY_RETRY_SECONDS (default 10) requests fail at
//    once instead of waiting on a CMS that is down; then one request tries again (the others still
//    fail fast) and its answer closes or re-opens the breaker.
//  - An outage is logged once, with its reason, when it starts, and once when it ends.

export const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_RETRY_SECONDS = 10

/** A positive integer from the environment, else the default. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/** Thrown when the CMS did not answer within the deadline. */
export class CmsTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'CmsTimeoutError'
  }
}

/** Thrown without asking the CMS while the breaker is open. */
export class CmsUnavailableError extends Error {
  constructor(reason: string) {
    super(`the CMS is unavailable (${reason}); not retried yet`)
    this.name = 'CmsUnavailableError'
  }
}

function statusOf(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null
  const e = error as { statusCode?: unknown; response?: { statusCode?: unknown } }
  const status = e.statusCode ?? e.response?.statusCode
  return typeof status === 'number' ? status : null
}

/**
 * True when an error means the CMS is down or overloaded (no answer, a timeout, a 5xx or a 429),
 * not that this request was wrong (a 4xx: a bad query or token, which retrying cannot fix).
 */
export function isOutageError(error: unknown): boolean {
  if (error instanceof CmsTimeoutError || error instanceof CmsUnavailableError) return true
  const status = statusOf(error)
  return status === null || status >= 500 || status === 429
}

/** A one-line reason for the log and for error messages. */
export function describeCmsError(error: unknown): string {
  if (error instanceof CmsTimeoutError || error instanceof CmsUnavailableError) return error.message
  const status = statusOf(error)
  if (status !== null) return `HTTP ${status}`
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause
    const code =
      cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined
    const causeMessage = cause instanceof Error ? cause.message : undefined
    return [error.message, code && !causeMessage?.includes(code) ? code : null, causeMessage]
      .filter(Boolean)
      .join(': ')
  }
  return String(error)
}

export interface CmsTarget {
  apiHost: string
  projectId: string
  dataset: string
}

/** The build's error when the CMS cannot be read: what failed, and what to check. */
export function buildFailureMessage(target: CmsTarget, reason: string): string {
  return (
    `Cannot build: the Sanity Content Lake at ${target.apiHost} (project "${target.projectId}", ` +
    `dataset "${target.dataset}") could not be read: ${reason}. Check ` +
    'NEXT_PUBLIC_SANITY_PROJECT_ID, NEXT_PUBLIC_SANITY_DATASET and the network (or unset ' +
    'NEXT_PUBLIC_SANITY_PROJECT_ID to build from the embedded dataset in content/).'
  )
}

export type BreakerState = 'closed' | 'open' | 'probing'

/** The circuit breaker's verdict for one request. */
export type Admission = { go: true } | { go: false; reason: string }

export class CmsBreaker {
  private state: BreakerState = 'closed'
  private reason = ''
  private openedAt = 0
  private failedAt = 0

  constructor(
    private readonly retryMs: number,
    private readonly log: (message: string) => void = (message) => console.error(message),
    private readonly now: () => number = Date.now,
  ) {}

  get current(): BreakerState {
    return this.state
  }

  /** May a request go to the CMS now? While open, one request after retryMs tries again. */
  admit(): Admission {
    if (this.state === 'closed') return { go: true }
    if (this.state === 'open' && this.now() - this.failedAt >= this.retryMs) {
      this.state = 'probing'
      return { go: true }
    }
    return { go: false, reason: this.reason }
  }

  /** The CMS answered (any answer that is not an outage). */
  succeeded(): void {
    if (this.state === 'closed') return
    const seconds = Math.round((this.now() - this.openedAt) / 1000)
    this.log(
      `[sanity] the CMS answers again after ${seconds} s; pages regenerate with fresh content`,
    )
    this.state = 'closed'
    this.reason = ''
  }

  /** The CMS failed (an outage error): logged when an outage starts, not for every request. */
  failed(reason: string): void {
    const now = this.now()
    if (this.state === 'closed') {
      this.openedAt = now
      this.log(
        `[sanity] CMS unavailable: ${reason}. Serving the last good content; retrying every ` +
          `${Math.round(this.retryMs / 1000)} s`,
      )
    }
    this.state = 'open'
    this.reason = reason
    this.failedAt = now
  }
}

/** The key of one query's result: the query and its parameters. */
export function queryKey(query: string, params: Record<string, unknown>): string {
  return JSON.stringify([query, params])
}
