/** The same page without the CSS text of payload styles that the head's `sc` styles hold. */
export function withoutHoistedPayloadCss(html: string): string
/** A cached page as the server hands it out: without the payload's CSS copy, then in ASCII. */
export function servedHtml(html: string): string
