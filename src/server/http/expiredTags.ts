// Issue 12 with issue 9: when each cache tag was expired (the publish webhook's
// `revalidateTag(tag, { expire: 0 })`), so the proxy can tell a page that its next visit renders
// from one that is sent from the cache (cspHashes.ts, pendingRender). The webhook notes the time
// before it answers (Next applies the expiry only after the route has returned, and the visits
// that follow the answer may come first); the page cache (src/server/cacheHandler.mjs) then notes
// Next's own time, a little later. A symbol on globalThis: the route, the page cache and the
// proxy are bundled apart, and run in the same process.
const EXPIRED_TAGS = Symbol.for('forgeline.expiredTags')

/** Notes that these tags are being expired now; a later time already noted stays. */
export function recordExpiredTags(tags: readonly string[], at = Date.now()) {
  const store = globalThis as { [EXPIRED_TAGS]?: Map<string, number> }
  const expired = (store[EXPIRED_TAGS] ??= new Map())
  for (const tag of tags) expired.set(tag, Math.max(at, expired.get(tag) ?? 0))
}

/** When the last of these tags was expired (epoch ms), or 0 when none was. */
export function lastExpiry(tags: readonly string[]): number {
  const expired = (globalThis as { [EXPIRED_TAGS]?: Map<string, number> })[EXPIRED_TAGS]
  let last = 0
  if (expired) for (const tag of tags) last = Math.max(last, expired.get(tag) ?? 0)
  return last
}
