// The analytics build of the route tests (issue 11): every third party configured, every host
// pointed at the local collector (collector.mjs), consent opt-in. scripts/test.sh builds with
// these variables (print-env.mjs) into .next-analytics; the analytics project of
// playwright.config.ts starts that build with them.
export const COLLECTOR_PORT = Number(process.env.ANALYTICS_COLLECTOR_PORT || 3141)
export const ANALYTICS_SITE_PORT = Number(process.env.ANALYTICS_SITE_PORT || 3140)
const collector = `http://127.0.0.1:${COLLECTOR_PORT}`

export const analyticsBuildEnv = {
  NEXT_DIST_DIR: '.next-analytics',
  NEXT_PUBLIC_CONSENT_MODE: 'opt-in',
  NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'e2e-write-key',
  NEXT_PUBLIC_SEGMENT_CDN_HOST: `${collector}/cdn`,
  NEXT_PUBLIC_SEGMENT_API_HOST: `${collector}/seg/v1`,
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_e2e',
  NEXT_PUBLIC_POSTHOG_HOST: `${collector}/ph`,
  NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL: `${collector}/experiments.js`,
  NEXT_PUBLIC_VISITOR_ID_SCRIPT_URL: `${collector}/visitor.js`,
  NEXT_PUBLIC_GTM_ID: 'GTM-E2E1',
  NEXT_PUBLIC_GTM_SCRIPT_URL: `${collector}/gtm.js`,
}

/** The treatment the fake experimentation script (collector.mjs) reports once the page has hydrated. */
export const TREATMENT = {
  userToken: 'e2e-user-token',
  inGlobalHoldout: false,
  holdoutExperimentId: null,
  experimentId: 'exp-hero-copy',
  variantId: 'variant-b',
  isBaseline: false,
}
