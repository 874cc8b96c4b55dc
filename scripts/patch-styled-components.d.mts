// Types of scripts/patch-styled-components.mjs for next.config.ts and its test.
export declare const PATCHED_VERSION: string
/** The patch (scripts/lib/patch-package.mjs): the package, its version, files and patterns. */
export declare const PATCH: {
  name: string
  version: string
  files: string[]
  original: RegExp
  patched: RegExp
  replace: (match: string, ...groups: string[]) => string
  what: string
}
export declare function unpatchedFiles(): string[]
export declare function assertStyledComponentsPatched(): void
