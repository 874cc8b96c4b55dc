/** Whether the cache is Redis's (REDIS_URL set, not while building). */
export function usesRedis(env?: Record<string, string | undefined>): boolean

/** Next's page and data cache (on disk, or in Redis), handing each cached page out as served, with its policy. */
export default class PageCache {
  constructor(ctx: Record<string, unknown>)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's cache entry shapes
  get(key: string, ctx: Record<string, unknown>): Promise<any>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
