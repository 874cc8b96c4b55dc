// SPEC §3 Link and DESIGN §4.1: where a CMS link goes and whether it opens a new tab, and the
// login / sign-up targets.

import { safeHref } from './safeValues'

export type LinkType = 'internal' | 'internal-next' | 'external' | (string & {})

/** A link as the queries project it: navigation uses `link`, buttons and forms `externalUrl`. */
export interface CmsLink {
  linkType?: LinkType | null
  /** The target page's slug (projected from the reference), e.g. 'product' or 'home'. */
  internalLink?: string | null
  link?: string | null
  externalUrl?: string | null
  openInNewTab?: boolean | null
}

/** The slug of the page served at '/'. */
export const HOME_SLUG = 'home'

/** SPEC §3: any linkType value that contains 'internal' is internal. */
export function isInternal(linkType: LinkType | null | undefined): boolean {
  return typeof linkType === 'string' && linkType.includes('internal')
}

/** The site path of a page slug: 'home' is '/', others get one leading slash. */
export function pagePath(slug: string | null | undefined): string {
  if (!slug || slug === HOME_SLUG || slug === '/') return '/'
  return `/${slug.replace(/^\/+/, '')}`
}

/** The href of a CMS link, or null when it has no usable target. */
export function linkHref(link: CmsLink | null | undefined): string | null {
  if (!link) return null
  if (isInternal(link.linkType))
    return link.internalLink != null ? pagePath(link.internalLink) : null
  // Issue 9: only allowed schemes become links; anything else renders as plain text.
  return safeHref(link.link || link.externalUrl)
}

/**
 * SPEC §3 New-tab rule: an explicit openInNewTab wins; otherwise external links open in a new
 * tab and internal links in the same tab.
 */
export function opensInNewTab(link: CmsLink | null | undefined): boolean {
  if (!link) return false
  if (typeof link.openInNewTab === 'boolean') return link.openInNewTab
  return !isInternal(link.linkType)
}

/** Anchor attributes for a CMS link: href plus target/rel for a new tab. */
export function linkAttributes(link: CmsLink | null | undefined) {
  const href = linkHref(link) ?? '#'
  return opensInNewTab(link)
    ? { href, target: '_blank' as const, rel: 'noopener noreferrer' }
    : { href }
}

export interface AuthTargetOptions {
  /** siteSettings.loginUrl / signupUrl: win when set (DESIGN §4.1). */
  configured?: string | null
  /** NEXT_PUBLIC_APP_ORIGIN: prefixed in development only. */
  appOrigin?: string | null
  isDevelopment?: boolean
}

/** DESIGN §4.1: the login or sign-up target: site settings, else the fixed path. */
export function authTarget(
  pathname: '/login' | '/signup',
  options: AuthTargetOptions = {},
): string {
  const configured = safeHref(options.configured)
  if (configured) return configured
  if (options.isDevelopment && options.appOrigin) {
    return `${options.appOrigin.replace(/\/+$/, '')}${pathname}`
  }
  return pathname
}
