import { describe, expect, it } from 'vitest'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  findRedirect,
  homeJsonLd,
  jsonLdText,
  pageMetadata,
  publicSiteUrl,
  shareCardText,
} from './seo'

const SITE = 'https://www.forgeline.example'

describe('publicSiteUrl (issue 9)', () => {
  it('uses NEXT_PUBLIC_SITE_URL without its trailing slash', () => {
    expect(publicSiteUrl({ NEXT_PUBLIC_SITE_URL: `${SITE}/` })).toBe(SITE)
  })
  it('falls back to localhost in development and to nothing in production', () => {
    expect(publicSiteUrl({ NODE_ENV: 'development' })).toBe('http://localhost:3000')
    expect(publicSiteUrl({ NODE_ENV: 'production' })).toBeNull()
  })
})

describe('pageMetadata', () => {
  const page = {
    title: 'Forgeline for Enterprise',
    description: 'Security reviews, SSO and a partner who knows your stack.',
    slug: 'solutions/enterprise',
    settings: { productName: 'Forgeline' },
  }

  it('gives a canonical path, Open Graph and a Twitter card with a generated image', () => {
    const metadata = pageMetadata(page, { siteUrl: SITE, fallbackProductName: 'X' })
    expect(metadata.alternates).toEqual({ canonical: '/solutions/enterprise' })
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Forgeline',
      url: '/solutions/enterprise',
      images: [{ url: '/og/solutions/enterprise', width: 1200, height: 630 }],
    })
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['/og/solutions/enterprise'],
    })
    expect(metadata.robots).toBeUndefined()
  })

  it("uses the page's own share image, honours noindex and omits URLs without a site URL", () => {
    const metadata = pageMetadata(
      { ...page, noindex: true, shareImageUrl: 'https://cdn.example/share.png' },
      { siteUrl: null, fallbackProductName: 'X' },
    )
    expect(metadata.robots).toEqual({ index: false, follow: true })
    expect(metadata.alternates).toBeUndefined()
    expect(metadata.openGraph).not.toHaveProperty('url')
    expect(metadata.twitter).toMatchObject({ images: ['https://cdn.example/share.png'] })
    // A generated card is a site path: without the public URL there is no address to give.
    const bare = pageMetadata(page, { siteUrl: null, fallbackProductName: 'X' })
    expect(bare.openGraph).not.toHaveProperty('images')
    expect(bare.twitter).not.toHaveProperty('images')
  })

  it('marks blog posts as articles and home by an absolute title at /', () => {
    expect(
      pageMetadata({ ...page, slug: 'blog/x' }, { siteUrl: SITE, fallbackProductName: 'X' })
        .openGraph,
    ).toMatchObject({ type: 'article' })
    const home = pageMetadata(
      { title: 'Forgeline', slug: 'home' },
      {
        siteUrl: SITE,
        fallbackProductName: 'X',
        home: true,
      },
    )
    expect(home.title).toEqual({ absolute: 'Forgeline' })
    expect(home.alternates).toEqual({ canonical: '/' })
  })
})

describe('JSON-LD', () => {
  it('describes the organisation and the web site on home', () => {
    const data = homeJsonLd({
      siteUrl: SITE,
      productName: 'Forgeline',
      companyName: 'Forgeline Labs, Inc.',
    })
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'WebSite'])
    expect(data[0]).toMatchObject({ url: SITE, logo: `${SITE}/icon.svg` })
  })

  it('builds a breadcrumb trail through ancestors that are pages', () => {
    const trail = breadcrumbJsonLd('resources/agent-playbook', 'The agent playbook', {
      siteUrl: SITE,
      titles: new Map([['resources', 'Resources']]),
    })
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: SITE },
        { position: 2, name: 'Resources', item: `${SITE}/resources` },
        { position: 3, name: 'The agent playbook', item: `${SITE}/resources/agent-playbook` },
      ],
    })
    expect(breadcrumbJsonLd('pricing', 'Pricing', { siteUrl: SITE, titles: new Map() })).toBeNull()
  })

  it('describes a blog post as an Article', () => {
    const article = articleJsonLd(
      {
        title: 'Shipping with agents',
        slug: 'blog/shipping-with-agents',
        _createdAt: '2025-03-03T09:00:00Z',
      },
      { siteUrl: SITE, companyName: 'Forgeline Labs, Inc.' },
    )
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Shipping with agents',
      datePublished: '2025-03-03T09:00:00Z',
      image: [`${SITE}/og/blog/shipping-with-agents`],
      mainEntityOfPage: `${SITE}/blog/shipping-with-agents`,
    })
  })

  it('escapes < so a CMS value cannot close the script element', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' })
  })
})

describe('findRedirect', () => {
  const rules = [
    { from: '/features', to: '/product', permanent: true },
    { from: '/book-a-demo/', to: '/demo', permanent: false },
    { from: '/broken', to: null, permanent: true },
  ]
  it('matches the exact path, with or without a trailing slash', () => {
    expect(findRedirect(rules, '/features')).toEqual({ to: '/product', status: 308 })
    expect(findRedirect(rules, '/features/')).toEqual({ to: '/product', status: 308 })
    expect(findRedirect(rules, '/book-a-demo')).toEqual({ to: '/demo', status: 307 })
  })
  it('ignores other paths and incomplete rules', () => {
    expect(findRedirect(rules, '/features/more')).toBeNull()
    expect(findRedirect(rules, '/broken')).toBeNull()
  })
  it('follows no chain that loops back, and allows one that ends', () => {
    const loop = [
      { from: '/a', to: '/b', permanent: true },
      { from: '/b', to: '/c?x=1', permanent: true },
      { from: '/c', to: '/a', permanent: true },
      { from: '/d', to: '/a/', permanent: true },
      { from: '/e', to: '/features', permanent: true },
      ...rules,
    ]
    expect(findRedirect(loop, '/a')).toBeNull()
    expect(findRedirect(loop, '/d')).toBeNull()
    expect(findRedirect(loop, '/e')).toEqual({ to: '/features', status: 308 })
  })
})

describe('shareCardText', () => {
  it('keeps Latin text and drops what the bundled font cannot draw (no font fetch)', () => {
    expect(shareCardText('Forgeline — build “fast”')).toBe('Forgeline — build “fast”')
    expect(shareCardText('Ship 🚀 with 漢字 agents')).toBe('Ship with agents')
    expect(shareCardText('a'.repeat(300))).toHaveLength(200)
  })
})
