// Issue 47 item 3, DESIGN §5 ("what is read back from a shared store is trusted only with the
// replicas' signature"): whoever can write to Redis must not be able to put a page of their own
// before visitors, with a CSP that allows its scripts (cacheHandler.mjs makes a page's policy from
// the HTML its entry holds). Every entry the replicas store is signed with HMAC-SHA256 under
// CACHE_SIGNING_SECRET (the same on every replica), over the build's id, the entry's key and its
// serialized value; an entry without a valid signature is a miss: the page is rendered anew and
// stored over it. Unsigned, forged and other-build entries are counted; the first of each kind is
// logged, then the counts at most once an hour (a flood of forged entries must not flood the log).
//
// On the library's documented `valueSerializer` (a codec for the stored string) and handler
// interface: the stored string is
//
//   sig1:<build id, base64url>:<HMAC, base64url>:<the library's JSON>
//
// so the signature is checked on the raw string before any of it is parsed as JSON. The key is not
// handed to a serializer; the handler wrapper passes it along in an AsyncLocalStorage, so an entry
// copied under another page's key is no more valid than a forged one.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHmac, timingSafeEqual } from 'node:crypto'

const FORMAT = 'sig1'
const MAC_LENGTH = 43 // 32 bytes in base64url, unpadded
export const MIN_SECRET_LENGTH = 32
const SUMMARY_MS = 60 * 60 * 1000

/**
 * CACHE_SIGNING_SECRET, which a server with REDIS_URL must have: without it a replica could neither
 * sign what it stores nor tell its own entries from anyone else's. Throws with what to do.
 */
export function cacheSigningSecret(env = process.env) {
  const secret = env.CACHE_SIGNING_SECRET ?? ''
  if (secret.length >= MIN_SECRET_LENGTH) return secret
  throw new Error(
    `CACHE_SIGNING_SECRET ${secret ? `is shorter than ${MIN_SECRET_LENGTH} characters` : 'is not set'}, ` +
      `and REDIS_URL is: every replica signs the pages it stores in Redis with it and serves none ` +
      `without its signature. Give every replica the same random value, e.g. \`openssl rand -hex 32\` ` +
      `(or unset REDIS_URL for a single server with its cache on disk).`,
  )
}

function macOf(secret, buildId, key, json) {
  return createHmac('sha256', secret)
    .update(`${buildId.length}:${buildId}${key.length}:${key}`)
    .update(json)
    .digest()
}

/** The string stored for `json` (the library's serialized entry) under `key`, signed. */
export function signedEntry({ secret, buildId, key, json }) {
  const build = Buffer.from(buildId).toString('base64url')
  return `${FORMAT}:${build}:${macOf(secret, buildId, key, json).toString('base64url')}:${json}`
}

/**
 * @param {object} options
 * @param {string} options.secret CACHE_SIGNING_SECRET
 * @param {string} options.buildId this build's id: another build's entries are not this one's
 * @param {(message: string) => void} [options.log]
 * @param {() => number} [options.now] the clock of the hourly report (tests)
 */
export function createEntrySigner({
  secret,
  buildId,
  log = (message) => console.error(message),
  now = Date.now,
}) {
  const keyOf = new AsyncLocalStorage()
  const build = Buffer.from(buildId).toString('base64url')
  /** Entries refused, by why. */
  const rejected = { unsigned: 0, forged: 0, otherBuild: 0 }
  const reasons = {
    unsigned: 'carries no signature',
    forged: 'has a signature this build did not make',
    otherBuild: "is another build's",
  }

  const total = () => rejected.unsigned + rejected.forged + rejected.otherBuild
  let summarizedAt = now()
  let summarized = 0
  const reject = (why, key) => {
    if (rejected[why]++ === 0) {
      log(
        `[cache] an entry in Redis (${key}) ${reasons[why]}: not served, the page is rendered anew. ` +
          'Further ones are counted, not logged one by one: whoever wrote it can write to Redis ' +
          '(docs/deploy.md).',
      )
      summarized = total()
    } else if (now() - summarizedAt >= SUMMARY_MS) {
      // At most one line an hour while it goes on, with the counts since the start.
      log(
        `[cache] ${total() - summarized} more entries in Redis refused since the last report ` +
          `(since the start: ${rejected.unsigned} unsigned, ${rejected.forged} forged, ` +
          `${rejected.otherBuild} of another build)`,
      )
      summarizedAt = now()
      summarized = total()
    }
    const store = keyOf.getStore()
    if (store) store.rejected = true
    return null
  }

  /** The library's `valueSerializer`: signs what it stores, and parses only what it signed. */
  const serializer = {
    serialize(value) {
      const key = keyOf.getStore()?.key
      if (key === undefined) throw new Error('cache entry written outside a keyed handler call')
      const json = JSON.stringify(value)
      return signedEntry({ secret, buildId, key, json })
    },
    deserialize(stored) {
      const key = keyOf.getStore()?.key ?? ''
      const text = typeof stored === 'string' ? stored : String(stored)
      if (!text.startsWith(`${FORMAT}:`)) return reject('unsigned', key)
      const buildEnd = text.indexOf(':', FORMAT.length + 1)
      if (buildEnd < 0) return reject('unsigned', key)
      if (text.slice(FORMAT.length + 1, buildEnd) !== build) return reject('otherBuild', key)
      const mac = Buffer.from(text.slice(buildEnd + 1, buildEnd + 1 + MAC_LENGTH), 'base64url')
      if (text[buildEnd + 1 + MAC_LENGTH] !== ':' || mac.length !== 32) {
        return reject('unsigned', key)
      }
      const json = text.slice(buildEnd + 2 + MAC_LENGTH)
      if (!timingSafeEqual(mac, macOf(secret, buildId, key, json))) return reject('forged', key)
      return JSON.parse(json)
    },
  }

  /**
   * The library's handler, each call told its key (for the serializer); an entry refused is
   * deleted, so that the page rendered in its place is stored even where Next stores only when
   * nothing is there (`setOnlyIfNotExists`).
   */
  const wrap = (handler) => {
    const signed = { ...handler, name: `signed ${String(handler.name)}` }
    signed.get = async (key, meta) => {
      const store = { key, rejected: false }
      const value = await keyOf.run(store, () => handler.get(key, meta))
      if (store.rejected) await handler.delete?.(key)?.catch(() => {})
      return value
    }
    signed.set = (key, value, ctx) => keyOf.run({ key }, () => handler.set(key, value, ctx))
    return signed
  }

  return { serializer, wrap, rejected }
}
