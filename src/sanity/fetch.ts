import 'server-only'
// The one fetch every page uses. The source is chosen once (env.ts); the perspective follows
// draft mode: published content only, or drafts laid over it for editors previewing.
import type { ClientReturn, QueryParams } from 'next-sanity'
import { unstable_cache } from 'next/cache'
import { client } from './client'
import { queryEmbedded } from './embedded'
import { isEmbedded, REVALIDATE_SECONDS, studioUrl } from './env'

export interface SanityFetchOptions<Q extends string> {
  query: Q
  params?: QueryParams
  /** Draft mode: read drafts (needs SANITY_API_READ_TOKEN for the remote source). */
  draft?: boolean
  /** Cache tags for on-demand revalidation by the publish webhook. */
  tags?: string[]
}

export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  draft = false,
  tags = ['sanity'],
}: SanityFetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  if (isEmbedded) {
    // Drafts are never cached; `npm run dev` reads the file as it is on every render, so a saved
    // edit shows on the next reload.
    if (draft || process.env.NODE_ENV === 'development') {
      return queryEmbedded<ClientReturn<Q, unknown>>(query, params, draft ? 'drafts' : 'published')
    }
    // Cached under the same tags as the remote source, so the publish webhook refreshes the
    // embedded site the same way (issue 12); the file itself is re-read when it changes.
    return unstable_cache(
      () => queryEmbedded<ClientReturn<Q, unknown>>(query, params, 'published'),
      ['embedded', query, JSON.stringify(params)],
      { tags, revalidate: REVALIDATE_SECONDS },
    )()
  }
  if (draft) {
    const token = process.env.SANITY_API_READ_TOKEN
    if (!token) throw new Error('Draft mode needs SANITY_API_READ_TOKEN for the Sanity source')
    return client
      .withConfig({ token, useCdn: false, perspective: 'drafts', stega: !!studioUrl })
      .fetch(query, params, { cache: 'no-store' })
  }
  return client.fetch(query, params, { next: { revalidate: REVALIDATE_SECONDS, tags } })
}
