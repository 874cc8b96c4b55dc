import { describe, expect, it } from 'vitest'
import {
  analyticsConfig,
  analyticsRewrites,
  anyConfigured,
  isRelayPath,
  trailingSlashTarget,
} from './config'

// Nothing configured, or nothing that is what it claims to be: either way every service is off.
const allOff = {
  segment: null,
  posthog: null,
  experiment: null,
  visitorIdScriptUrl: null,
  gtm: null,
}
const notWhatTheyClaim = {
  NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'a key with spaces',
  NEXT_PUBLIC_POSTHOG_KEY: '"quoted"',
  NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL: 'javascript:alert(1)',
  NEXT_PUBLIC_VISITOR_ID_SCRIPT_URL: 'https://user:pw@vid.example/v.js',
  NEXT_PUBLIC_GTM_ID: "GTM-1');alert(1)//",
}

describe('analyticsConfig', () => {
  // Each environment and the whole configuration it gives.
  it.each([
    ['turns nothing on when nothing is configured', {}, allOff],
    ['ignores values that are not what they claim to be', notWhatTheyClaim, allOff],
    [
      'reads every service, with the documented defaults',
      {
        NEXT_PUBLIC_SEGMENT_WRITE_KEY: ' wk_123 ',
        NEXT_PUBLIC_POSTHOG_KEY: 'phc_abc',
        NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL: 'https://ab.example/x.js',
        NEXT_PUBLIC_VISITOR_ID_SCRIPT_URL: 'https://vid.example/v.js?k=1',
        NEXT_PUBLIC_GTM_ID: 'GTM-AB12',
      },
      {
        segment: {
          writeKey: 'wk_123',
          cdnUpstream: 'https://cdn.segment.com',
          apiHost: 'api.segment.io/v1',
          protocol: 'https',
        },
        posthog: { key: 'phc_abc', upstream: 'https://us.i.posthog.com' },
        experiment: {
          scriptUrl: 'https://ab.example/x.js',
          hydratedEvent: 'experiments:hydrated',
          hydratedGlobal: '__experimentsHydrated',
          treatmentEvent: 'experiments:treatment',
        },
        visitorIdScriptUrl: 'https://vid.example/v.js?k=1',
        gtm: { id: 'GTM-AB12', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
      },
    ],
    [
      'splits the event API address into Segment’s apiHost and protocol',
      {
        NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'wk',
        NEXT_PUBLIC_SEGMENT_API_HOST: 'http://127.0.0.1:4000/seg/v1/',
        NEXT_PUBLIC_SEGMENT_CDN_HOST: 'http://127.0.0.1:4000/cdn/',
      },
      {
        ...allOff,
        segment: {
          writeKey: 'wk',
          apiHost: '127.0.0.1:4000/seg/v1',
          protocol: 'http',
          cdnUpstream: 'http://127.0.0.1:4000/cdn',
        },
      },
    ],
  ])('%s', (_, env, config) => {
    expect(analyticsConfig(env)).toEqual(config)
  })

  it('counts as configured, and rewrites, only a service it turned on', () => {
    expect(anyConfigured(analyticsConfig({}))).toBe(false)
    expect(analyticsRewrites(analyticsConfig({}))).toEqual([])
    expect(anyConfigured(analyticsConfig(notWhatTheyClaim))).toBe(false)
    expect(anyConfigured(analyticsConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12' }))).toBe(true)
  })

  it('falls back to the default for a bad event name instead of breaking the adapter', () => {
    const named = analyticsConfig({
      NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL: 'https://ab.example/x.js',
      NEXT_PUBLIC_EXPERIMENT_TREATMENT_EVENT: 'bad name<script>',
      NEXT_PUBLIC_EXPERIMENT_HYDRATED_EVENT: 'ab:ready',
    })
    expect(named.experiment?.treatmentEvent).toBe('experiments:treatment')
    expect(named.experiment?.hydratedEvent).toBe('ab:ready')
  })

  it('rewrites the first-party paths of the configured services only', () => {
    const segmentOnly = analyticsConfig({
      NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'wk',
      NEXT_PUBLIC_SEGMENT_CDN_HOST: 'https://cdn.example/base',
    })
    expect(analyticsRewrites(segmentOnly)).toEqual([
      { source: '/seg-cdn/:path*', destination: 'https://cdn.example/base/:path*' },
    ])
    expect(isRelayPath('/seg-cdn/v1/projects/wk/settings', segmentOnly)).toBe(true)
    expect(isRelayPath('/ph/e/', segmentOnly)).toBe(false)
    expect(isRelayPath('/seg-cdnx', segmentOnly)).toBe(false)
    const both = analyticsConfig({
      NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'wk',
      NEXT_PUBLIC_POSTHOG_KEY: 'phc',
      NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',
    })
    expect(analyticsRewrites(both)).toContainEqual({
      source: '/ph/:path*',
      destination: 'https://eu.i.posthog.com/:path*',
    })
    expect(isRelayPath('/ph/e/', both)).toBe(true)
  })

  // Issue 33: Next's own trailing-slash redirect is off (next.config.ts); src/proxy.ts answers
  // this one after the relays (issue 47: with the security headers). The route tests follow real
  // requests.
  it('redirects one trailing slash away, as Next did', () => {
    expect(trailingSlashTarget('/agent3/')).toBe('/agent3')
    expect(trailingSlashTarget('/blog/shipping-with-agents/')).toBe('/blog/shipping-with-agents')
    for (const path of ['/', '/agent3', '//', '/agent3//', '/a//b/']) {
      expect(trailingSlashTarget(path), path).toBeNull()
    }
  })
})
