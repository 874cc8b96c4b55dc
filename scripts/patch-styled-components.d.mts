// Types of scripts/patch-styled-components.mjs for next.config.ts.
export declare const PATCHED_VERSION: string
export declare function unpatchedFiles(): string[]
export declare function assertStyledComponentsPatched(): void
