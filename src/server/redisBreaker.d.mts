import type { CacheEntryHandler } from './cacheSigning.mjs'

/** One connection to Redis and the library's handler on it. */
export type BreakerConnection = {
  handler: CacheEntryHandler
  ping: () => Promise<unknown>
  isReady: () => boolean
  close: () => void
}

/** The handler, every call bounded by `timeoutMs`; Redis skipped after a timeout until a PING answers. */
export function createBreaker(options: {
  connect: () => BreakerConnection
  timeoutMs: number
  replaceAfterMs?: number
  log?: (message: string) => void
}): {
  handler: CacheEntryHandler
  isOpen: () => boolean
  close: () => void
}
