// Issue 9: CMS values are checked before they reach HTML. A link goes out only with an allowed
// scheme (anything else renders as plain text), a colour only as hex, and a URL inside CSS only
// when it cannot break out of its `url()`. The Studio's validation rules use the same checks
// (src/sanity/schema/rules.ts), so an editor sees the problem before publishing.

/** `#rgb` or `#rrggbb`, case-insensitive (the forms the theme's contrast maths reads). */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** True when `value` is a hex colour. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value)
}

/** The colour when it is hex, else undefined (the caller's default applies). */
export function safeColor(value: unknown): string | undefined {
  return isHexColor(value) ? value : undefined
}

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * The href when it is safe to put in a link: http(s), mailto and tel URLs, paths on this site
 * ('/x', not '//host' or '/\host'), fragments and queries. Null for every other value
 * (`javascript:`, `data:`, `vbscript:`, protocol-relative, control characters, …).
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const href = value.trim()
  if (!href || /[\u0000-\u001f\u007f\\]/.test(href)) return null
  if (href.startsWith('#') || href.startsWith('?')) return href
  if (href.startsWith('/')) return href.startsWith('//') ? null : href
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]
  if (!scheme || !LINK_SCHEMES.has(`${scheme.toLowerCase()}:`)) return null
  try {
    const url = new URL(href)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname) return null
    return href
  } catch {
    return null
  }
}

/**
 * A URL that may stand inside CSS `url("…")`: https or a site path with no quote, parenthesis,
 * backslash or line break to close the string; an inline image only as base64 data.
 */
export function safeCssUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (/^data:image\/(?:png|jpeg|jpg|gif|webp|svg\+xml);base64,[a-z0-9+/=]+$/i.test(value)) {
    return value
  }
  if (/["'()\\\s<>]/.test(value)) return null
  const href = safeHref(value)
  return href && (href.startsWith('/') || /^https?:\/\//i.test(href)) ? href : null
}

/** The Studio message for a link address the site would not render as a link, or true. */
export function validateSafeHref(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return safeHref(value)
    ? true
    : 'Use an https:// (or http://) address, a mailto: or tel: link, or a path on this site starting with a single /.'
}
