// Issue 35, item 2: with stega on (the Presentation tool), what the site uses for logic arrives
// clean and the text people read stays encoded. The pages are read from the Content Lake stand-in
// by @sanity/client with stega on, as in draft mode with a Studio URL: real encoding, real map.
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startContentLake } from '../../test-support/content-lake.mjs'
import { stegaClient } from '../../test-support/stegaClient'
import { analytics, attachAnalyticsBackend, resetAnalyticsForTests } from '@/analytics/analytics'
import { copyrightLine } from '@/components/layout/Footer/CopyrightLine'
import { isHexColor } from '@/lib/safeValues'
import { headingId, headingSlug } from '@/lib/slug'
import { PAGE_QUERY } from './queries'
import { cleanLogicValues } from './stega'

vi.mock('server-only', () => ({}))
// The breadcrumb's page list (cmsPageJsonLd): a published read, never encoded.
vi.mock('./fetch', () => ({ sanityFetch: async () => [{ slug: 'blog', title: 'Blog' }] }))
const seo = await import('./seo')

const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff\u{1d173}-\u{1d17a}]/u
const encoded = (value: unknown) => typeof value === 'string' && STEGA.test(value)

/** Every [key, string] of a value, with the keys above it. */
function strings(value: unknown, keys: string[] = []): Array<[string[], string]> {
  if (typeof value === 'string') return [[keys, value]]
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, keys))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...keys, key]))
  }
  return []
}
const under = (value: unknown, key: string) => strings(value).filter(([keys]) => keys.includes(key))

let lake: Awaited<ReturnType<typeof startContentLake>>
let client: SanityClient
type Page = Record<string, unknown> & { title: string; description?: string }
const pages: Record<string, { raw: Page; clean: Page }> = {}

beforeAll(async () => {
  lake = await startContentLake({ port: 0, token: 'unit-token' })
  client = stegaClient(lake.port)
  for (const slug of ['demo', 'agent3', 'pricing', 'contact', 'blog/shipping-with-agents']) {
    const raw = (await client.fetch(PAGE_QUERY, { slug })) as unknown as Page
    pages[slug] = { raw, clean: cleanLogicValues(raw) }
  }
})
afterAll(() => lake.close())

const all = () => Object.values(pages)

describe('cleanLogicValues: logic clean, text encoded', () => {
  it('the stand-in encodes these pages at all (else the rest proves nothing)', () => {
    for (const { raw } of all()) expect(encoded(raw.title)).toBe(true)
  })

  it('colours: every theme colour is a valid hex colour again', () => {
    const colourKeys = ['colorAccent', 'accentBackgroundColor', 'backgroundColor', 'textColor']
    const raw = all().flatMap(({ raw }) => colourKeys.flatMap((k) => under(raw, k)))
    expect(raw.some(([, v]) => !isHexColor(v))).toBe(true) // the fault, before cleaning
    for (const { clean } of all()) {
      for (const key of colourKeys) {
        for (const [, value] of under(clean, key)) expect(isHexColor(value), value).toBe(true)
      }
    }
  })

  it('form field names, types and option values are clean; labels stay encoded', () => {
    const { raw, clean } = pages.demo!
    const fieldNames = under(clean, 'fieldName')
    expect(fieldNames.length).toBeGreaterThan(2)
    expect(under(raw, 'fieldName').some(([, v]) => encoded(v))).toBe(true)
    for (const key of ['fieldName', 'type', 'options', 'gtmFormId']) {
      for (const [, value] of under(clean, key))
        expect(encoded(value), `${key}: ${value}`).toBe(false)
    }
    expect(under(clean, 'fieldTitle').some(([, v]) => encoded(v))).toBe(true)
  })

  it('links, addresses, style and icon names are clean; link texts and labels stay encoded', () => {
    for (const { clean } of all()) {
      for (const key of ['linkType', 'internalLink', 'link', 'externalUrl', 'url', 'style']) {
        for (const [, value] of under(clean, key).filter(([k]) => k.at(-1) === key)) {
          expect(encoded(value), `${key}: ${value}`).toBe(false)
        }
      }
      for (const [keys, value] of under(clean, 'icon'))
        expect(encoded(value), keys.join('.')).toBe(false)
    }
    const texts = all().flatMap(({ clean }) =>
      under(clean, 'text').filter(([k]) => k.at(-1) === 'text'),
    )
    expect(texts.some(([, v]) => encoded(v))).toBe(true)
    const labels = all().flatMap(({ clean }) => under(clean, 'label'))
    expect(labels.some(([, v]) => encoded(v))).toBe(true)
  })

  it('ids and site names are clean; headings and body text stay encoded', () => {
    for (const { clean } of all()) {
      for (const [keys, value] of strings(clean)) {
        if (keys.at(-1)?.startsWith('_') || keys.at(-1) === 'slug')
          expect(encoded(value)).toBe(false)
      }
      for (const key of ['companyName', 'productName']) {
        for (const [, value] of under(clean, key)) expect(encoded(value)).toBe(false)
      }
      expect(encoded(clean.title)).toBe(true)
    }
    const company = under(pages.pricing!.clean, 'companyName')[0]![1]
    expect(copyrightLine(2026, company)).toBe(
      'All rights reserved. Copyright © 2026 Forgeline Labs, Inc.',
    )
  })
})

describe('the edges: anchors, metadata, JSON-LD, analytics', () => {
  it('heading anchors are made from the text without stega', () => {
    const heading = 'Why teams build on Forgeline'
    const withStega = `${heading}\u200b\u200b\u200b\u200b\u200c\u200d\ufeff\u200c`
    expect(headingSlug(withStega)).toBe(headingSlug(heading))
    expect(headingId(withStega)).toBe(headingId(heading))
  })

  it('metadata and JSON-LD carry no stega', async () => {
    for (const slug of ['agent3', 'blog/shipping-with-agents']) {
      const page = pages[slug]!.clean as never
      expect(JSON.stringify(seo.cmsPageMetadata(page))).not.toMatch(STEGA)
      expect(JSON.stringify(seo.cmsPageMetadata(page, { home: true }))).not.toMatch(STEGA)
      expect(JSON.stringify(await seo.cmsPageJsonLd(page))).not.toMatch(STEGA)
      expect(JSON.stringify(await seo.cmsPageJsonLd(page, { home: true }))).not.toMatch(STEGA)
      expect(seo.cmsPageMetadata(page).title).toBeTruthy()
    }
  })

  it('analytics gets names clean', () => {
    const calls: unknown[] = []
    attachAnalyticsBackend({
      page: (name) => calls.push(name),
      identify: () => {},
      track: (event, props) => calls.push(event, props),
      setPersonProperties: () => {},
    })
    const title = pages.demo!.raw.title
    analytics.page(title)
    analytics.track('Form Submitted', { form_name: title })
    expect(JSON.stringify(calls)).not.toMatch(STEGA)
    expect(calls[0]).toBe('Book a demo')
    resetAnalyticsForTests()
  })
})
