// Issue 11 (DESIGN §4.7–4.8): which third parties this build talks to, from configuration. A
// service whose key or address is empty is off: nothing of it loads, no request, no error.
// Pure: `analyticsConfig(env)` reads a plain record, so the rewrites (next.config.ts), the
// Content-Security-Policy and the browser loaders all decide from the same rules.

/** Where the browser fetches Segment's settings and bundles: a first-party path (a rewrite). */
export const SEGMENT_CDN_PATH = '/seg-cdn'
/** Where the browser sends PostHog's events: a first-party path (a rewrite). */
export const POSTHOG_PATH = '/ph'
/**
 * PostHog's documented marker for an element (and everything inside it) that its click capture
 * (autocapture, rage clicks, dead clicks) must never record. Issue 33: the consent banner carries
 * it, because PostHog listens in the capture phase and recorded the click on Reject before the
 * banner's own handler could withdraw consent.
 */
export const POSTHOG_NO_CAPTURE_CLASS = 'ph-no-capture'

export const DEFAULT_SEGMENT_CDN = 'https://cdn.segment.com'
export const DEFAULT_SEGMENT_API = 'https://api.segment.io/v1'
export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com'
export const DEFAULT_GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js'

export interface SegmentConfig {
  writeKey: string
  /** The upstream CDN the first-party path forwards to (origin and optional path, no slash). */
  cdnUpstream: string
  /** Segment.io's `apiHost` (host and path, no protocol) and its protocol. */
  apiHost: string
  protocol: 'https' | 'http'
}

export interface PostHogConfig {
  key: string
  /** The upstream ingestion host the first-party path forwards to. */
  upstream: string
}

export interface ExperimentConfig {
  scriptUrl: string
  /** Window event the site dispatches once the page has hydrated (SPEC §2). */
  hydratedEvent: string
  /** Window property the site sets to true at the same moment (for a script that loads later). */
  hydratedGlobal: string
  /** Window event (a CustomEvent whose detail is the SPEC §3 payload) the script dispatches. */
  treatmentEvent: string
}

export interface AnalyticsConfig {
  segment: SegmentConfig | null
  posthog: PostHogConfig | null
  experiment: ExperimentConfig | null
  visitorIdScriptUrl: string | null
  gtm: { id: string; scriptUrl: string } | null
}

/** An absolute http(s) URL without a trailing slash, or null. */
export function httpUrl(value: string | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  try {
    const url = new URL(trimmed)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (url.username || url.password) return null
    return url.href.replace(/\/+$/, '')
  } catch {
    return null
  }
}

/** A JavaScript identifier-ish name for events and globals; anything else falls back. */
function name(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed && /^[A-Za-z_$][\w$:.-]{0,63}$/.test(trimmed) ? trimmed : fallback
}

/** Keys, ids: printable, no spaces or quotes (they end up in URLs). */
function token(value: string | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed && /^[\w.-]{1,200}$/.test(trimmed) ? trimmed : null
}

export function analyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig {
  const writeKey = token(env.NEXT_PUBLIC_SEGMENT_WRITE_KEY)
  const api = new URL(httpUrl(env.NEXT_PUBLIC_SEGMENT_API_HOST) ?? DEFAULT_SEGMENT_API)
  const posthogKey = token(env.NEXT_PUBLIC_POSTHOG_KEY)
  const experimentScript = httpUrl(env.NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL)
  const gtmId = env.NEXT_PUBLIC_GTM_ID?.trim()
  return {
    segment: writeKey
      ? {
          writeKey,
          cdnUpstream: httpUrl(env.NEXT_PUBLIC_SEGMENT_CDN_HOST) ?? DEFAULT_SEGMENT_CDN,
          apiHost: `${api.host}${api.pathname}`.replace(/\/+$/, ''),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : null,
    posthog: posthogKey
      ? { key: posthogKey, upstream: httpUrl(env.NEXT_PUBLIC_POSTHOG_HOST) ?? DEFAULT_POSTHOG_HOST }
      : null,
    experiment: experimentScript
      ? {
          scriptUrl: experimentScript,
          hydratedEvent: name(env.NEXT_PUBLIC_EXPERIMENT_HYDRATED_EVENT, 'experiments:hydrated'),
          hydratedGlobal: name(env.NEXT_PUBLIC_EXPERIMENT_HYDRATED_GLOBAL, '__experimentsHydrated'),
          treatmentEvent: name(env.NEXT_PUBLIC_EXPERIMENT_TREATMENT_EVENT, 'experiments:treatment'),
        }
      : null,
    visitorIdScriptUrl: httpUrl(env.NEXT_PUBLIC_VISITOR_ID_SCRIPT_URL),
    gtm:
      gtmId && /^GTM-[A-Z0-9]{1,20}$/.test(gtmId)
        ? {
            id: gtmId,
            scriptUrl: httpUrl(env.NEXT_PUBLIC_GTM_SCRIPT_URL) ?? DEFAULT_GTM_SCRIPT_URL,
          }
        : null,
  }
}

/** True when at least one third party is configured. */
export function anyConfigured(config: AnalyticsConfig): boolean {
  return Object.values(config).some((value) => value !== null)
}

/**
 * This build's configuration. Each variable is named in full so that Next inlines its value
 * into the browser bundle at build time.
 */
export const ANALYTICS_CONFIG: AnalyticsConfig = analyticsConfig({
  NEXT_PUBLIC_SEGMENT_WRITE_KEY: process.env.NEXT_PUBLIC_SEGMENT_WRITE_KEY,
  NEXT_PUBLIC_SEGMENT_CDN_HOST: process.env.NEXT_PUBLIC_SEGMENT_CDN_HOST,
  NEXT_PUBLIC_SEGMENT_API_HOST: process.env.NEXT_PUBLIC_SEGMENT_API_HOST,
  NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
  NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
  NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL: process.env.NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL,
  NEXT_PUBLIC_EXPERIMENT_HYDRATED_EVENT: process.env.NEXT_PUBLIC_EXPERIMENT_HYDRATED_EVENT,
  NEXT_PUBLIC_EXPERIMENT_HYDRATED_GLOBAL: process.env.NEXT_PUBLIC_EXPERIMENT_HYDRATED_GLOBAL,
  NEXT_PUBLIC_EXPERIMENT_TREATMENT_EVENT: process.env.NEXT_PUBLIC_EXPERIMENT_TREATMENT_EVENT,
  NEXT_PUBLIC_VISITOR_ID_SCRIPT_URL: process.env.NEXT_PUBLIC_VISITOR_ID_SCRIPT_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GTM_SCRIPT_URL: process.env.NEXT_PUBLIC_GTM_SCRIPT_URL,
})

/**
 * The rewrites that make Segment's CDN and PostHog's ingestion first-party paths (next.config.ts),
 * only for the services configured.
 */
export function analyticsRewrites(config: AnalyticsConfig) {
  const rewrites: { source: string; destination: string }[] = []
  if (config.segment) {
    rewrites.push({
      source: `${SEGMENT_CDN_PATH}/:path*`,
      destination: `${config.segment.cdnUpstream}/:path*`,
    })
  }
  if (config.posthog) {
    rewrites.push({
      source: `${POSTHOG_PATH}/:path*`,
      destination: `${config.posthog.upstream}/:path*`,
    })
  }
  return rewrites
}

/**
 * The address a path with a trailing slash is redirected to (308), or null: Next's own redirect's
 * rule (`/:path+/`, one or more segments then one slash). Next's own is off
 * (`skipTrailingSlashRedirect` in next.config.ts, as PostHog's guide to a Next.js proxy has it):
 * it ran before any rewrite and answered PostHog's `/ph/e/` posts with a 308, so every send was
 * made twice (issue 33). src/proxy.ts answers this one after it has let the relays through, with
 * the security headers every answer carries (issue 47: a redirect of next.config.ts's has none).
 */
export function trailingSlashTarget(pathname: string): string | null {
  return /^\/(?:[^/]+\/)*[^/]+\/$/.test(pathname) ? pathname.slice(0, -1) : null
}

/** True when `pathname` is one of the first-party relay paths of a configured service. */
export function isRelayPath(pathname: string, config: AnalyticsConfig): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)
  return (
    (config.segment !== null && under(SEGMENT_CDN_PATH)) ||
    (config.posthog !== null && under(POSTHOG_PATH))
  )
}
