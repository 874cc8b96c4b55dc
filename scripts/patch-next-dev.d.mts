// Types of scripts/patch-next-dev.mjs for its test.
import type { PackagePatch } from './lib/patch-package.d.mts'
export declare const PATCH: PackagePatch
