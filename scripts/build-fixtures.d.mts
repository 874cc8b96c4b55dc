// Types of scripts/build-fixtures.mjs for its TypeScript callers (the staleness test).
export declare const FIXTURE_FILES: { pages: string; themes: string }
export declare function buildFixtures(): Promise<{ pages: string; themes: string }>
export declare function publishedDocuments(ndjson: string): { _id: string; _type: string }[]
export declare function loadQueries(): Promise<Record<string, string>>
