import 'server-only'
// The one fetch every page uses. The source is chosen once (env.ts); the perspective follows
// draft mode: published content only, or drafts laid over it for editors previewing.
import type { ClientReturn, QueryParams } from 'next-sanity'
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
    return queryEmbedded<ClientReturn<Q, unknown>>(query, params, draft ? 'drafts' : 'published')
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
