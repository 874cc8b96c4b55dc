// Types of env.mjs (plain JavaScript: the collector runs on Node without a build step).
export declare const COLLECTOR_PORT: number
export declare const ANALYTICS_SITE_PORT: number
export declare const analyticsBuildEnv: Record<string, string>
export declare const TREATMENT: {
  userToken: string
  inGlobalHoldout: boolean
  holdoutExperimentId: string | null
  experimentId: string
  variantId: string
  isBaseline: boolean
}
