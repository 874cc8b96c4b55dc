import { describe, expect, it } from 'vitest'
import { iconUrl } from './icons'

const cdn = {
  projectId: 'p1',
  dataset: 'production',
  imageCdnHost: 'https://img.forgeline.example',
}
const embedded = { projectId: 'embedded', dataset: 'migration', imageCdnHost: '' }

describe('iconUrl (SPEC §3 media source rules)', () => {
  it('builds the asset URL on the image CDN, without a width', () => {
    expect(iconUrl({ asset: { _ref: 'image-abc123-48x48-svg' } }, cdn)).toBe(
      'https://img.forgeline.example/images/p1/production/abc123-48x48.svg',
    )
  })

  it('serves the embedded dataset from the site itself', () => {
    expect(iconUrl({ asset: { _ref: 'image-abc123-48x48-png' } }, embedded)).toBe(
      '/images/embedded/migration/abc123-48x48.png',
    )
  })

  it('prefers the icon’s own URL, rewriting only the CMS CDN host', () => {
    expect(
      iconUrl(
        { url: 'https://cdn.sanity.io/images/p1/production/x-1x1.svg', asset: { _ref: 'y' } },
        cdn,
      ),
    ).toBe('https://img.forgeline.example/images/p1/production/x-1x1.svg')
    expect(iconUrl({ url: 'https://icons.example/a.svg' }, cdn)).toBe('https://icons.example/a.svg')
  })

  it('gives null for no icon, an empty one or an unreadable reference', () => {
    expect(iconUrl(null, cdn)).toBeNull()
    expect(iconUrl(undefined, cdn)).toBeNull()
    expect(iconUrl({ asset: null, url: null }, cdn)).toBeNull()
    expect(iconUrl({ asset: { _ref: 'file-abc-pdf' } }, cdn)).toBeNull()
  })
})
