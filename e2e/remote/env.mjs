// The remote-source build of the route tests (issue 12): NEXT_PUBLIC_SANITY_PROJECT_ID is set, so
// the site reads the Sanity HTTP API, which SANITY_API_HOST points at the local Content Lake
// stand-in (test-support/content-lake.mjs, over a copy of content/dataset.ndjson); images and
// files come from the stand-in too, so nothing leaves the machine. scripts/build-remote.mjs builds
// with these variables into .next-remote (the stand-in runs during the build: it is queried);
// playwright.config.ts (the remote project) starts the stand-in and that build with the same ones.
// (No import.meta here: Playwright's config loader imports this file.)
import os from 'node:os'
import path from 'node:path'

export const CONTENT_LAKE_PORT = Number(process.env.CONTENT_LAKE_PORT || 3151)
export const REMOTE_SITE_PORT = Number(process.env.REMOTE_SITE_PORT || 3150)
export const CONTENT_LAKE_URL = `http://127.0.0.1:${CONTENT_LAKE_PORT}`
/** The Studio's address in the remote build (issue 35): a page of the stand-in. */
export const STUDIO_URL = `${CONTENT_LAKE_URL}/studio`

/** The site's stdout and stderr during the route tests (the outage tests read its log lines). */
export const REMOTE_SITE_LOG = path.join(
  os.tmpdir(),
  `forgeline-remote-site-${REMOTE_SITE_PORT}.log`,
)

export const READ_TOKEN = 'e2e-read-token'
export const PREVIEW_SECRET = 'e2e-preview-secret'
export const REVALIDATE_SECRET = 'e2e-revalidate-secret'
/**
 * Shorter than the 10 s / 10 s defaults, so the outage tests wait less; long enough that a CMS
 * request of the stand-in on a busy test machine (story tests beside it) is not an outage.
 */
export const FETCH_TIMEOUT_MS = 5000
export const RETRY_SECONDS = 2

export const remoteBuildEnv = {
  NEXT_DIST_DIR: '.next-remote',
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2eproject',
  NEXT_PUBLIC_SANITY_DATASET: 'migration',
  SANITY_API_HOST: CONTENT_LAKE_URL,
  SANITY_API_READ_TOKEN: READ_TOKEN,
  // Draft mode's live updates (SanityLive): the stand-in takes the same token.
  SANITY_API_BROWSER_TOKEN: READ_TOKEN,
  SANITY_PREVIEW_SECRET: PREVIEW_SECRET,
  SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
  SANITY_FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS),
  SANITY_RETRY_SECONDS: String(RETRY_SECONDS),
  NEXT_PUBLIC_SITE_URL: 'https://www.forgeline.example',
  NEXT_PUBLIC_IMAGE_CDN_HOST: CONTENT_LAKE_URL,
  NEXT_PUBLIC_VIDEO_CDN_HOST: CONTENT_LAKE_URL,
  // Issue 35: a Studio address turns stega on in draft mode, as in the Presentation tool. The
  // stand-in serves the Studio's side of the protocol for the overlay tests (STUDIO_URL).
  NEXT_PUBLIC_SANITY_STUDIO_URL: STUDIO_URL,
}

/** The stand-in's own variables: the token drafts need. */
export const contentLakeEnv = {
  CONTENT_LAKE_PORT: String(CONTENT_LAKE_PORT),
  CONTENT_LAKE_TOKEN: READ_TOKEN,
}

/**
 * The editors' time goals on this path, checked when the remote tests run as the bench
 * (`npm run bench:remote`, REMOTE_BENCH=1): a draft edit shows in the open preview within 2 s
 * (issue 35, the median of five edits), a signed publish within 5 s (issue 12). The tests always
 * print the times and check what an editor sees; a time limit in `npm test` would fail on a
 * busy machine, not on a slow site.
 */
export const REMOTE_BENCH = process.env.REMOTE_BENCH === '1'
export const LIVE_EDIT_GOAL_MS = 2000
export const PUBLISH_GOAL_MS = 5000
