/** The page a cache key stores: '/blog/a' or '/route-cache/APP_PAGE/<key>/$/blog/a' → 'blog/a'. */
export function pageNameOf(key: string): string

/** Next's file-system page cache, handing each cached page's HTML out in ASCII. */
export default class PageCache {
  constructor(ctx: Record<string, unknown>)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's cache entry shapes
  get(key: string, ctx: Record<string, unknown>): Promise<any>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
