import { describe, expect, it } from 'vitest'
import { embeddedImageTarget } from './embeddedImageRewrite'

const target = (address: string) => {
  const url = new URL(address, 'https://www.forgeline.example')
  return embeddedImageTarget(url.pathname, url.searchParams, url.search)
}

describe('embeddedImageTarget', () => {
  it('sends a size or a crop to the image CDN, with the whole query', () => {
    expect(target('/images/embedded/migration/a1-800x500.png?w=400&auto=format')).toBe(
      '/api/embedded-image/migration/a1-800x500.png?w=400&auto=format',
    )
    expect(target('/images/embedded/migration/a1-800x500.png?h=10')).toBe(
      '/api/embedded-image/migration/a1-800x500.png?h=10',
    )
    expect(target('/images/embedded/migration/a1-800x500.png?rect=0,0,10,10&fit=crop')).toBe(
      '/api/embedded-image/migration/a1-800x500.png?rect=0,0,10,10&fit=crop',
    )
    expect(target('/images/embedded/migration/a1-800x500.png?q=80&w=&h=20')).toBe(
      '/api/embedded-image/migration/a1-800x500.png?q=80&w=&h=20',
    )
  })

  it('leaves the plain file, other queries and other paths alone', () => {
    expect(target('/images/embedded/migration/a1-800x500.png')).toBeNull()
    expect(target('/images/embedded/migration/a1-800x500.png?auto=format&q=80')).toBeNull()
    // An empty size is none, as Next's `has` conditions had it.
    expect(target('/images/embedded/migration/a1-800x500.png?w=&rect=')).toBeNull()
    expect(target('/images/embedded/?w=1')).toBeNull()
    expect(target('/images/embedded?w=1')).toBeNull()
    expect(target('/images/other/a.png?w=1')).toBeNull()
    expect(target('/pricing?w=1')).toBeNull()
  })

  it('keeps the path as it was sent, percent-encoding included', () => {
    expect(target('/images/embedded/migration/a%20b-1x1.png?w=1')).toBe(
      '/api/embedded-image/migration/a%20b-1x1.png?w=1',
    )
  })
})
