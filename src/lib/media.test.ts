import { describe, expect, it } from 'vitest'
import {
  croppedSize,
  cropRect,
  defaultImageWidth,
  imageAssetUrl,
  imageSrc,
  parseImageRef,
  srcSetWidths,
  videoSrc,
  withLcpImagePriority,
} from './media'
import { itReturns } from './testing'

describe('parseImageRef (SPEC §3 Image value)', () => {
  itReturns(parseImageRef, [
    // Id, width, height and format are read from the reference.
    ['image-abc123-1600x900-png', { id: 'abc123', width: 1600, height: 900, format: 'png' }],
    // Anything else is rejected.
    ['file-abc-pdf', null],
    [undefined, null],
  ])
})

describe('imageSrc (SPEC §3 Media source rules)', () => {
  const cms = 'https://cdn.sanity.io/images/p/migration/abc-10x10.png'
  it('replaces the CMS CDN host with the image CDN host', () => {
    expect(imageSrc(cms, undefined, 'https://images.forgeline.example')).toBe(
      'https://images.forgeline.example/images/p/migration/abc-10x10.png',
    )
  })
  it("sets the width as the query parameter 'w'", () => {
    expect(imageSrc(cms, 800, '')).toBe('/images/p/migration/abc-10x10.png?w=800&q=80&auto=format')
  })
  it('caps the width at 1920', () => {
    expect(imageSrc(cms, 4000, '')).toBe(
      '/images/p/migration/abc-10x10.png?w=1920&q=80&auto=format',
    )
  })
  it('leaves other hosts alone, even ones that start like the CMS CDN', () => {
    expect(
      imageSrc('https://cdn.sanity.io.evil.example/a.png', undefined, 'https://x.example'),
    ).toBe('https://cdn.sanity.io.evil.example/a.png')
    expect(imageSrc('https://other.example/a.png', undefined, 'https://x.example')).toBe(
      'https://other.example/a.png',
    )
  })
  it('builds the CDN URL of an asset reference', () => {
    expect(imageAssetUrl('image-abc-10x20-jpg', 'p', 'migration')).toBe(
      'https://cdn.sanity.io/images/p/migration/abc-10x20.jpg',
    )
  })
})

describe('videoSrc', () => {
  it('replaces the CMS CDN host with the video CDN host', () => {
    expect(videoSrc('https://cdn.sanity.io/files/p/d/v.mp4', 'https://video.example')).toBe(
      'https://video.example/files/p/d/v.mp4',
    )
  })
  it('gives an empty string when there is no URL', () => {
    expect(videoSrc(undefined, 'https://video.example')).toBe('')
  })
})

describe('image widths (SPEC §9)', () => {
  it('defaults to the smaller of the original width and 800', () => {
    expect(defaultImageWidth(1600)).toBe(800)
    expect(defaultImageWidth(400)).toBe(400)
  })
  it('lists breakpoints below the original width plus the original, at most 5', () => {
    expect(srcSetWidths(1600)).toEqual([600, 800, 1000, 1200, 1600])
    expect(srcSetWidths(700)).toEqual([600, 700])
    expect(srcSetWidths(3000)).toEqual([600, 800, 1000, 1200, 1920])
  })
})

describe('croppedSize (SPEC §3 crop, issue 10)', () => {
  it('takes the cut fractions off each side', () => {
    expect(
      croppedSize({ width: 1600, height: 1000 }, { left: 0.25, right: 0.25, top: 0.1 }),
    ).toEqual({ width: 800, height: 900 })
  })
  it('is the whole image without a crop, and ignores a crop that leaves nothing', () => {
    expect(croppedSize({ width: 800, height: 600 }, null)).toEqual({ width: 800, height: 600 })
    expect(croppedSize({ width: 800, height: 600 }, { left: 0.6, right: 0.6 })).toEqual({
      width: 800,
      height: 600,
    })
  })
})

describe('withLcpImagePriority (issues 10 and 37)', () => {
  const image = { _type: 'imageBlock', _key: 'i' }
  const video = { _type: 'videoFigure', _key: 'v' }
  const text = { _type: 'block', _key: 't' }

  it('marks an image or video that opens the first section, and nothing after it', () => {
    const modules = [
      { _type: 'moduleGroup', content: [video, image] },
      { _type: 'moduleGroup', content: [image] },
    ]
    const marked = withLcpImagePriority(modules)
    expect(marked[0]!.content).toEqual([{ ...video, priority: true }, image])
    expect(marked[1]).toBe(modules[1])
    // The input is left as it was.
    expect(modules[0]!.content[0]).toEqual(video)
  })

  it("marks nothing when text opens the first section (its image is below a phone's first screen)", () => {
    const modules = [
      { _type: 'moduleGroup', content: [text, video, image] },
      { _type: 'moduleGroup', content: [image] },
    ]
    expect(withLcpImagePriority(modules)).toBe(modules)
    expect(withLcpImagePriority([{ _type: 'moduleGroup', content: [text] }])).toHaveLength(1)
    expect(withLcpImagePriority(modules)).toBe(modules)
    expect(withLcpImagePriority(null)).toEqual([])
  })
})

describe('cropRect (issue 10)', () => {
  const photo = { width: 1600, height: 1000 }
  it('gives the kept area in pixels of the original, as the image CDN wants it', () => {
    expect(cropRect(photo, { left: 0.25, right: 0.25, top: 0.1, bottom: 0.1 })).toBe(
      '400,100,800,800',
    )
  })
  it('gives nothing for no crop, an empty crop or one that leaves nothing', () => {
    expect(cropRect(photo, null)).toBeNull()
    expect(cropRect(photo, { left: 0, right: 0, top: 0, bottom: 0 })).toBeNull()
    expect(cropRect(photo, { left: 0.7, right: 0.4 })).toBeNull()
  })
})
