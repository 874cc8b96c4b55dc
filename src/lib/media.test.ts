import { describe, expect, it } from 'vitest'
import {
  cmsImageUrl,
  croppedSize,
  defaultImageWidth,
  onCdnHost,
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

describe('cmsImageUrl (SPEC §3 Media source rules, §9 Images)', () => {
  const cdn = {
    projectId: 'p',
    dataset: 'migration',
    imageCdnHost: 'https://images.forgeline.example',
  }
  const embedded = { projectId: 'embedded', dataset: 'migration', imageCdnHost: '' }
  const sanity = { projectId: 'p', dataset: 'migration', imageCdnHost: 'https://cdn.sanity.io' }
  const photo = 'image-abc123-1600x1000-png'
  const base = 'https://images.forgeline.example/images/p/migration/abc123-1600x1000.png'

  it('builds the asset URL on the image CDN host', () => {
    expect(cmsImageUrl(photo, cdn)).toBe(base)
    expect(cmsImageUrl({ asset: { _ref: photo } }, cdn)).toBe(base)
    expect(cmsImageUrl(photo, embedded)).toBe('/images/embedded/migration/abc123-1600x1000.png')
    expect(cmsImageUrl(photo, sanity)).toBe(
      'https://cdn.sanity.io/images/p/migration/abc123-1600x1000.png',
    )
  })

  it('resizes to a width with quality 80 and automatic format, at most 1920 px', () => {
    expect(cmsImageUrl(photo, cdn, { width: 800 })).toBe(`${base}?w=800&q=80&auto=format`)
    expect(cmsImageUrl(photo, cdn, { width: 799.6 })).toBe(`${base}?w=800&q=80&auto=format`)
    expect(cmsImageUrl(photo, cdn, { width: 4000 })).toBe(`${base}?w=1920&q=80&auto=format`)
  })

  it("cuts out the editor's crop as rect, in pixels of the original", () => {
    const crop = { left: 0.25, right: 0.25, top: 0.1, bottom: 0.1 }
    expect(cmsImageUrl({ asset: { _ref: photo }, crop }, cdn)).toBe(`${base}?rect=400,100,800,800`)
    expect(cmsImageUrl({ asset: { _ref: photo }, crop }, cdn, { width: 600 })).toBe(
      `${base}?rect=400,100,800,800&w=600&q=80&auto=format`,
    )
    // A side the crop does not name cuts nothing, as in croppedSize.
    expect(cmsImageUrl({ asset: { _ref: photo }, crop: { left: 0.25 } }, cdn)).toBe(
      `${base}?rect=400,0,1200,1000`,
    )
  })

  it('adds no rect for no crop, an empty one or one that leaves nothing', () => {
    for (const crop of [
      null,
      { left: 0, right: 0, top: 0, bottom: 0 },
      { left: 0.7, right: 0.4 },
    ]) {
      expect(cmsImageUrl({ asset: { _ref: photo }, crop }, cdn), JSON.stringify(crop)).toBe(base)
    }
  })

  it('crops to a width and height around the hotspot (the centre without one)', () => {
    const square = { width: 500, height: 500 }
    const params = 'w=500&h=500&q=80&fit=crop&auto=format'
    const hotspot = { x: 0.6, y: 0.5, width: 0.2, height: 0.2 }
    // 1000×1000 of the 1600×1000 image, centred on x = 960 px.
    expect(cmsImageUrl({ asset: { _ref: photo }, hotspot }, cdn, square)).toBe(
      `${base}?rect=460,0,1000,1000&${params}`,
    )
    // Near the edge the square stays inside the image.
    expect(
      cmsImageUrl({ asset: { _ref: photo }, hotspot: { ...hotspot, x: 0.95 } }, cdn, square),
    ).toBe(`${base}?rect=600,0,1000,1000&${params}`)
    // No hotspot, or an incomplete one: the centre.
    expect(cmsImageUrl(photo, cdn, square)).toBe(`${base}?rect=300,0,1000,1000&${params}`)
    expect(cmsImageUrl({ asset: { _ref: photo }, hotspot: { x: 0.95 } }, cdn, square)).toBe(
      `${base}?rect=300,0,1000,1000&${params}`,
    )
    // Inside the editor's crop.
    expect(
      cmsImageUrl(
        { asset: { _ref: photo }, crop: { left: 0.5, right: 0, top: 0, bottom: 0.5 }, hotspot },
        cdn,
        square,
      ),
    ).toBe(`${base}?rect=800,0,500,500&${params}`)
  })

  it('keeps the aspect ratio when the width is capped', () => {
    expect(cmsImageUrl(photo, cdn, { width: 3840, height: 2400 })).toBe(
      `${base}?w=1920&h=1200&q=80&fit=crop&auto=format`,
    )
  })

  it('never resizes a GIF (its animation) or an SVG', () => {
    expect(cmsImageUrl('image-g1-400x300-gif', cdn, { width: 200 })).toBe(
      'https://images.forgeline.example/images/p/migration/g1-400x300.gif',
    )
    expect(cmsImageUrl('image-s1-48x48-svg', cdn, { width: 24, height: 24 })).toBe(
      'https://images.forgeline.example/images/p/migration/s1-48x48.svg',
    )
  })

  it('gives null for no image or an unreadable reference', () => {
    expect(cmsImageUrl(null, cdn)).toBeNull()
    expect(cmsImageUrl({ asset: null }, cdn)).toBeNull()
    expect(cmsImageUrl('file-abc-pdf', cdn, { width: 800 })).toBeNull()
  })
})

describe('onCdnHost (SPEC §3 Media source rules)', () => {
  it('moves a CMS CDN URL to the given host, or to this site', () => {
    const url = 'https://cdn.sanity.io/images/p/migration/abc-10x10.png?w=800'
    expect(onCdnHost(url, 'https://images.forgeline.example/')).toBe(
      'https://images.forgeline.example/images/p/migration/abc-10x10.png?w=800',
    )
    expect(onCdnHost(url, '')).toBe('/images/p/migration/abc-10x10.png?w=800')
  })
  it('leaves other hosts alone, even ones that start like the CMS CDN', () => {
    expect(onCdnHost('https://cdn.sanity.io.evil.example/a.png', 'https://x.example')).toBe(
      'https://cdn.sanity.io.evil.example/a.png',
    )
    expect(onCdnHost('https://other.example/a.png', 'https://x.example')).toBe(
      'https://other.example/a.png',
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
