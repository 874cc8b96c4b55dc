// Issue 12 with issue 9: when the publish webhook expired each cache tag (src/app/api/revalidate),
// so the proxy can tell a page that its next visit renders from one that is sent from the cache
// (cspHashes.ts, pendingRender). A symbol on globalThis: the webhook's route and the proxy are
// bundled apart, and run in the same process.
const EXPIRED_TAGS = Symbol.for('forgeline.expiredTags')

function expiredTags(): Map<string, number> {
  const store = globalThis as { [EXPIRED_TAGS]?: Map<string, number> }
  return (store[EXPIRED_TAGS] ??= new Map())
}

/** Notes that these tags were expired now (`revalidateTag(tag, { expire: 0 })`). */
export function recordExpiredTags(tags: readonly string[], at = Date.now()) {
  const expired = expiredTags()
  for (const tag of tags) expired.set(tag, at)
}

/** When the last of these tags was expired (epoch ms), or 0 when none was. */
export function lastExpiry(tags: readonly string[]): number {
  const expired = expiredTags()
  let last = 0
  for (const tag of tags) last = Math.max(last, expired.get(tag) ?? 0)
  return last
}
