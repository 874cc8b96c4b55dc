import { match } from 'path-to-regexp'
import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'
import {
  DRAFT_MODE_ENABLE_PATH,
  locations,
  mainDocuments,
  presentationOptions,
} from './presentation'

/** What the Presentation tool does with a main-document resolver for a URL path. */
function resolveMain(pathname: string) {
  for (const resolver of mainDocuments) {
    const routes = Array.isArray(resolver.route) ? resolver.route : [resolver.route]
    for (const route of routes) {
      const result = match(route, { decode: decodeURIComponent })(pathname)
      if (!result) continue
      const context = {
        origin: 'https://site.example',
        params: result.params as Record<string, string>,
        path: result.path,
      }
      const filter =
        typeof resolver.filter === 'function' ? resolver.filter(context) : resolver.filter
      const params =
        typeof resolver.params === 'function' ? resolver.params(context) : resolver.params
      return { filter, params }
    }
  }
  return null
}

const pageLocations = (doc: Record<string, unknown> | null) =>
  (locations.page as DocumentLocationResolverObject).resolve(doc)

describe('Presentation locations', () => {
  it('shows a page at its path: /pricing for pricing, / for the home slug', () => {
    expect(pageLocations({ title: 'Pricing', slug: 'pricing' })).toEqual({
      locations: [{ title: 'Pricing', href: '/pricing' }],
    })
    expect(pageLocations({ title: 'Home', slug: 'home' })).toEqual({
      locations: [{ title: 'Home', href: '/' }],
    })
    expect(pageLocations({ title: 'Intro', slug: 'docs/intro' })).toEqual({
      locations: [{ title: 'Intro', href: '/docs/intro' }],
    })
  })

  it('selects the fields it reads', () => {
    expect((locations.page as DocumentLocationResolverObject).select).toEqual({
      title: 'title',
      slug: 'slug.current',
    })
  })

  it('says so when a page has no slug', () => {
    expect(pageLocations({ title: 'Draft' })).toMatchObject({ tone: 'caution' })
  })

  it('shows header, footer, promo, settings and forms on every page', () => {
    for (const type of ['header', 'footer', 'promo', 'siteSettings', 'formDocument']) {
      const state = locations[type] as DocumentLocationsState
      expect(state.locations).toEqual([{ title: 'Home page', href: '/' }])
      expect(state.message).toBeTruthy()
    }
  })
})

describe('Presentation main documents', () => {
  it('maps / to the page site settings point at', () => {
    expect(resolveMain('/')).toEqual({
      filter: '_type == "page" && _id == *[_id == "siteSettings"][0].homePage._ref',
      params: undefined,
    })
  })

  it('maps any other path to the page with that slug, nested ones included', () => {
    const filter = '_type == "page" && slug.current == $slug'
    expect(resolveMain('/pricing')).toEqual({ filter, params: { slug: 'pricing' } })
    expect(resolveMain('/docs/intro')).toEqual({ filter, params: { slug: 'docs/intro' } })
  })
})

describe('presentationOptions', () => {
  it('opens the site through the draft-mode enable route', () => {
    const options = presentationOptions('https://www.forgeline.example')
    expect(options.previewUrl).toEqual({
      initial: 'https://www.forgeline.example',
      previewMode: { enable: '/api/draft-mode/enable' },
    })
    expect(DRAFT_MODE_ENABLE_PATH).toBe('/api/draft-mode/enable')
    expect(options.resolve).toEqual({ mainDocuments, locations })
  })
})
