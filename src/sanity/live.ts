import 'server-only'
// Issue 12: edits appear without a reload in draft mode. `SanityLive` (next-sanity's defineLive)
// listens to the Live Content API with the browser token and refreshes the page's server
// components on every change to a draft or a published document. The site's own fetch layer
// (src/sanity/fetch.ts: outage handling, cache tags for the publish webhook) stays as it is:
// draft renders are never cached, so a refresh reads the new drafts.
import { defineLive } from 'next-sanity/live'
import { client } from './client'

/**
 * A token with Viewer rights, sent to the browser in draft mode only (never in a published page:
 * the layout renders SanityLive only in draft mode). Without it there is no live update; in the
 * Presentation tool the Studio's own channel refreshes the preview.
 */
export const browserToken = process.env.SANITY_API_BROWSER_TOKEN || ''

export const { SanityLive } = defineLive({
  client,
  // The site reads drafts with its own server token (src/sanity/fetch.ts), not defineLive's fetch.
  serverToken: false,
  browserToken: browserToken || false,
})
