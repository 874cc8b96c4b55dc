// Issue 9: the security headers of every response, built from configuration (pure; the proxy
// applies them). Content pages stay static, so their Content-Security-Policy allows inline
// scripts by hash instead of a nonce: the page cache puts each page's policy in its cache entry
// (src/server/cacheHandler.mjs, issue 34), and the proxy adds the other headers ('cachedPage').
// Pages rendered per request (draft mode, `next dev`) get a nonce. Third-party hosts are allowed
// only when their variable is set.

import { analyticsConfig } from '@/analytics/config'
import { GTM_INIT_SCRIPT_HASH } from '@/analytics/gtmHash'
import { withBuiltPublicEnv } from '@/lib/publicEnv'
import {
  COMMON_SECURITY_HEADERS,
  FRAME_OPTIONS,
  HSTS_VALUE,
  hstsEnabled,
  NON_DOCUMENT_POLICY,
} from './securityHeaderValues.mjs'

export { NON_DOCUMENT_POLICY }

/**
 * 'cachedPage': a content page, whose Content-Security-Policy comes with it from the page cache
 * (src/server/cacheHandler.mjs): a second policy here would be enforced beside it.
 */
export type ResponseKind = 'document' | 'cachedPage' | 'api' | 'asset'

export interface SecurityConfig {
  /** Strict-Transport-Security on (default) or off for plain-HTTP local use (SECURITY_HSTS=off). */
  hsts: boolean
  /** The Sanity Studio's origin: may frame the site (Presentation) and is reached in draft mode. */
  studioOrigin: string | null
  /** Extra origins per directive, from the configured third parties (thirdPartySources). */
  sources: Partial<Record<Directive, string[]>>
  /** `next dev`: React's development build evaluates code (never in a production build). */
  development?: boolean
}

export type Directive =
  | 'script-src'
  | 'connect-src'
  | 'img-src'
  | 'media-src'
  | 'frame-src'
  | 'style-src'
  | 'font-src'
  | 'form-action'

/** The origin of a URL, or null for anything that is not an absolute http(s) URL. */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null
  }
}

/**
 * Origins each configured service needs, by directive. A service whose variable is empty adds
 * nothing. The analytics issue fills in its own services here (Segment, PostHog, tag manager).
 */
export function thirdPartySources(env: Record<string, string | undefined>) {
  const sources: Partial<Record<Directive, string[]>> = {}
  const add = (directive: Directive, ...origins: (string | null)[]) => {
    for (const origin of origins) {
      if (origin) (sources[directive] ??= []).push(origin)
    }
  }
  // SPEC §7 form-routing provider (Default.com): its Forms SDK script and its API.
  add(
    'script-src',
    originOf(env.NEXT_PUBLIC_DEFAULT_FORM_SCRIPT_URL) ?? 'https://import-cdn.default.com',
  )
  add('connect-src', 'https://*.default.com')
  // SPEC §3 media hosts: the product's image and video CDNs.
  add('img-src', originOf(env.NEXT_PUBLIC_IMAGE_CDN_HOST))
  add('media-src', originOf(env.NEXT_PUBLIC_VIDEO_CDN_HOST))
  // A Sanity project: images and files from its CDN, queries to its API (draft mode, live).
  if (env.NEXT_PUBLIC_SANITY_PROJECT_ID) {
    add('img-src', 'https://cdn.sanity.io')
    add('media-src', 'https://cdn.sanity.io')
    add('connect-src', 'https://*.api.sanity.io', 'wss://*.api.sanity.io')
    // Another Content Lake address (the tests' stand-in): draft mode's live events go there.
    add('connect-src', originOf(env.SANITY_API_HOST))
  }
  // Analytics, tag manager, embeds (issue 11): each origin only when configured. Segment's
  // settings and bundles and PostHog's ingestion go through first-party rewrites ('self').
  const analytics = analyticsConfig(env)
  if (analytics.segment) {
    add('connect-src', originOf(`${analytics.segment.protocol}://${analytics.segment.apiHost}`))
  }
  for (const url of [analytics.experiment?.scriptUrl, analytics.visitorIdScriptUrl]) {
    // A script from its host, and its own requests back to that host.
    add('script-src', originOf(url))
    add('connect-src', originOf(url))
  }
  if (analytics.gtm) {
    const gtmOrigin = originOf(analytics.gtm.scriptUrl)
    add('script-src', gtmOrigin, `'${GTM_INIT_SCRIPT_HASH}'`)
    add('img-src', gtmOrigin)
    add(
      'connect-src',
      gtmOrigin,
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
    )
  }
  if (env.NEXT_PUBLIC_VIDEO_EMBEDS === 'on') {
    // Video platform facade: the player frame loads only after the visitor presses play.
    add('frame-src', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com')
  }
  if (env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY) add('frame-src', 'https://www.google.com')
  return sources
}

/** The hosts a page may load from are the build's (issue 34: src/lib/publicEnv.ts). */
export function securityConfig(
  env: Record<string, string | undefined> = withBuiltPublicEnv(),
): SecurityConfig {
  return {
    hsts: hstsEnabled(env),
    studioOrigin: originOf(env.NEXT_PUBLIC_SANITY_STUDIO_URL),
    sources: thirdPartySources(env),
    development: env.NODE_ENV === 'development',
  }
}

export interface PolicyInput {
  /** 'sha256-…' sources of the page's inline scripts (a static page). */
  scriptHashes?: readonly string[]
  /**
   * The per-request nonce, which a page rendered for this request puts on its scripts (draft mode,
   * `next dev`), with 'strict-dynamic'.
   */
  nonce?: string
  /** Draft mode: the visual-editing overlay talks to the Studio. */
  draft?: boolean
}

function list(...values: (string | null | undefined | false)[]): string {
  return [...new Set(values.filter(Boolean))].join(' ')
}

/** The Content-Security-Policy of an HTML document. */
export function documentPolicy(config: SecurityConfig, input: PolicyInput): string {
  const extra = (directive: Directive) => config.sources[directive] ?? []
  const hashes = (input.scriptHashes ?? []).map((hash) => `'${hash}'`)
  const nonce = input.nonce ? `'nonce-${input.nonce}'` : null
  const scripts = !nonce
    ? hashes
    : input.scriptHashes
      ? [nonce, ...hashes]
      : [nonce, "'strict-dynamic'"]
  const studio = input.draft ? config.studioOrigin : null
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      list(
        "'self'",
        ...scripts,
        ...extra('script-src'),
        studio,
        config.development && "'unsafe-eval'",
      ),
    ],
    // styled-components writes <style> elements and React writes style attributes: styles may
    // be inline (scripts may not). The Observatory scores script-src, not style-src.
    ['style-src', list("'self'", "'unsafe-inline'", ...extra('style-src'))],
    ['img-src', list("'self'", 'data:', 'blob:', ...extra('img-src'), studio)],
    // Editors paste video addresses on any https host (a video block's URL); media runs no code.
    ['media-src', list("'self'", 'https:', ...extra('media-src'))],
    ['font-src', list("'self'", ...extra('font-src'))],
    ['connect-src', list("'self'", ...extra('connect-src'), studio)],
    ['frame-src', list("'self'", ...extra('frame-src'), studio)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', list("'self'", ...extra('form-action'))],
    // Editors preview inside the Studio's Presentation tool, which frames the site.
    ['frame-ancestors', list("'self'", config.studioOrigin)],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/** Every security header of a response. */
export function securityHeaders(
  config: SecurityConfig,
  kind: ResponseKind,
  input: PolicyInput = {},
): Record<string, string> {
  const headers: Record<string, string> = { ...COMMON_SECURITY_HEADERS }
  const page = kind === 'document' || kind === 'cachedPage'
  if (kind !== 'cachedPage') {
    headers['Content-Security-Policy'] = page ? documentPolicy(config, input) : NON_DOCUMENT_POLICY
  }
  // X-Frame-Options cannot name another origin; with a Studio, a page's frame-ancestors alone
  // decides. An answer that is no page is framed by no one, Studio or not (issue 47: the same
  // headers as the site's server and nginx send on theirs, securityHeaderValues.mjs).
  if (!page || !config.studioOrigin) headers['X-Frame-Options'] = FRAME_OPTIONS
  if (config.hsts) headers['Strict-Transport-Security'] = HSTS_VALUE
  return headers
}
