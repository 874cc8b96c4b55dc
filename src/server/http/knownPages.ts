// Issue 9: the paths the catch-all route may render. The proxy answers every other page-like path
// with the static 404 before Next renders (and would cache) it, so made-up addresses cost neither
// a render nor disk. The list is the CMS's page slugs, refreshed when content changes: the
// list is reloaded on a miss when it is older than REFRESH_MS (1 s embedded, 10 s remote), so a page published after the build is reachable within
// seconds, and a flood of unknown paths cannot turn into a flood of CMS queries.
import { HOME_SLUG } from '@/lib/links'
import { client } from '@/sanity/client'
import { queryEmbedded } from '@/sanity/embedded'
import { isEmbedded } from '@/sanity/env'
import { PAGE_SLUGS_QUERY } from '@/sanity/queries'

/** How old the list may be before a miss reloads it (the embedded file is a local read). */
const REFRESH_MS = isEmbedded ? 1_000 : 10_000

interface SlugCache {
  slugs: Set<string>
  loadedAt: number
}

let current: SlugCache | null = null
let loading: Promise<SlugCache | null> | null = null

async function fetchSlugs(): Promise<string[]> {
  const pages = isEmbedded
    ? await queryEmbedded<{ slug: string | null }[]>(PAGE_SLUGS_QUERY)
    : await client.fetch<{ slug: string | null }[]>(PAGE_SLUGS_QUERY, {}, { cache: 'no-store' })
  return (pages ?? []).map((p) => p.slug).filter((s): s is string => !!s)
}

function refresh(): Promise<SlugCache | null> {
  loading ??= fetchSlugs()
    .then((slugs) => (current = { slugs: new Set([...slugs, HOME_SLUG]), loadedAt: Date.now() }))
    .catch((error: unknown) => {
      console.error('[proxy] page list unavailable, unknown paths pass to the app:', error)
      return null
    })
    .finally(() => (loading = null))
  return loading
}

/**
 * True when `slug` (decoded, no leading or trailing slash) is a CMS page, or when the list cannot
 * be had (the route then answers as it would without the proxy).
 */
export async function isKnownPage(slug: string): Promise<boolean> {
  const list = current ?? (await refresh())
  if (!list) return true
  if (list.slugs.has(slug)) return true
  // A miss reloads the list when it is older than REFRESH_MS.
  if (Date.now() - list.loadedAt > REFRESH_MS) {
    const fresh = await refresh()
    return fresh ? fresh.slugs.has(slug) : true
  }
  return false
}

/** For tests: forget the cached list. */
export function resetKnownPages() {
  current = null
}
