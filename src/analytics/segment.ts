// Issue 11, item 2 (SPEC §7 Customer-data analytics): Segment's analytics-next, in a chunk of its
// own, loaded after the page is interactive. Its settings come through a first-party path (the
// /seg-cdn rewrite to the configured CDN) and its events go to the configured apiHost, so ad
// blockers and third-party cookie rules do not break it. A failed load is retried after 500 ms,
// 1 s, 2 s, … (backoff.ts). Every facade call made meanwhile is replayed once it is attached.
import type { AnalyticsBackend } from './analytics'
import { retryWithBackoff, type RetryOptions } from './backoff'
import { SEGMENT_CDN_PATH, type SegmentConfig } from './config'

export interface SegmentHandle {
  backend: AnalyticsBackend
  /** Forgets the visitor's ids and traits (consent withdrawn). */
  reset(): void
}

/** The options analytics-next is loaded with (pure, unit-tested). */
export function segmentLoadOptions(config: SegmentConfig, origin: string) {
  return {
    settings: { writeKey: config.writeKey, cdnURL: `${origin}${SEGMENT_CDN_PATH}` },
    options: {
      // The site makes its own page calls (SPEC §7 page names), on first ready and each route.
      initialPageview: false,
      integrations: {
        'Segment.io': { apiHost: config.apiHost, protocol: config.protocol },
      },
      // The library's own usage metrics would be one more request per page: none.
      updateCDNSettings: <T extends { metrics?: object }>(settings: T): T => ({
        ...settings,
        metrics: { ...settings.metrics, sampleRate: 0 },
      }),
    },
  }
}

export async function loadSegment(
  config: SegmentConfig,
  retry: RetryOptions = {},
): Promise<SegmentHandle | null> {
  const { settings, options } = segmentLoadOptions(config, window.location.origin)
  const instance = await retryWithBackoff(async () => {
    const { AnalyticsBrowser } = await import('@segment/analytics-next')
    // A new browser each try: one whose settings failed to load stays failed.
    const [analytics] = await AnalyticsBrowser.load(settings, options)
    return analytics
  }, retry)
  if (!instance) return null
  return {
    backend: {
      page: (name) => void instance.page(name),
      identify: (traits) => void instance.identify(traits),
      track: (event, props) => void instance.track(event, props),
      // Segment keeps person properties as the identity's traits.
      setPersonProperties: (props) => void instance.identify(props),
    },
    reset: () => instance.reset(),
  }
}
