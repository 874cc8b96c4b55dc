import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkRange,
  guardRequest,
  isFormPost,
  isApiRoute,
  isDecodablePath,
  METADATA_ROUTES,
  routeKind,
} from './requestGuard'

const guard = (method: string, url: string) => {
  const parsed = new URL(url, 'http://site.test')
  return guardRequest({ method, path: parsed.pathname, searchParams: parsed.searchParams })
}

describe('guardRequest', () => {
  it('passes reads of pages, chunks and images', () => {
    expect(guard('GET', '/product')).toBeNull()
    expect(guard('HEAD', '/blog/shipping-with-agents')).toBeNull()
    expect(guard('GET', '/_next/static/chunks/a.js')).toBeNull()
    expect(guard('GET', '/_next/image?url=%2Fimages%2Fa.png&w=64&q=75')).toBeNull()
  })

  it('answers 400 to paths that cannot be decoded', () => {
    for (const path of ['/%', '/%80', '/%E0%A4%A', '/a/%C0%AF', '/%00']) {
      expect(guard('GET', path)?.status, path).toBe(400)
    }
  })

  it('lets an encoded % through to the route (it decodes to a plain %)', () => {
    expect(guard('GET', '/%25')).toBeNull()
    expect(guard('GET', '/100%25-free')).toBeNull()
  })

  it('answers 405 with Allow to methods a page or chunk does not serve', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'PROPFIND']) {
      const rejection = guard(method, '/product')
      expect(rejection?.status, method).toBe(405)
      expect(rejection?.allow).toBe('GET, HEAD')
    }
    expect(guard('POST', '/_next/static/chunks/a.js')?.status).toBe(405)
  })

  it("lets a draft-mode page's server action through (Presentation's perspective), nothing else", () => {
    const post = (path: string, draftAction: boolean) =>
      guardRequest({ method: 'POST', path, searchParams: new URLSearchParams(), draftAction })
    expect(post('/', true)).toBeNull()
    expect(post('/product', true)).toBeNull()
    expect(post('/', false)?.status).toBe(405)
    expect(post('/_next/static/chunks/a.js', true)?.status).toBe(405)
    expect(
      guardRequest({
        method: 'PUT',
        path: '/',
        searchParams: new URLSearchParams(),
        draftAction: true,
      })?.status,
    ).toBe(405)
  })

  it('lets a form sent without JavaScript post to its page (issue 48), nothing else', () => {
    const form = (path: string, formPost: boolean, method = 'POST') =>
      guardRequest({ method, path, searchParams: new URLSearchParams(), formPost })
    expect(form('/demo', true)).toBeNull()
    expect(form('/', true)).toBeNull()
    expect(form('/demo', false)?.status).toBe(405)
    expect(form('/_next/static/chunks/a.js', true)?.status).toBe(405)
    expect(form('/api/form-stamp', true)?.status).toBe(405)
    expect(form('/demo', true, 'PUT')?.status).toBe(405)
  })

  it('knows a form post by its method, body type and the missing Next-Action header', () => {
    const multipart = 'multipart/form-data; boundary=----x'
    const headers = (init: Record<string, string>) => new Headers(init)
    expect(isFormPost('POST', headers({ 'content-type': multipart }))).toBe(true)
    expect(isFormPost('post', headers({ 'content-type': multipart }))).toBe(true)
    expect(isFormPost('GET', headers({ 'content-type': multipart }))).toBe(false)
    expect(isFormPost('POST', headers({ 'content-type': multipart, 'next-action': 'a' }))).toBe(
      false,
    )
    expect(isFormPost('POST', headers({ 'content-type': 'multipart/form-data' }))).toBe(false)
    expect(
      isFormPost('POST', headers({ 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBe(false)
    expect(isFormPost('POST', headers({}))).toBe(false)
  })

  it('leaves every method of the lead endpoint to its own JSON answers', () => {
    expect(guard('POST', '/api/formSubmit')).toBeNull()
    expect(guard('PUT', '/api/formSubmit')).toBeNull()
    expect(guard('POST', '/api/draft-mode/enable')?.status).toBe(405)
    // The publish webhook takes POST only.
    expect(guard('POST', '/api/revalidate')).toBeNull()
    expect(guard('GET', '/api/revalidate')).toMatchObject({ status: 405, allow: 'POST' })
  })

  it('lets the draft-mode exit answer its own methods: POST leaves, anything else is its JSON 405', () => {
    // Issue 33: a GET must not change state, so exit is a POST the route checks for its origin.
    expect(guard('POST', '/api/draft-mode/disable')).toBeNull()
    expect(guard('GET', '/api/draft-mode/disable')).toBeNull()
    expect(routeKind('/api/draft-mode/disable')).toBe('draftExit')
  })

  it("hides Next's internal error route and refuses image urls that cannot be decoded", () => {
    expect(guard('GET', '/_global-error')?.status).toBe(404)
    expect(guard('GET', '/_next/image?url=%2F%25&w=64&q=75')?.status).toBe(400)
    expect(guard('GET', '/_next/image?url=%2F%2Fevil.example%2Fa.png&w=64')?.status).toBe(400)
    expect(guard('GET', '/_next/image?w=64')?.status).toBe(400)
  })
})

describe('paths no route serves (issue 34)', () => {
  it('answers 404 to an encoded slash or backslash, which would render a known page again', () => {
    for (const p of ['/legal%2fprivacy', '/legal%2Fprivacy', '/%5Cproduct', '/blog%2f..%2fdemo']) {
      expect(guard('GET', p), p).toEqual({ status: 404, body: 'Not found.\n' })
    }
    expect(guard('GET', '/legal/privacy')).toBeNull()
  })

  it('knows every API route file, and nothing else under /api/', () => {
    const apiDir = path.join(__dirname, '..', '..', 'app', 'api')
    const routes = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'route.ts')
      .map((file) =>
        `/api/${path.dirname(file).split(path.sep).join('/')}`.replace(/\[\.\.\.\w+\]/, 'a/b.png'),
      )
    expect(routes.length).toBeGreaterThan(4)
    for (const route of routes) expect(isApiRoute(route), route).toBe(true)
    for (const probe of [
      '/api/deadbeef',
      '/api/formSubmit/x',
      '/api/revalidate2',
      '/api/embedded-image',
    ]) {
      expect(isApiRoute(probe), probe).toBe(false)
    }
  })
})

describe('routeKind and isDecodablePath', () => {
  it('sorts paths into route kinds', () => {
    expect(routeKind('/')).toBe('page')
    expect(routeKind('/_next/image')).toBe('image')
    expect(routeKind('/_next/static/x.js')).toBe('static')
    expect(routeKind('/api/formSubmit')).toBe('formSubmit')
    expect(routeKind('/api/draft-mode/enable')).toBe('api')
    expect(routeKind('/robots.txt')).toBe('metadata')
    expect(routeKind('/sitemap.xml')).toBe('metadata')
    expect(routeKind('/robots.txt/x')).toBe('page')
  })

  it('knows every metadata route file of src/app (issue 47: they are not pages)', () => {
    // Next's text metadata conventions: robots.txt, sitemap.xml, manifest.webmanifest.
    const urls: Record<string, string> = {
      robots: '/robots.txt',
      sitemap: '/sitemap.xml',
      manifest: '/manifest.webmanifest',
    }
    const files = readdirSync(path.join(process.cwd(), 'src', 'app'))
      .map((file) => urls[file.replace(/\.(ts|tsx|js|txt|xml|json|webmanifest)$/, '')])
      .filter(Boolean)
    expect(files.length).toBeGreaterThan(0)
    expect([...METADATA_ROUTES].sort()).toEqual(files.sort())
    expect(
      guardRequest({ method: 'POST', path: '/robots.txt', searchParams: new URLSearchParams() }),
    ).toMatchObject({ status: 405, allow: 'GET, HEAD' })
  })

  it('refuses control characters once decoded', () => {
    expect(isDecodablePath('/a%0d%0aSet-Cookie:x')).toBe(false)
    expect(isDecodablePath('/caf%C3%A9')).toBe(true)
  })
})

describe('checkRange', () => {
  it('accepts ranges the file can satisfy', () => {
    expect(checkRange('bytes=0-9', 100)).toEqual({ ok: true })
    expect(checkRange('bytes=-5', 100)).toEqual({ ok: true })
    expect(checkRange('bytes=99-', 100)).toEqual({ ok: true })
  })

  it('answers 416 when no byte of the file is in range', () => {
    expect(checkRange('bytes=100-', 100)).toEqual({ ok: false, status: 416 })
    expect(checkRange('bytes=-0', 100)).toEqual({ ok: false, status: 416 })
  })

  it('ignores a Range it cannot parse (the whole file is sent)', () => {
    for (const header of ['bytes=abc', 'bytes=5-2', 'items=0-1', 'bytes=-', 'bytes=']) {
      expect(checkRange(header, 100), header).toEqual({ ok: false, ignore: true })
    }
  })
})
