import { createClient } from 'next-sanity'
import { apiVersion, dataset, projectId, studioUrl } from './env'

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
  // Click-to-edit links need the Studio's address; without one, stega stays off.
  stega: { enabled: false, studioUrl: studioUrl || undefined },
})
