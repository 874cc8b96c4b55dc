import { requester as defaultRequester } from '@sanity/client'
import { createClient } from 'next-sanity'
import { apiVersion, dataset, projectId, studioUrl } from './env'
import {
  CmsBreaker,
  CmsTimeoutError,
  CmsUnavailableError,
  DEFAULT_RETRY_SECONDS,
  DEFAULT_TIMEOUT_MS,
  describeCmsError,
  isOutageError,
  positiveInt,
} from './outage'

/**
 * The Content Lake's address: Sanity's own, unless SANITY_API_HOST points the client at another
 * (server-only; the tests' local stand-in, test-support/content-lake.mjs). Such a host is used as
 * it is, without the project subdomain and without the CDN.
 */
export const apiHost = process.env.SANITY_API_HOST || ''

/** Deadline of one CMS request, its retries included (issue 12). */
export const CMS_TIMEOUT_MS = positiveInt(process.env.SANITY_FETCH_TIMEOUT_MS, DEFAULT_TIMEOUT_MS)

/** How long requests fail fast after a CMS failure before one tries again. */
export const CMS_RETRY_SECONDS = positiveInt(
  process.env.SANITY_RETRY_SECONDS,
  DEFAULT_RETRY_SECONDS,
)

/**
 * One breaker per server process, shared by every bundle that loads this module (the proxy's page
 * list, the pages, the draft handshake), so an outage is one outage, logged once.
 */
const BREAKER = Symbol.for('forgeline.sanity.breaker')
const processGlobals = globalThis as typeof globalThis & { [BREAKER]?: CmsBreaker }
export const breaker = (processGlobals[BREAKER] ??= new CmsBreaker(CMS_RETRY_SECONDS * 1000))

/** get-it's requester, as the client's `requester` option takes it. */
type Requester = typeof defaultRequester

interface Observer {
  next: (value: unknown) => void
  error: (error: unknown) => void
  complete: () => void
}
interface Subscribable {
  subscribe: (observer: Observer) => { unsubscribe: () => void }
}

/**
 * The client's requester with a deadline and the breaker: a request the breaker refuses fails at
 * once; one without an answer in CMS_TIMEOUT_MS is aborted and fails with CmsTimeoutError.
 */
function guarded(base: Requester): Requester {
  const request = (options: Parameters<Requester>[0]): Subscribable => ({
    subscribe(observer) {
      const admission = breaker.admit()
      if (!admission.go) {
        observer.error(new CmsUnavailableError(admission.reason))
        return { unsubscribe() {} }
      }
      let settled = false
      let inner: { unsubscribe: () => void } | null = null
      const settle = (error?: unknown) => {
        if (settled) return false
        settled = true
        clearTimeout(timer)
        if (error !== undefined && isOutageError(error)) breaker.failed(describeCmsError(error))
        else breaker.succeeded()
        return true
      }
      const timer = setTimeout(() => {
        const error = new CmsTimeoutError(CMS_TIMEOUT_MS)
        if (!settle(error)) return
        inner?.unsubscribe()
        observer.error(error)
      }, CMS_TIMEOUT_MS)
      inner = (base(options) as Subscribable).subscribe({
        next: (value) => {
          if (!settled) observer.next(value)
        },
        error: (error) => {
          if (settle(error ?? new Error('request failed'))) observer.error(error)
        },
        complete: () => {
          if (settle()) observer.complete()
        },
      })
      return {
        unsubscribe() {
          settled = true
          clearTimeout(timer)
          inner?.unsubscribe()
        },
      }
    },
  })
  return Object.assign(request, {
    use: (middleware: Parameters<Requester['use']>[0]) => guarded(base.clone().use(middleware)),
    clone: () => guarded(base.clone()),
  }) as Requester
}

/**
 * The Sanity client (used only when NEXT_PUBLIC_SANITY_PROJECT_ID is set). Queries go by GET, and
 * the client switches to POST by itself when the query string is too long (SPEC §7 Content).
 */
export const client = createClient({
  projectId: projectId || 'embedded',
  dataset,
  apiVersion,
  useCdn: !apiHost,
  ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  perspective: 'published',
  requester: guarded(defaultRequester),
  // Click-to-edit links need the Studio's address; without one, stega stays off.
  stega: { enabled: false, studioUrl: studioUrl || undefined },
})
