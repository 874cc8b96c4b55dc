import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'

import { cmsImageUrl } from '@/lib/media'
import { SHARE_IMAGE_SIZE } from '@/lib/seo'

vi.mock('server-only', () => ({}))
const { embeddedImage } = await import('./embeddedImages')

const dir = path.join(process.cwd(), 'public', 'images', 'embedded', 'migration')
const files = readdirSync(dir)
const hero = files.find((f) =>
  f.startsWith('430de3362def6893f94f3709beae8a9e2aaa0efd-1600x1000.png'),
)!
const jpg = files.find((f) => f.endsWith('.jpg'))!
const svg = files.find((f) => f.endsWith('.svg'))!
const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'

async function get(file: string, query: string, accept = WEBP) {
  const image = await embeddedImage(['migration', file], new URLSearchParams(query), accept)
  if (!image.ok) throw new Error(`${image.status} ${image.error}`)
  return { ...image, meta: await sharp(image.body).metadata() }
}

describe('embeddedImage: the embedded dataset served as the image CDN serves a project', () => {
  it('resizes to w and sends WebP to a browser that takes it, a tenth of the original', async () => {
    const image = await get(hero, 'w=800&q=80&auto=format')
    expect(image).toMatchObject({ type: 'image/webp', varies: true })
    expect([image.meta.format, image.meta.width, image.meta.height]).toEqual(['webp', 800, 500])
    expect(image.body.length).toBeLessThan(statSync(path.join(dir, hero)).size / 5)
  })

  it('keeps the source format for a client without WebP (a crawler fetching a share image)', async () => {
    const png = await get(hero, 'w=600&q=80&auto=format', 'image/png,*/*')
    expect([png.type, png.meta.format, png.meta.width]).toEqual(['image/png', 'png', 600])
    const jpeg = await get(jpg, 'w=600&q=80&auto=format', '*/*')
    expect([jpeg.type, jpeg.meta.format, jpeg.meta.width]).toEqual(['image/jpeg', 'jpeg', 600])
  })

  it('sends WebP only when the URL asks for auto=format', async () => {
    const image = await get(hero, 'w=600')
    expect([image.type, image.varies, image.meta.format]).toEqual(['image/png', false, 'png'])
  })

  it("crops to the editor's rect before resizing", async () => {
    const image = await get(hero, 'rect=400,250,800,500&w=400&auto=format')
    expect([image.meta.width, image.meta.height]).toEqual([400, 250])
    const whole = await get(hero, 'rect=400,250,800,500')
    expect([whole.meta.width, whole.meta.height]).toEqual([800, 500])
  })

  it('never makes an image wider than its source', async () => {
    const image = await get(hero, 'rect=0,0,300,200&w=1200&auto=format')
    expect([image.meta.width, image.meta.height]).toEqual([300, 200])
  })

  it('serves a width over 1920 at most 1920 wide (SPEC §9), never refuses it', async () => {
    const rect = 'rect=0,0,1600,1000&fit=crop'
    const capped = await get(hero, `${rect}&w=5000&h=100`)
    expect([capped.meta.width, capped.meta.height]).toEqual([1920, 100])
  })

  it('answers a share image as @sanity/image-url asks for it: exactly 1200×630', async () => {
    const ref = `image-${hero.replace(/\.png$/, '-png')}`
    const source = { projectId: 'embedded', dataset: 'migration', imageCdnHost: '' }
    const url = cmsImageUrl(
      { asset: { _ref: ref }, hotspot: { x: 0.5, y: 0.2, width: 0.2, height: 0.2 } },
      source,
      SHARE_IMAGE_SIZE,
    )!
    // The 1600×840 band nearest the hotspot (top: 200 - 420 < 0), filled to 1200×630.
    expect(url).toBe(
      `/images/embedded/migration/${hero}?rect=0,0,1600,840&w=1200&h=630&q=80&fit=crop&auto=format`,
    )
    const image = await get(hero, url.split('?')[1]!, '*/*')
    expect([image.type, image.meta.width, image.meta.height]).toEqual(['image/png', 1200, 630])
  })

  it('fills a fit=crop size from the centre, enlarging a smaller image as the CDN does', async () => {
    const image = await get(hero, 'rect=0,0,300,200&w=1200&h=630&fit=crop&auto=format')
    expect([image.meta.width, image.meta.height]).toEqual([1200, 630])
    const square = await get(hero, 'w=500&h=500&fit=crop')
    expect([square.meta.width, square.meta.height]).toEqual([500, 500])
  })

  it('otherwise fits w and h inside each other, never enlarging', async () => {
    for (const query of ['w=800&h=800', 'w=800&h=800&fit=clip', 'w=800&h=800&fit=max']) {
      const image = await get(hero, query)
      expect([image.meta.width, image.meta.height], query).toEqual([800, 500])
    }
    const tall = await get(hero, 'h=250')
    expect([tall.meta.width, tall.meta.height]).toEqual([400, 250])
    const small = await get(hero, 'rect=0,0,300,200&h=630')
    expect([small.meta.width, small.meta.height]).toEqual([300, 200])
  })

  it('sends an SVG as it is, whatever the params', async () => {
    const image = await get(svg, 'w=600&auto=format')
    expect(image.type).toBe('image/svg+xml')
    expect(image.varies).toBe(false)
    expect(image.body.length).toBe(statSync(path.join(dir, svg)).size)
  })

  it('answers a bad param with 400 and a missing or made-up path with 404', async () => {
    const answer = (segments: string[], query = '') =>
      embeddedImage(segments, new URLSearchParams(query), WEBP)
    expect(await answer(['migration', hero], 'w=0')).toEqual({
      ok: false,
      status: 400,
      error: 'w must be a whole number from 1 (a wider one is served 1920 wide).',
    })
    expect(await answer(['migration', hero], 'rect=0,0,1601,10')).toMatchObject({ status: 400 })
    expect(await answer(['migration', hero], 'w=10&h=10&fit=fill')).toEqual({
      ok: false,
      status: 400,
      error: 'fit must be one of clip, crop, max.',
    })
    expect(await answer(['migration', hero], 'h=99999')).toMatchObject({ status: 400 })
    for (const segments of [
      ['migration', 'aaaa-10x10.png'],
      ['..', '..', 'package.json'],
      ['migration', '..', hero],
      ['migration', `${hero}.bak`],
      ['migration'],
    ]) {
      expect(await answer(segments, 'w=10'), segments.join('/')).toMatchObject({
        ok: false,
        status: 404,
      })
    }
  })
})
