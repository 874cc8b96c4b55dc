// Issue 9: what search engines and link previews read. Pure builders; the routes pass in the page
// data and the site's public URL (NEXT_PUBLIC_SITE_URL).
import type { Metadata } from 'next'
import { pagePath } from './links'
import { withBuiltPublicEnv } from './publicEnv'

/**
 * The site's public URL: NEXT_PUBLIC_SITE_URL as the build had it (issue 34: a server started
 * without it, or on another replica, still writes the same canonical URLs), else localhost in
 * development only (null).
 */
export function publicSiteUrl(
  env: Record<string, string | undefined> = withBuiltPublicEnv(),
): string | null {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/+$/, '')
  if (configured) return configured
  return env.NODE_ENV === 'production' ? null : 'http://localhost:3000'
}

/** The loud warning a production build prints when NEXT_PUBLIC_SITE_URL is missing. */
export const MISSING_SITE_URL_WARNING = [
  '',
  '!'.repeat(78),
  '!! NEXT_PUBLIC_SITE_URL is not set. This build publishes no canonical URLs, no absolute',
  '!! share-image URLs and an empty sitemap rather than localhost addresses. Set it to the',
  "!! site's public address (e.g. https://www.forgeline.example) and build again.",
  '!'.repeat(78),
  '',
].join('\n')

export interface SeoPage {
  title?: string | null
  description?: string | null
  slug?: string | null
  noindex?: boolean | null
  /** The page's own share image (an absolute or site-relative URL), when it has one. */
  shareImageUrl?: string | null
  _createdAt?: string | null
  _updatedAt?: string | null
  settings?: { productName?: string | null; defaultDescription?: string | null } | null
}

/** Blog posts live under blog/ (SPEC §2 page paths): they are Articles. */
export function isArticle(slug: string | null | undefined): boolean {
  return !!slug && slug.startsWith('blog/')
}

/** The generated share card of a page path: /og for home, /og/<slug> for the rest. */
export function generatedShareImagePath(path: string): string {
  return path === '/' ? '/og' : `/og${path}`
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The Metadata of a CMS page: canonical, robots, Open Graph and Twitter card. */
export function pageMetadata(
  page: SeoPage,
  options: { siteUrl: string | null; fallbackProductName: string; home?: boolean },
): Metadata {
  const path = options.home ? '/' : pagePath(page.slug)
  const siteName = page.settings?.productName || options.fallbackProductName
  const description = page.description || page.settings?.defaultDescription || undefined
  const title = page.title || siteName
  const image = page.shareImageUrl || generatedShareImagePath(path)
  // A share image needs an absolute URL: a site path only with the public site URL.
  const shareable = !!options.siteUrl || /^https?:\/\//i.test(image)
  const images = shareable ? [{ url: image, ...SHARE_IMAGE_SIZE, alt: title }] : undefined
  return {
    title: options.home ? { absolute: title } : title,
    description,
    ...(options.siteUrl ? { alternates: { canonical: path } } : {}),
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: isArticle(page.slug) ? 'article' : 'website',
      siteName,
      title,
      description,
      ...(options.siteUrl ? { url: path } : {}),
      ...(images ? { images } : {}),
      ...(isArticle(page.slug)
        ? {
            publishedTime: page._createdAt ?? undefined,
            modifiedTime: page._updatedAt ?? undefined,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      ...(shareable ? { images: [image] } : {}),
    },
  }
}

type JsonLd = Record<string, unknown>

function absolute(siteUrl: string | null, path: string): string {
  return siteUrl ? `${siteUrl}${path === '/' ? '' : path}` || siteUrl : path
}

/** Home: the organisation and the web site. */
export function homeJsonLd(options: {
  siteUrl: string | null
  productName: string
  companyName: string
  description?: string | null
}): JsonLd[] {
  const url = options.siteUrl ?? '/'
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: options.companyName,
      url,
      logo: absolute(options.siteUrl, '/icon.svg'),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: options.productName,
      url,
      ...(options.description ? { description: options.description } : {}),
    },
  ]
}

/**
 * A nested page's trail: Home, each ancestor that is a page of its own, then the page. Null for a
 * page directly under home (a one-step trail says nothing).
 */
export function breadcrumbJsonLd(
  slug: string,
  title: string,
  options: { siteUrl: string | null; titles: ReadonlyMap<string, string> },
): JsonLd | null {
  const segments = slug.split('/').filter(Boolean)
  if (segments.length < 2) return null
  const items: { name: string; path: string }[] = [{ name: 'Home', path: '/' }]
  for (let i = 1; i < segments.length; i++) {
    const ancestor = segments.slice(0, i).join('/')
    const name = options.titles.get(ancestor)
    if (name) items.push({ name, path: `/${ancestor}` })
  }
  items.push({ name: title, path: `/${segments.join('/')}` })
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(options.siteUrl, item.path),
    })),
  }
}

/** A blog post. */
export function articleJsonLd(
  page: SeoPage,
  options: { siteUrl: string | null; companyName: string },
): JsonLd {
  const path = pagePath(page.slug)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title ?? '',
    ...(page.description ? { description: page.description } : {}),
    image: [absolute(options.siteUrl, page.shareImageUrl || generatedShareImagePath(path))],
    ...(page._createdAt ? { datePublished: page._createdAt } : {}),
    ...(page._updatedAt ? { dateModified: page._updatedAt } : {}),
    author: { '@type': 'Organization', name: options.companyName },
    publisher: { '@type': 'Organization', name: options.companyName },
    mainEntityOfPage: absolute(options.siteUrl, path),
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no value can close the tag. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export interface RedirectRule {
  from: string | null
  to: string | null
  permanent: boolean | null
}

const normalisePath = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)

function matchRule(rules: readonly RedirectRule[], path: string) {
  const wanted = normalisePath(path)
  return rules.find((rule) => rule.from && rule.to && normalisePath(rule.from) === wanted)
}

/**
 * The redirect for a (decoded) path: exact match, ignoring one trailing slash. A rule whose chain
 * of redirects on this site comes back to where it started is an editor's mistake, not followed
 * (the browser would loop).
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  path: string,
): { to: string; status: 307 | 308 } | null {
  const rule = matchRule(rules, path)
  if (!rule?.to) return null
  const seen = new Set([normalisePath(path)])
  for (let hop = rule.to; hop.startsWith('/');) {
    const target = normalisePath(hop.split(/[?#]/)[0] ?? hop)
    if (seen.has(target)) return null
    seen.add(target)
    const next = matchRule(rules, target)
    if (!next?.to) break
    hop = next.to
  }
  return { to: rule.to, status: rule.permanent === false ? 307 : 308 }
}

/**
 * Text for the generated share card, limited to what its bundled font (Latin) draws: any other
 * character would make the image renderer fetch a font or an emoji over the network.
 */
export function shareCardText(text: string | null | undefined, max = 200): string {
  const clean = (text ?? '')
    .replace(/[^\u0020-\u007e\u00a0-\u024f\u2010-\u2027\u2030-\u205e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean
}
