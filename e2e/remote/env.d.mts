// Types of env.mjs (plain JavaScript: the build script and the stand-in run on Node without a build step).
export declare const CONTENT_LAKE_PORT: number
export declare const REMOTE_SITE_PORT: number
export declare const CONTENT_LAKE_URL: string
export declare const STUDIO_URL: string
export declare const REMOTE_SITE_LOG: string
export declare const READ_TOKEN: string
export declare const PREVIEW_SECRET: string
export declare const REVALIDATE_SECRET: string
export declare const FETCH_TIMEOUT_MS: number
export declare const RETRY_SECONDS: number
export declare const remoteBuildEnv: Record<string, string>
export declare const contentLakeEnv: Record<string, string>
export declare const REMOTE_BENCH: boolean
export declare const LIVE_EDIT_GOAL_MS: number
export declare const PUBLISH_GOAL_MS: number
