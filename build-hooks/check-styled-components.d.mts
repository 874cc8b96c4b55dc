// Types of build-hooks/check-styled-components.mjs for next.config.ts and its test.
export declare function styledComponentsProblems(root?: string): string[]
export declare function assertStyledComponentsPatched(): void
