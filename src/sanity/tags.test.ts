import { describe, expect, it } from 'vitest'
import { pageTags, PAGE_LIST_TAG, SHARED_TAGS, tagsForChange } from './tags'

describe('cache tags (issue 12)', () => {
  it('tags a page with itself and the documents every page shows', () => {
    expect(pageTags('pricing')).toEqual(['page:pricing', ...SHARED_TAGS])
  })

  it('turns a changed page into its own tag and the page lists', () => {
    expect(tagsForChange({ _type: 'page', _id: 'page-pricing', slug: 'pricing' })).toEqual([
      'page:pricing',
      PAGE_LIST_TAG,
    ])
    // A deleted page (no slug in the body) refreshes every page.
    expect(tagsForChange({ _type: 'page', _id: 'page-x' })).toEqual(['page', PAGE_LIST_TAG])
  })

  it('refreshes every page for the header, footer, promo, settings, themes and forms', () => {
    for (const type of ['header', 'footer', 'promo', 'siteSettings', 'theme', 'formDocument']) {
      expect(tagsForChange({ _type: type, _id: type })).toEqual([type])
    }
  })

  it('refuses a body that names no document, and ignores types no page shows', () => {
    expect(tagsForChange(null)).toBeNull()
    expect(tagsForChange({ _id: 'x' })).toBeNull()
    expect(tagsForChange({ _type: 42 })).toBeNull()
    expect(tagsForChange({ _type: 'redirect', _id: 'redirect-docs' })).toEqual([])
  })
})
