// Types of scripts/patch-styled-components.mjs for next.config.ts and its test.
import type { PackagePatch } from './lib/patch-package.d.mts'
export declare const PATCHED_VERSION: string
export declare const PATCH: PackagePatch
export declare function unpatchedFiles(): string[]
export declare function assertStyledComponentsPatched(): void
