'use client'
// Issue 11 (SPEC §2, §7; DESIGN §4.7–4.8): every configured third party, mounted once in the root
// layout, each loaded off the critical path and only while the visitor's consent allows it
// (consent.ts: always with NEXT_PUBLIC_CONSENT_MODE=off). With nothing configured it renders
// nothing and makes no request.
//   - the experimentation script: told when the page has hydrated; loaded right after it;
//   - Segment and PostHog: at the visitor's first interaction, or 4 s after the load event when
//     the main thread is idle (scripts.ts), in chunks of their own; each retried with backoff;
//     attached to the analytics facade, which replays the calls made before they arrived;
//   - the visitor-identification script: after the load event (SPEC §2);
//   - the tag manager (@next/third-parties), with Google consent mode defaults set before it.
// Withdrawn consent detaches the backends, opts PostHog out, forgets the visitor's ids and tells
// the tag manager (consent mode update). Nothing loaded after that until consent is given again.
import { GoogleTagManager } from '@next/third-parties/google'
import { useEffect } from 'react'
import { analytics, attachAnalyticsBackend } from './analytics'
import { ANALYTICS_CONFIG, type AnalyticsConfig } from './config'
import {
  CONSENT_MODE,
  googleConsentDefaults,
  googleConsentUpdate,
  readConsentChoice,
} from './consent'
import { listenForTreatments, signalHydrated } from './experimentAdapter'
import { experimentPersonProperties } from './experiments'
import { loadPostHog } from './posthog'
import { afterWindowLoad, loadScript, onFirstInteractionOrIdle } from './scripts'
import { loadSegment } from './segment'
import { useConsentChoice, useTrackingAllowed } from './useConsent'

/** Google's gtag(): pushes its arguments object, the shape consent commands need. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read through `arguments`
function gtag(..._args: unknown[]) {
  const w = window as unknown as { dataLayer?: unknown[] }
  w.dataLayer ??= []
  // gtag.js reads consent commands only as an Arguments object, not as an array.
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments)
}

/** Starts everything `config` names; returns the function that stops and forgets it. */
function startThirdParties(config: AnalyticsConfig): () => void {
  let stopped = false
  const cleanups: (() => void)[] = []
  const retry = { cancelled: () => stopped }

  if (config.experiment) {
    cleanups.push(
      listenForTreatments(config.experiment, (payload) =>
        analytics.setPersonProperties(experimentPersonProperties(payload)),
      ),
    )
    loadScript(config.experiment.scriptUrl, 'fl-experiments').catch(() => {})
  }

  cleanups.push(
    onFirstInteractionOrIdle(() => {
      if (config.segment) {
        void loadSegment(config.segment, retry).then((handle) => {
          if (!handle) return
          if (stopped) return handle.reset()
          cleanups.push(attachAnalyticsBackend(handle.backend), handle.reset)
        })
      }
      if (config.posthog) {
        void loadPostHog(config.posthog, retry).then((handle) => {
          if (!handle) return
          if (stopped) return handle.optOut()
          cleanups.push(attachAnalyticsBackend(handle.backend), handle.optOut)
        })
      }
    }),
  )

  const visitorId = config.visitorIdScriptUrl
  if (visitorId) {
    cleanups.push(
      afterWindowLoad(() => void loadScript(visitorId, 'fl-visitor-id').catch(() => {})),
    )
  }

  return () => {
    stopped = true
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        cleanup()
      } catch {
        // One service failing to stop does not keep the others running.
      }
    }
  }
}

export function ThirdParties({ config = ANALYTICS_CONFIG }: { config?: AnalyticsConfig }) {
  const allowed = useTrackingAllowed()
  const choice = useConsentChoice()
  // SPEC §2: the experimentation script is told once the page has hydrated.
  useEffect(() => {
    if (config.experiment) signalHydrated(config.experiment)
  }, [config.experiment])

  useEffect(() => {
    if (!allowed) return
    return startThirdParties(config)
  }, [allowed, config])

  // Google consent mode: a later choice is an update (the defaults: GtmConsentDefaults).
  useEffect(() => {
    if (config.gtm && choice) gtag('consent', 'update', googleConsentUpdate(choice))
  }, [config.gtm, choice])

  if (!config.gtm || !allowed) return null
  return (
    <>
      <GtmConsentDefaults />
      <GoogleTagManager gtmId={config.gtm.id} gtmScriptUrl={config.gtm.scriptUrl} />
    </>
  )
}

let consentDefaultsPushed = false

/**
 * Google consent mode defaults, pushed into the dataLayer before the container starts: React
 * runs a sibling's effects before those of the siblings after it, so this comes before
 * GoogleTagManager's scripts are added.
 */
function GtmConsentDefaults() {
  useEffect(() => {
    if (consentDefaultsPushed) return
    consentDefaultsPushed = true
    gtag('consent', 'default', googleConsentDefaults(CONSENT_MODE, readConsentChoice()))
  }, [])
  return null
}
