// Types of scripts/lib/patch-package.mjs.
export interface PackagePatch {
  /** The package. */
  name: string
  /** The one version the patch is for. */
  version: string
  /** The files patched, relative to the package's folder. */
  files: string[]
  /** The call as the package has it (global flag: it is counted). */
  original: RegExp
  /** The call as the patch leaves it (global flag). */
  patched: RegExp
  /** The patched call, from the original's match. */
  replace: (match: string, ...groups: string[]) => string
  /** What a patched file does, for the install's log. */
  what: string
  /** A patch that only makes development faster: one that cannot be applied lets the install go on. */
  optional?: boolean
}
export declare function patchSource(
  source: string,
  patch: PackagePatch,
): { source: string; problem?: string }
export declare function unpatchedFiles(patch: PackagePatch): string[]
export declare function patchWhenRun(moduleUrl: string, label: string, patch: PackagePatch): void
