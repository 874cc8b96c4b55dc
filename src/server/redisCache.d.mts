import type { createEntrySigner } from './cacheSigning.mjs'
import type { BreakerConnection } from './redisBreaker.mjs'

export const REDIS_KEY_PREFIX: string
/** REDIS_TIMEOUT_MS, or one second. */
export function redisTimeoutMs(env?: Record<string, string | undefined>): number
/** A connection to Redis and the library's handler on it, its entries signed. */
export function redisConnection(options: {
  url: string
  buildId: string
  timeoutMs: number
  signer: ReturnType<typeof createEntrySigner>
  log?: (message: string) => void
}): BreakerConnection & { connecting: Promise<void> }
declare const CacheHandler: unknown
export default CacheHandler
