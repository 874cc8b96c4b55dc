/** A chunk script as Next writes it in the head, its address in the first group (global). */
export const CHUNK_SCRIPT: RegExp
/** The class the loader puts on the root once the page's web fonts are in (issue 37). */
export const FONTS_LOADED_CLASS: string
/** Loader code that runs the loader's step `l` once the browser reports the first contentful paint (a frame later where there are no paint entries; after a second in a tab hidden at the start). */
export const AFTER_FIRST_PAINT: string
/** The inline script that loads the page's web fonts, then adds the chunk scripts `srcs`, and low-priority preloads of `preloads`, after the page's first paint, each step a task of its own. */
export function afterPaintLoader(srcs: string[], preloads?: string[]): string
/** The page with its chunk scripts and lazy chunks' preloads loaded after its first paint (SCRIPTS_AFTER_PAINT=off: as it is). */
export function withScriptsAfterPaint(html: string): string
