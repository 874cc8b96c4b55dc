import { createClient } from 'next-sanity'
import { apiVersion, dataset, projectId } from './env'

/**
 * The Sanity CDN client (used only when NEXT_PUBLIC_SANITY_PROJECT_ID is set). Queries go by GET,
 * and the client switches to POST by itself when the query string is too long (SPEC §7 Content).
 */
export const client = createClient({
  projectId: projectId || 'embedded',
  dataset,
  apiVersion,
  useCdn: true,
  perspective: 'published',
  stega: { studioUrl: process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || '/studio' },
})
