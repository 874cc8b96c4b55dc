// Types of build-hooks/compile-hints.mjs for next.config.ts and its test.
export declare const COMPILE_HINT: string
export declare function addCompileHints(distDir: string): number
