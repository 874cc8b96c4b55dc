// SPEC §7 Default form submission, §8; DESIGN §4.3. The browser's side of POST /api/formSubmit:
// the JSON body, the Idempotency-Key of an attempt, and the answer reduced to what the form does
// next. No React; `fetch` is passed in so the rules are tested without a network.
import {
  FORM_SUBMIT_PATH,
  IDEMPOTENCY_HEADER,
  META_KEYS,
  type LeadRequest,
  type LeadResponse,
} from '../../../leads/leadContract'
import type { LeadField } from '../../../leads/leadRules'
import type { TrackingParams } from '../../../lib/tracking'

/** A random v4 UUID; `crypto.randomUUID` exists only in secure contexts (https, localhost). */
export function newIdempotencyKey(cryptoImpl: Crypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID()
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * One key per submit attempt, reused when the same attempt is sent again (a retry after a network
 * failure or an error answer, with the same values): the server then stores one lead, not two.
 * Changed values are a new attempt and get a new key.
 */
export class AttemptKeys {
  private current: { signature: string; key: string } | null = null

  constructor(private readonly makeKey: () => string = () => newIdempotencyKey()) {}

  keyFor(signature: string): string {
    if (this.current?.signature !== signature) {
      this.current = { signature, key: this.makeKey() }
    }
    return this.current.key
  }
}

export interface LeadRequestInput {
  fields: readonly LeadField[]
  /** Raw values by field name (from the form). */
  values: Readonly<Record<string, string>>
  tracking: TrackingParams
  formId: string
  page: string
  /** The honeypot's value: empty for people. */
  honeypot: string
  /** Milliseconds since the form appeared. */
  elapsedMs: number
}

/**
 * SPEC §7: `{ ...values keyed by fieldName.current, ...tracking parameters, formId, page }`, plus
 * the server's bot checks (honeypot, time to submit). Every field is sent, trimmed; an optional
 * field left blank is ''.
 */
export function buildLeadRequest(input: LeadRequestInput): LeadRequest {
  const body: Record<string, string | number> = {}
  for (const field of input.fields) body[field.name] = (input.values[field.name] ?? '').trim()
  return {
    ...body,
    ...input.tracking,
    [META_KEYS.formId]: input.formId,
    [META_KEYS.page]: input.page,
    [META_KEYS.honeypot]: input.honeypot,
    [META_KEYS.elapsedMs]: Math.max(0, Math.round(input.elapsedMs)),
  } as LeadRequest
}

/** The signature of an attempt: the body without the clock, so a retry keeps its key. */
export function attemptSignature(body: LeadRequest): string {
  const { [META_KEYS.elapsedMs]: _elapsed, ...rest } = body
  void _elapsed
  return JSON.stringify(rest)
}

export type LeadOutcome =
  | { kind: 'success'; id: string }
  /** The server named fields it refused (shown on them). */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** Anything else: an error answer, an unexpected body, a network failure (SPEC §8: console). */
  | { kind: 'failed'; error: unknown }

/** A 503 the browser waits out by itself: Retry-After at most this many seconds (a busy store). */
const SHORT_RETRY_SECONDS = 10
/** How many times it sends the same attempt again after such an answer (~20 s of a busy store). */
const BUSY_RETRIES = 4

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * POSTs the lead and reads the answer; never throws. A 503 with a short Retry-After (the store
 * busy for a moment, DESIGN §5a) is sent again after that wait with the same Idempotency-Key, so
 * the visitor need not press again and the server still stores one lead.
 */
export async function postLead(
  body: LeadRequest,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<LeadOutcome> {
  let response: Response
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetchImpl(FORM_SUBMIT_PATH, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          [IDEMPOTENCY_HEADER]: idempotencyKey,
        },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      })
    } catch (error) {
      return { kind: 'failed', error }
    }
    const header = response.headers.get('retry-after') ?? ''
    const retryAfter = /^\d+$/.test(header) ? Number(header) : NaN
    const busy = response.status === 503 && retryAfter <= SHORT_RETRY_SECONDS
    if (!busy || attempt >= BUSY_RETRIES) break
    await wait(retryAfter * 1000)
  }
  let data: Partial<LeadResponse> | null = null
  try {
    data = (await response.json()) as Partial<LeadResponse>
  } catch {
    data = null
  }
  // SPEC §7: `data.status === 'success'` is the one success.
  if (data?.status === 'success') return { kind: 'success', id: String(data.id ?? '') }
  if (data?.status === 'error' && data.errors && typeof data.errors === 'object') {
    const fieldErrors = Object.fromEntries(
      Object.entries(data.errors).filter(
        ([name, message]) => name !== '_form' && typeof message === 'string',
      ),
    )
    if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', errors: fieldErrors }
  }
  return {
    kind: 'failed',
    error: new Error(
      `${FORM_SUBMIT_PATH} answered ${response.status} ${JSON.stringify(data ?? null)}`,
    ),
  }
}
