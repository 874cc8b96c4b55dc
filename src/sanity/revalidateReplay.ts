// Issue 35, item 5: a captured publish webhook cannot be replayed. @sanity/webhook checks that the
// signature matches the body and the timestamp it names, but not when that was: a request
// recorded once would otherwise revalidate its pages forever. Two checks, after the signature:
//
// - the timestamp (`t=` of `sanity-webhook-signature`, Unix milliseconds) must lie within
//   SIGNATURE_TOLERANCE_MS of this server's clock, either way (5 minutes, Stripe's default
//   tolerance for the same scheme): older is a replay or a delivery too late to matter (the
//   hourly regeneration has it), newer is a forged clock or a broken one;
// - a delivery already handled is not handled again: its `idempotency-key` (Sanity keeps it
//   across the retries of one delivery) or, when a replay drops that unsigned header, its
//   signature (unique per body and timestamp). Seen keys are remembered for twice the tolerance
//   (a signature dated 5 minutes ahead stays in the window for 10), at most MAX_SEEN of them.
//
// The memory is per process. With several replicas behind a load balancer, a replay inside the
// window can reach each replica once: at most one extra revalidation per replica, then the
// timestamp refuses it. A retry of a delivery that was handled is harmless either way: it
// revalidates tags that are already fresh.

/** The header Sanity signs deliveries in (next-sanity/webhook's parseBody reads the same). */
export const SIGNATURE_HEADER = 'sanity-webhook-signature'
/**
 * `t=<Unix ms>,v1=<HMAC>`: the format @sanity/webhook's decodeSignatureHeader reads (its regular
 * expression). Issue 46: the route checks the header's form and date with it before reading the
 * body, and the HMAC with @sanity/webhook's isValidSignature once the body is read.
 */
const SIGNATURE_FORMAT = /^t=(\d+)[, ]+v1=([^, ]+)$/

export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000
/** How long a handled delivery is remembered: the longest a signature can stay in the window. */
export const SEEN_TTL_MS = 2 * SIGNATURE_TOLERANCE_MS
/** Bound of the memory (Sanity sends one delivery per published change; this is hours of them). */
export const MAX_SEEN = 10_000

export type SignatureAge = 'ok' | 'too-old' | 'in-the-future' | 'malformed'

/** Where a signature header's timestamp lies against the server's clock. */
export function signatureAge(header: string | null, now = Date.now()): SignatureAge {
  const match = SIGNATURE_FORMAT.exec((header ?? '').trim())
  const timestamp = match ? Number(match[1]) : NaN
  if (!Number.isSafeInteger(timestamp)) return 'malformed'
  if (timestamp < now - SIGNATURE_TOLERANCE_MS) return 'too-old'
  if (timestamp > now + SIGNATURE_TOLERANCE_MS) return 'in-the-future'
  return 'ok'
}

/** The deliveries a process has handled, by key, each forgotten after SEEN_TTL_MS. */
export class SeenDeliveries {
  /** key → time first seen; a Map keeps insertion order, so the oldest come first. */
  private readonly seen = new Map<string, number>()

  constructor(
    private readonly ttlMs = SEEN_TTL_MS,
    private readonly max = MAX_SEEN,
  ) {}

  /**
   * Records a delivery by its keys (the idempotency key, the signature) and says whether any of
   * them was seen before. Synchronous, so two concurrent copies cannot both pass.
   */
  firstTime(keys: Array<string | null | undefined>, now = Date.now()): boolean {
    this.forgetOlderThan(now - this.ttlMs)
    const present = keys.filter((key): key is string => !!key)
    if (present.some((key) => this.seen.has(key))) return false
    for (const key of present) {
      this.seen.set(key, now)
      // Full: the oldest goes first (it is the nearest to leaving the window anyway).
      if (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value!)
    }
    return true
  }

  get size() {
    return this.seen.size
  }

  private forgetOlderThan(cutoff: number) {
    for (const [key, at] of this.seen) {
      if (at >= cutoff) break
      this.seen.delete(key)
    }
  }
}

const SEEN = Symbol.for('forgeline.revalidate.seen')
const processGlobals = globalThis as typeof globalThis & { [SEEN]?: SeenDeliveries }
/** One memory per server process, whichever bundle loads this module. */
export const seenDeliveries = (processGlobals[SEEN] ??= new SeenDeliveries())
