import 'server-only'
// The one fetch every page uses. The source is chosen once (env.ts); the perspective follows
// draft mode: published content only, or drafts laid over it for editors previewing.
import type { ClientReturn, QueryParams } from 'next-sanity'
import { unstable_cache } from 'next/cache'
import { apiHost, client, CMS_RETRY_SECONDS } from './client'
import { queryEmbedded } from './embedded'
import { dataset, isEmbedded, projectId, REVALIDATE_SECONDS, studioUrl } from './env'
import { lastGood, rememberLastGood } from './lastGood'
import { buildFailureMessage, describeCmsError, queryKey } from './outage'
import { cleanLogicValues } from './stega'

export interface SanityFetchOptions<Q extends string> {
  query: Q
  params?: QueryParams
  /** Draft mode: read drafts (needs SANITY_API_READ_TOKEN for the remote source). */
  draft?: boolean
  /** Cache tags for on-demand revalidation by the publish webhook. */
  tags?: string[]
}

const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build'

export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  draft = false,
  tags = ['sanity'],
}: SanityFetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  type Result = ClientReturn<Q, unknown>
  if (isEmbedded) {
    // Drafts are never cached; `npm run dev` reads the file as it is on every render, so a saved
    // edit shows on the next reload.
    if (draft || process.env.NODE_ENV === 'development') {
      return queryEmbedded<Result>(query, params, draft ? 'drafts' : 'published')
    }
    // Cached under the same tags as the remote source, so the publish webhook refreshes the
    // embedded site the same way (issue 12); the file itself is re-read when it changes.
    return unstable_cache(
      () => queryEmbedded<Result>(query, params, 'published'),
      ['embedded', query, JSON.stringify(params)],
      { tags, revalidate: REVALIDATE_SECONDS },
    )()
  }
  if (draft) {
    const token = process.env.SANITY_API_READ_TOKEN
    if (!token) throw new Error('Draft mode needs SANITY_API_READ_TOKEN for the Sanity source')
    // With a Studio URL the Presentation tool's stega is on: text stays encoded for click-to-edit,
    // what the site uses for logic is cleaned here, once (stega.ts).
    const result = await client
      .withConfig({ token, useCdn: false, perspective: 'drafts', stega: !!studioUrl })
      .fetch(query, params, { cache: 'no-store' })
    return cleanLogicValues(result) as Result
  }
  return fetchPublished<Result>(query, params, tags)
}

/**
 * Published content from the Sanity source, cached under its tags (the webhook refreshes them).
 * Issue 12, item 4: when the CMS fails or does not answer (client.ts: deadline and breaker), a
 * page being regenerated gets the query's last good answer instead of an error, cached for
 * CMS_RETRY_SECONDS only, which also shortens that page's own lifetime, so its regeneration is
 * tried again soon. The build never falls back: it fails with a message that says what to check.
 */
async function fetchPublished<T>(query: string, params: QueryParams, tags: string[]): Promise<T> {
  const key = queryKey(query, params)
  try {
    const result = await unstable_cache(
      async () => {
        // Every call here is a real request (the cache is unstable_cache), so the breaker in
        // client.ts sees what the CMS does, never a cached answer.
        const fresh = await client.fetch<T>(query, params, { cache: 'no-store' })
        rememberLastGood(key, fresh)
        return fresh
      },
      ['sanity', query, JSON.stringify(params)],
      { tags, revalidate: REVALIDATE_SECONDS },
    )()
    rememberLastGood(key, result)
    return result
  } catch (error) {
    const reason = describeCmsError(error)
    if (isBuild()) {
      const target = { apiHost: apiHost || 'https://api.sanity.io', projectId, dataset }
      throw new Error(buildFailureMessage(target, reason), { cause: error })
    }
    const last = lastGood(key)
    // Never read: nothing to show but the error (Next then keeps serving a page it already has).
    if (last === undefined) throw error
    return unstable_cache(
      async () => last as T,
      ['sanity-last-good', query, JSON.stringify(params)],
      {
        tags,
        revalidate: CMS_RETRY_SECONDS,
      },
    )()
  }
}
