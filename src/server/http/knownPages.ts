// Issue 9: the paths the catch-all route may render, and the redirects editors manage. The proxy answers every other page-like path
// with the static 404 before Next renders (and would cache) it, so made-up addresses cost neither
// a render nor disk. The list is the CMS's page slugs, refreshed when content changes: the
// list is reloaded on a miss when it is older than REFRESH_MS (1 s embedded, 10 s remote), so a page published after the build is reachable within
// seconds, and a flood of unknown paths cannot turn into a flood of CMS queries.
import { HOME_SLUG } from '@/lib/links'
import { client } from '@/sanity/client'
import { queryEmbedded } from '@/sanity/embedded'
import { isEmbedded } from '@/sanity/env'
import { PAGE_SLUGS_QUERY, REDIRECTS_QUERY } from '@/sanity/queries'
import { findRedirect, type RedirectRule } from '@/lib/seo'
import { isOutageError } from '@/sanity/outage'

/** How old the list may be before a miss reloads it (the embedded file is a local read). */
const REFRESH_MS = isEmbedded ? 1_000 : 10_000

interface SlugCache {
  slugs: Set<string>
  redirects: RedirectRule[]
  loadedAt: number
}

let current: SlugCache | null = null
let loading: Promise<SlugCache | null> | null = null

async function query<T>(groq: string): Promise<T> {
  return isEmbedded ? queryEmbedded<T>(groq) : client.fetch<T>(groq, {}, { cache: 'no-store' })
}

async function fetchLists(): Promise<Omit<SlugCache, 'loadedAt'>> {
  const [pages, redirects] = await Promise.all([
    query<{ slug: string | null }[]>(PAGE_SLUGS_QUERY),
    query<RedirectRule[]>(REDIRECTS_QUERY),
  ])
  const slugs = (pages ?? []).map((p) => p.slug).filter((s): s is string => !!s)
  return { slugs: new Set([...slugs, HOME_SLUG]), redirects: redirects ?? [] }
}

function refresh(): Promise<SlugCache | null> {
  loading ??= fetchLists()
    .then((lists) => (current = { ...lists, loadedAt: Date.now() }))
    .catch((error: unknown) => {
      // A CMS outage is logged once by the client (src/sanity/outage.ts); anything else is news.
      if (!isOutageError(error)) {
        console.error('[proxy] page list unavailable, unknown paths pass to the app:', error)
      }
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
    // The CMS not answering: the last list still knows every page it knew.
    return (fresh ?? list).slugs.has(slug)
  }
  return false
}

/**
 * The CMS redirect for a (decoded) path, from the same list, refreshed the same way: a redirect
 * an editor publishes applies within seconds, without a redeploy.
 */
export async function redirectFor(path: string) {
  let list = current ?? (await refresh())
  if (list && Date.now() - list.loadedAt > REFRESH_MS) list = (await refresh()) ?? list
  return list ? findRedirect(list.redirects, path) : null
}

/** For tests: forget the cached list. */
export function resetKnownPages() {
  current = null
}
