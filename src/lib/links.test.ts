import { describe, expect, it } from 'vitest'
import { authTarget, isInternal, linkAttributes, linkHref, opensInNewTab, pagePath } from './links'
import { itReturns } from './testing'

describe('isInternal (SPEC §3 Link)', () => {
  // Any linkType containing "internal" is internal.
  itReturns(isInternal, [
    ['internal', true],
    ['internal-next', true],
    ['external', false],
    [undefined, false],
  ])
})

describe('pagePath', () => {
  // The home slug is served at '/'; other slugs get one leading slash.
  itReturns(pagePath, [
    ['home', '/'],
    ['product', '/product'],
    ['solutions/enterprise', '/solutions/enterprise'],
  ])
})

describe('linkHref', () => {
  it('uses the page path for internal links and the URL for external ones', () => {
    expect(linkHref({ linkType: 'internal', internalLink: 'pricing' })).toBe('/pricing')
    expect(linkHref({ linkType: 'external', link: 'https://docs.example' })).toBe(
      'https://docs.example',
    )
    expect(linkHref({ linkType: 'external', externalUrl: 'https://x.example' })).toBe(
      'https://x.example',
    )
  })
  it('returns null when the link has no target', () => {
    expect(linkHref({ linkType: 'internal' })).toBeNull()
    expect(linkHref(null)).toBeNull()
  })
})

describe('opensInNewTab (SPEC §3 New-tab rule)', () => {
  it('opens external links in a new tab and internal ones in the same tab by default', () => {
    expect(opensInNewTab({ linkType: 'external', link: 'https://a.example' })).toBe(true)
    expect(opensInNewTab({ linkType: 'internal', internalLink: 'a' })).toBe(false)
    expect(opensInNewTab({ linkType: 'internal-next', internalLink: 'a' })).toBe(false)
  })
  it('lets an explicit value override the default', () => {
    expect(opensInNewTab({ linkType: 'external', openInNewTab: false })).toBe(false)
    expect(opensInNewTab({ linkType: 'internal', openInNewTab: true })).toBe(true)
  })
  it('adds a safe rel to new-tab anchors', () => {
    expect(linkAttributes({ linkType: 'external', link: 'https://a.example' })).toEqual({
      href: 'https://a.example',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })
})

describe('authTarget (DESIGN §4.1)', () => {
  it('uses the configured site-settings URL when there is one', () => {
    expect(
      authTarget('/login', {
        configured: 'https://app.example/login',
        isDevelopment: true,
        appOrigin: 'http://localhost:4000',
      }),
    ).toBe('https://app.example/login')
  })
  it('stays the fixed path in development when no app origin is configured', () => {
    expect(authTarget('/login', { isDevelopment: true })).toBe('/login')
  })
  it('prefixes the app origin in development only', () => {
    expect(
      authTarget('/signup', { appOrigin: 'http://localhost:4000/', isDevelopment: true }),
    ).toBe('http://localhost:4000/signup')
    expect(
      authTarget('/signup', { appOrigin: 'http://localhost:4000', isDevelopment: false }),
    ).toBe('/signup')
  })
})
