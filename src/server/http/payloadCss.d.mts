import type { SiteStylesheet } from './siteCss.mjs'
/**
 * The same page without the CSS text of payload styles that the head's `sc` styles hold, and,
 * when it links the site stylesheet, without the payload styles that stylesheet draws.
 */
export function withoutHoistedPayloadCss(html: string, sheet?: SiteStylesheet | null): string
/** A cached page as the server hands it out: linking the site stylesheet, without the payload's CSS copy, its scripts after its first paint, then in ASCII. */
export function servedHtml(html: string, sheet?: SiteStylesheet | null): string
