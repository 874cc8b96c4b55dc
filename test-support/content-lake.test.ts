// The Content Lake stand-in of the remote route tests (test-support/content-lake.mjs): its
// perspectives must be the embedded source's, and it must answer as the Sanity HTTP API does.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ContentSourceMap, SanityClient } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'
import { stegaClient } from './stegaClient'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAGE_QUERY } from '../src/sanity/queries'
import { answerQuery, buildPerspective, parseNdjson, startContentLake } from './content-lake.mjs'

vi.mock('server-only', () => ({}))
const embedded = await import('../src/sanity/embedded')

const docs = parseNdjson(readFileSync(path.join('content', 'dataset.ndjson'), 'utf8'))

describe('content lake stand-in: perspectives', () => {
  it('published and drafts are exactly what the embedded source reads', () => {
    for (const perspective of ['published', 'drafts'] as const) {
      expect(buildPerspective(docs, perspective)).toEqual(
        embedded.buildPerspective(docs, perspective),
      )
    }
  })

  it('drafts need a token (401), published hides drafts and private ids without one', async () => {
    const denied = await answerQuery(docs, {
      query: '*',
      params: {},
      perspective: 'drafts',
      authorized: false,
      returnQuery: false,
    })
    expect(denied.status).toBe(401)
    const published = await answerQuery(docs, {
      query: '*[_id in path("drafts.**")]',
      params: {},
      perspective: 'published',
      authorized: false,
      returnQuery: false,
    })
    expect(published).toEqual({ status: 200, body: { result: [], ms: expect.any(Number) } })
  })

  it('bad input is a 400 with a Sanity-shaped error', async () => {
    const base = { perspective: 'published', authorized: false, returnQuery: true }
    const parseError = await answerQuery(docs, { ...base, query: '*[', params: {} })
    expect(parseError.status).toBe(400)
    expect(parseError.body).toMatchObject({ error: { type: 'queryParseError' } })
    expect((await answerQuery(docs, { ...base, query: '', params: {} })).status).toBe(400)
    expect((await answerQuery(docs, { ...base, query: '*', params: [] })).status).toBe(400)
    const perspective = await answerQuery(docs, {
      ...base,
      query: '*',
      params: {},
      perspective: 'x',
    })
    expect(perspective.status).toBe(400)
  })
})

describe('content lake stand-in: HTTP', () => {
  let lake: Awaited<ReturnType<typeof startContentLake>>
  let base = ''
  beforeAll(async () => {
    lake = await startContentLake({ port: 0, token: 'unit-token' })
    base = `http://127.0.0.1:${lake.port}`
  })
  afterAll(() => lake.close())

  const queryUrl = (query: string, extra = '') =>
    `${base}/v2025-10-01/data/query/migration?query=${encodeURIComponent(query)}${extra}`

  it('GET with $params, POST with a JSON body, both recorded', async () => {
    await fetch(`${base}/__reset`, { method: 'POST' })
    const get = await fetch(
      queryUrl('*[_id == $id][0].title', `&%24id=${encodeURIComponent('"page-pricing"')}`),
    )
    expect(await get.json()).toMatchObject({ result: 'Pricing' })
    const post = await fetch(queryUrl('').replace(/\?.*/, '?perspective=drafts'), {
      method: 'POST',
      headers: { Authorization: 'Bearer unit-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '*[_id == $id][0].title', params: { id: 'page-pricing' } }),
    })
    expect(post.status).toBe(200)
    const log = await (await fetch(`${base}/__requests`)).json()
    expect(
      log.map((r: { posted: boolean; perspective: string; token: boolean }) => [
        r.posted,
        r.perspective,
        r.token,
      ]),
    ).toEqual([
      [false, 'published', false],
      [true, 'drafts', true],
    ])
  })

  it('a wrong token is a 401; /__fail 500 and /__dataset change the answers; /__reset undoes it', async () => {
    const wrong = await fetch(queryUrl('1'), { headers: { Authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    const change = await fetch(`${base}/__dataset`, {
      method: 'POST',
      body: JSON.stringify({ document: { _id: 'page-pricing', _type: 'page', title: 'Changed' } }),
    })
    expect(await change.json()).toEqual({ ok: true, replaced: true })
    expect(await (await fetch(queryUrl('*[_id == "page-pricing"][0].title'))).json()).toMatchObject(
      {
        result: 'Changed',
      },
    )
    await fetch(`${base}/__fail`, { method: 'POST', body: JSON.stringify({ mode: '500' }) })
    expect((await fetch(queryUrl('1'))).status).toBe(500)
    await fetch(`${base}/__reset`, { method: 'POST' })
    expect(await (await fetch(queryUrl('*[_id == "page-pricing"][0].title'))).json()).toMatchObject(
      {
        result: 'Pricing',
      },
    )
  })

  it('control endpoints refuse bad input with a 4xx JSON error', async () => {
    const badMode = await fetch(`${base}/__fail`, { method: 'POST', body: '{"mode":"sometimes"}' })
    expect(badMode.status).toBe(400)
    const notJson = await fetch(`${base}/__dataset`, { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
    const noId = await fetch(`${base}/__dataset`, { method: 'POST', body: '{"document":{}}' })
    expect(noId.status).toBe(400)
    expect(await noId.json()).toHaveProperty('error')
  })

  it('serves the embedded images as the image CDN would', async () => {
    const image = await fetch(
      `${base}/images/e2eproject/migration/1626537700967d81b23466372a325fb34863b12a-1600x900.jpg?w=800`,
    )
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect((await fetch(`${base}/images/e2eproject/migration/missing.png`)).status).toBe(404)
  })
})

/** The JSON @sanity/client's stega encoder appended to a string (vercel stega), or null. */
function stegaPayload(text: string): { origin: string; href: string } | null {
  const alphabet = ['\u200b', '\u200c', '\u200d', '\ufeff']
  const hidden = /[\u200b\u200c\u200d\ufeff]{8,}$/u.exec(text)?.[0]
  if (!hidden?.startsWith('\u200b'.repeat(4))) return null
  const digits = [...hidden.slice(4)].map((c) => alphabet.indexOf(c))
  const bytes = new Uint8Array(digits.length / 4)
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = digits.slice(i * 4, i * 4 + 4).reduce((byte, digit) => (byte << 2) | digit, 0)
  }
  return JSON.parse(new TextDecoder().decode(bytes))
}

// Issue 35, item 1: with `resultSourceMap` the stand-in answers a content source map, so the
// site's client stega-encodes the strings of a result exactly as it does against Sanity.
describe('content lake stand-in: content source map', () => {
  let lake: Awaited<ReturnType<typeof startContentLake>>
  let stega: SanityClient
  beforeAll(async () => {
    lake = await startContentLake({ port: 0, token: 'unit-token' })
    stega = stegaClient(lake.port)
  })
  afterAll(() => lake.close())

  it('has the shape of @sanity/client ContentSourceMap, array items by _key', async () => {
    const { result, resultSourceMap } = await stega
      .withConfig({ stega: false })
      .fetch(
        PAGE_QUERY,
        { slug: 'pricing' },
        { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
      )
    const map = resultSourceMap as ContentSourceMap
    expect(map.mappings["$['title']"]).toEqual({
      type: 'value',
      source: { type: 'documentValue', document: expect.any(Number), path: expect.any(Number) },
    })
    const title = map.mappings["$['title']"]!.source as { document: number; path: number }
    expect(map.documents[title.document]).toEqual({ _id: 'page-pricing', _type: 'page' })
    expect(map.paths[title.path]).toBe("$['title']")
    const firstModule = (result as { modules: Array<{ _key: string }> }).modules[0]!
    const keyed = Object.entries(map.mappings).find(([path]) => path.startsWith("$['modules'][0]"))
    expect(map.paths[(keyed![1].source as { path: number }).path]).toContain(
      `['modules'][?(@._key=='${firstModule._key}')]`,
    )
  })

  it('makes @sanity/client stega-encode the strings it shows, naming document and field', async () => {
    const page = await stega.fetch(PAGE_QUERY, { slug: 'pricing' })
    expect(page).not.toBeNull()
    const title = stegaPayload(page!.title!)
    expect(title).toMatchObject({ origin: 'sanity.io' })
    expect(decodeURIComponent(title!.href)).toContain('id=page-pricing;type=page;path=title')
    // A header navigation item names the header document and its item by _key.
    const nav = page!.header!.primaryNavigation![0]! as { _key: string; title?: string | null }
    expect(decodeURIComponent(stegaPayload(nav.title!)!.href)).toContain(
      `id=header;type=header;path=primaryNavigation[_key=="${nav._key}"].title`,
    )
    // Slugs and _ids never carry it (the client's own filter); without a map nothing does.
    expect(stegaPayload(page!.slug!)).toBeNull()
    expect(stegaPayload(page!._id)).toBeNull()
    const plain = await stega.withConfig({ stega: false }).fetch(PAGE_QUERY, { slug: 'pricing' })
    expect(JSON.stringify(plain)).not.toMatch(/[\u200b\u200c\u200d\ufeff]/u)
    expect(stegaClean(page)).toEqual(plain)
  })
})
