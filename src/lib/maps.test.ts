import { describe, expect, it } from 'vitest'
import { mapMode, mapQuery, mapsEmbedUrl, mapsSearchUrl, mapZoom } from './maps'

describe('mapZoom', () => {
  it('keeps whole zoom levels from 1 to 21', () => {
    expect(mapZoom(1)).toBe(1)
    expect(mapZoom(15)).toBe(15)
    expect(mapZoom(21)).toBe(21)
  })
  it('drops anything else, so Google Maps chooses', () => {
    for (const zoom of [0, 22, -3, 12.5, Number.NaN, Infinity, null, undefined])
      expect(mapZoom(zoom), String(zoom)).toBeUndefined()
  })
})

describe('mapMode and mapQuery', () => {
  it("defaults to 'place' for anything but 'search'", () => {
    expect(mapMode('search')).toBe('search')
    expect(mapMode('place')).toBe('place')
    expect(mapMode(undefined)).toBe('place')
    expect(mapMode('../../maps/api/js')).toBe('place')
  })
  it('trims the query and folds its white space', () => {
    expect(mapQuery('  500 Example Street,\n  Springfield ')).toBe(
      '500 Example Street, Springfield',
    )
    expect(mapQuery('   ')).toBe('')
    expect(mapQuery(null)).toBe('')
  })
})

describe('mapsEmbedUrl', () => {
  it('builds the Maps Embed API address for the mode, with the key, query and zoom', () => {
    expect(
      mapsEmbedUrl({ apiKey: 'AIzaKey', query: '500 Example Street, Springfield', zoom: 15 }),
    ).toBe(
      'https://www.google.com/maps/embed/v1/place?key=AIzaKey&q=500+Example+Street%2C+Springfield&zoom=15',
    )
    expect(
      mapsEmbedUrl({ apiKey: 'AIzaKey', query: 'coffee near Springfield', mode: 'search' }),
    ).toBe('https://www.google.com/maps/embed/v1/search?key=AIzaKey&q=coffee+near+Springfield')
  })

  it('encodes hostile values as parameters: they cannot change the host, path or other parameters', () => {
    const url = new URL(
      mapsEmbedUrl({
        apiKey: 'k&q=evil',
        query: '"><script>alert(1)</script>&key=stolen#frag',
        mode: '../../evil',
        zoom: 3,
      })!,
    )
    expect(url.origin).toBe('https://www.google.com')
    expect(url.pathname).toBe('/maps/embed/v1/place')
    expect(url.hash).toBe('')
    expect(url.searchParams.getAll('key')).toEqual(['k&q=evil'])
    expect(url.searchParams.getAll('q')).toEqual(['"><script>alert(1)</script>&key=stolen#frag'])
    expect(url.toString()).not.toMatch(/[<>"]/)
  })

  it('gives no address without a key or a query', () => {
    expect(mapsEmbedUrl({ apiKey: '', query: 'Springfield' })).toBeNull()
    expect(mapsEmbedUrl({ apiKey: '  ', query: 'Springfield' })).toBeNull()
    expect(mapsEmbedUrl({ apiKey: 'k', query: ' \n ' })).toBeNull()
  })
})

describe('mapsSearchUrl', () => {
  it("links to Google Maps' search for the query", () => {
    expect(mapsSearchUrl('500 Example Street, Suite 300 · Springfield')).toBe(
      'https://www.google.com/maps/search/?api=1&query=500+Example+Street%2C+Suite+300+%C2%B7+Springfield',
    )
  })
  it('keeps hostile text inside the query parameter', () => {
    const url = new URL(mapsSearchUrl('javascript:alert(1) & api=0 #x')!)
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('query')).toBe('javascript:alert(1) & api=0 #x')
  })
  it('gives no link without a query', () => {
    expect(mapsSearchUrl('')).toBeNull()
    expect(mapsSearchUrl(undefined)).toBeNull()
  })
})
