// Types of scripts/check-docs.mjs for its test.
export declare function npmScripts(markdown: string): { script: string; line: number }[]
export declare function commandFiles(markdown: string): { file: string; line: number }[]
export declare function relativeLinks(markdown: string): { target: string; line: number }[]
export declare function envVariables(envExample: string): string[]
export declare function checkDocs(root: string, files?: string[]): string[]
export declare function docFiles(root: string): string[]
