/** The inline script that adds the chunk scripts `srcs` after the page's first paint. */
export function afterPaintLoader(srcs: string[]): string
/** The page with its head's chunk scripts loaded after its first paint (SCRIPTS_AFTER_PAINT=off: as it is). */
export function withScriptsAfterPaint(html: string): string
