// Issue 11, item 4 (SPEC §7 Product-analytics service): posthog-js, in a chunk of its own, loaded
// after the page is interactive, its events sent through a first-party path (the /ph rewrite to
// the configured host). Page views come from the facade (first load and every client route
// change, with the SPEC §2 page name); clicks and form interactions are autocaptured; the SPEC §3
// experiment properties are set on the person. It loads no script of its own from elsewhere.
import type { AnalyticsBackend } from './analytics'
import { retryWithBackoff, type RetryOptions } from './backoff'
import { POSTHOG_PATH, type PostHogConfig } from './config'

export interface PostHogHandle {
  backend: AnalyticsBackend
  /** Stops capturing and forgets the visitor (consent withdrawn). */
  optOut(): void
}

/** The options posthog-js is started with (pure, unit-tested). */
export function posthogInitOptions(origin: string) {
  return {
    api_host: `${origin}${POSTHOG_PATH}`,
    // Page views are the facade's (route changes included), so none is counted twice.
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: true,
    persistence: 'localStorage+cookie',
    // Issue 33: opting out also deletes PostHog's cookie and localStorage entry (ids, session);
    // without it, its cookie kept the visitor's ids after consent was withdrawn.
    opt_out_persistence_by_default: true,
    person_profiles: 'identified_only',
    // Nothing loaded from PostHog's asset hosts: the CSP allows none of them.
    disable_external_dependency_loading: true,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    advanced_disable_flags: true,
    capture_exceptions: false,
  } as const
}

export async function loadPostHog(
  config: PostHogConfig,
  retry: RetryOptions = {},
): Promise<PostHogHandle | null> {
  // The slim build with only the analytics extensions (autocapture, route changes, heatmaps,
  // dead clicks, web vitals): 68 KB gzip instead of the full build's 125 KB, which is parsed and
  // run on the visitor's main thread.
  const loaded = await retryWithBackoff(
    () =>
      Promise.all([
        import('posthog-js/dist/module.slim.no-external'),
        import('posthog-js/dist/extension-bundles'),
      ]),
    retry,
  )
  if (!loaded) return null
  const [{ default: posthog }, { AnalyticsExtensions }] = loaded
  posthog.init(config.key, {
    ...posthogInitOptions(window.location.origin),
    __extensionClasses: { ...AnalyticsExtensions },
  })
  // This loads only with the visitor's consent (consent.ts decides): PostHog's own opt-out record,
  // left by an earlier withdrawal in this page or an earlier visit, must not outlive a new yes.
  if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing({ captureEventName: false })
  // The person properties need a person: an anonymous visitor gets one when they are first set.
  const personProperties = (props: Record<string, unknown>) => {
    posthog.setPersonProperties(props)
  }
  return {
    backend: {
      page: (name) => void posthog.capture('$pageview', { page_name: name }),
      identify: personProperties,
      track: (event, props) => void posthog.capture(event, props),
      setPersonProperties: personProperties,
    },
    optOut: () => {
      // Forget the visitor first (new ids in memory, the device id too): reset() would also
      // forget the opt-out. Opting out then deletes what PostHog stored (see
      // opt_out_persistence_by_default) but its record of the refusal, which holds no id.
      posthog.reset(true)
      posthog.opt_out_capturing()
    },
  }
}
