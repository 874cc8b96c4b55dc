import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GTM_INIT_SCRIPT_HASH } from '@/analytics/gtmHash'
import { inlineScriptHashes } from './servedHtml.mjs'
import { documentPolicy, securityConfig, securityHeaders } from './securityHeaders'

const directive = (policy: string, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1]?.split(' ') ?? []

describe('securityHeaders', () => {
  const bare = securityConfig({})

  it('sends every header a document needs, with HSTS on by default', () => {
    const headers = securityHeaders(bare, 'document', { scriptHashes: ['sha256-abc'] })
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'SAMEORIGIN',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    })
    expect(headers['Permissions-Policy']).toContain('camera=()')
    const policy = headers['Content-Security-Policy']!
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-abc'",
      'https://import-cdn.default.com',
    ])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it("lets React's development build evaluate code under next dev only", () => {
    const dev = documentPolicy(securityConfig({ NODE_ENV: 'development' }), { nonce: 'n' })
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'")
    const production = documentPolicy(securityConfig({ NODE_ENV: 'production' }), { nonce: 'n' })
    expect(directive(production, 'script-src')).not.toContain("'unsafe-eval'")
  })

  it("allows a static page's scripts by hash, and a fresh render of it by this request's nonce", () => {
    const policy = documentPolicy(bare, { scriptHashes: ['sha256-abc'], nonce: 'n0nce' })
    // 'strict-dynamic' would make browsers ignore 'self', which loads the page's own chunks.
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-n0nce'",
      "'sha256-abc'",
      'https://import-cdn.default.com',
    ])
  })

  it('turns HSTS off for plain-HTTP local use', () => {
    const headers = securityHeaders(securityConfig({ SECURITY_HSTS: 'off' }), 'document')
    expect(headers['Strict-Transport-Security']).toBeUndefined()
  })

  it('lets the configured Studio frame the site and reach it in draft mode only', () => {
    const config = securityConfig({ NEXT_PUBLIC_SANITY_STUDIO_URL: 'https://studio.example/s' })
    const published = securityHeaders(config, 'document', { scriptHashes: [] })
    expect(published['X-Frame-Options']).toBeUndefined()
    expect(directive(published['Content-Security-Policy']!, 'frame-ancestors')).toEqual([
      "'self'",
      'https://studio.example',
    ])
    expect(directive(published['Content-Security-Policy']!, 'connect-src')).not.toContain(
      'https://studio.example',
    )
    const draft = documentPolicy(config, { nonce: 'n0nce', draft: true })
    expect(directive(draft, 'script-src')).toContain("'nonce-n0nce'")
    expect(directive(draft, 'script-src')).toContain("'strict-dynamic'")
    expect(directive(draft, 'connect-src')).toContain('https://studio.example')
  })

  it('allows each third party only when it is configured', () => {
    const none = documentPolicy(bare, {})
    expect(none).not.toContain('googletagmanager')
    expect(none).not.toContain('youtube')
    expect(none).not.toContain(GTM_INIT_SCRIPT_HASH)
    const all = documentPolicy(
      securityConfig({
        NEXT_PUBLIC_GTM_ID: 'GTM-X1',
        NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'wk',
        NEXT_PUBLIC_SEGMENT_API_HOST: 'https://events.forgeline.example/v1',
        NEXT_PUBLIC_SEGMENT_CDN_HOST: 'https://seg-cdn.example',
        NEXT_PUBLIC_POSTHOG_KEY: 'phc_1',
        NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.posthog.example',
        NEXT_PUBLIC_VISITOR_ID_SCRIPT_URL: 'https://vid.example/tag.js?k=1',
        NEXT_PUBLIC_VIDEO_EMBEDS: 'on',
        NEXT_PUBLIC_IMAGE_CDN_HOST: 'https://images.example',
        NEXT_PUBLIC_EXPERIMENT_SCRIPT_URL: 'javascript:alert(1)',
      }),
      {},
    )
    expect(directive(all, 'script-src')).toContain('https://www.googletagmanager.com')
    // The tag manager's inline start-up snippet, by hash (never 'unsafe-inline').
    expect(directive(all, 'script-src')).toContain(`'${GTM_INIT_SCRIPT_HASH}'`)
    expect(directive(all, 'script-src')).not.toContain('unsafe-inline')
    expect(directive(all, 'connect-src')).toContain('https://events.forgeline.example')
    expect(directive(all, 'script-src')).toContain('https://vid.example')
    // Segment's CDN and PostHog are reached through first-party rewrites: not allowed directly.
    expect(all).not.toContain('seg-cdn.example')
    expect(all).not.toContain('eu.posthog.example')
    expect(directive(all, 'frame-src')).toContain('https://www.youtube-nocookie.com')
    expect(directive(all, 'frame-src')).toContain('https://player.vimeo.com')
    expect(directive(all, 'img-src')).toContain('https://images.example')
    expect(all).not.toContain('javascript:')
  })

  it('lets the browser reach the Content Lake with a Sanity project (live updates in draft mode)', () => {
    expect(directive(documentPolicy(bare, {}), 'connect-src')).not.toContain(
      'https://*.api.sanity.io',
    )
    const project = documentPolicy(securityConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'p1' }), {})
    expect(directive(project, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.api.sanity.io', 'wss://*.api.sanity.io']),
    )
    // Another Content Lake address (the tests' stand-in) is allowed by its origin alone.
    const standIn = documentPolicy(
      securityConfig({
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'p1',
        SANITY_API_HOST: 'http://127.0.0.1:3151/some/path',
      }),
      {},
    )
    expect(directive(standIn, 'connect-src')).toContain('http://127.0.0.1:3151')
    // Without a project the address is never used, so never allowed.
    const embedded = documentPolicy(
      securityConfig({ SANITY_API_HOST: 'http://127.0.0.1:3151' }),
      {},
    )
    expect(embedded).not.toContain('127.0.0.1:3151')
  })

  it('allows a tag manager served from elsewhere (a first-party server container)', () => {
    const policy = documentPolicy(
      securityConfig({
        NEXT_PUBLIC_GTM_ID: 'GTM-X1',
        NEXT_PUBLIC_GTM_SCRIPT_URL: 'https://tags.forgeline.example/gtm.js',
      }),
      {},
    )
    expect(directive(policy, 'script-src')).toContain('https://tags.forgeline.example')
    expect(policy).not.toContain('googletagmanager')
  })

  it('gives JSON and files a policy that runs nothing and is never framed', () => {
    expect(securityHeaders(bare, 'api')['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })
})

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

  it('hashes the inline scripts a browser runs, and nothing else', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script id="_R_">(globalThis.TURBOPACK ||= []).push(1)</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"a"])'),
      sha('(globalThis.TURBOPACK ||= []).push(1)'),
    ])
  })

  it("hashes the real scripts when an attribute's text mentions <script> or <style>", () => {
    const html = [
      '<img alt="Put <script> tags last" src="/a.png"/>',
      '<meta name="description" content="Inline <style> blocks"/>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<style>.a::after{content:"<script>x()</script>"}</style>',
      '<script>self.__next_f.push([1,"b"])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"a"])'),
      sha('self.__next_f.push([1,"b"])'),
    ])
  })

  it('follows the content: a regenerated page gets the hashes of its new scripts', () => {
    const before = inlineScriptHashes('<script>self.__next_f.push([1,"old title"])</script>')
    const after = inlineScriptHashes('<script>self.__next_f.push([1,"new title"])</script>')
    expect(after).not.toEqual(before)
  })
})
