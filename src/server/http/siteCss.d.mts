/** The site stylesheet: its address, its text, and the server rules and client pieces it holds. */
export interface SiteStylesheet {
  href: string
  css: string
  server: Set<string>
  client: Set<string>
}
/** Where the proxy serves the stylesheet: this, its hash, `.css`. */
export const SITE_CSS_PREFIX: string
/** The top-level rules of a style sheet's text, or null when its braces do not balance. */
export function cssRules(css: string): string[] | null
/** The stylesheet of a set of pages (their HTML, in order). */
export function buildSiteCss(pages: string[]): Omit<SiteStylesheet, 'href'>
/** The stylesheet of the pages the build generated in `serverDir` (.next/server), or null. */
export function siteStylesheet(serverDir: string): SiteStylesheet | null
/** The page linking the stylesheet, its head's styles without what the stylesheet holds. */
export function withSiteCss(html: string, sheet: SiteStylesheet | null): string
