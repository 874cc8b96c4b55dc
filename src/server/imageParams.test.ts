import { describe } from 'vitest'
import { parseImageParams, type ParsedImageParams } from './imageParams'
import { itReturns } from '../lib/testing'

// A 1600×1000 source, the size of the home page's hero image.
const parse = (query: string): ParsedImageParams =>
  parseImageParams(new URLSearchParams(query), { width: 1600, height: 1000 })

const ok = (params: object): ParsedImageParams => ({
  ok: true,
  params: { autoFormat: false, ...params },
})
const bad = (error: string): ParsedImageParams => ({ ok: false, error })
const W = 'w must be a whole number from 1 (a wider one is served 1920 wide).'
const H = 'h must be a whole number from 1 to 1920.'
const FIT = 'fit must be one of clip, crop, max.'
const Q = 'q must be a whole number from 1 to 100.'
const RECT = 'rect must be left,top,width,height in whole pixels inside the 1600×1000 image.'

describe('parseImageParams: what the image URLs of this site ask for', () => {
  itReturns(
    parse,
    [
      ['', ok({})],
      ['w=800&q=80&auto=format', ok({ width: 800, quality: 80, autoFormat: true })],
      ['rect=100,50,800,500', ok({ rect: { left: 100, top: 50, width: 800, height: 500 } })],
      [
        'rect=0,0,1600,1000&w=600',
        ok({ width: 600, rect: { left: 0, top: 0, width: 1600, height: 1000 } }),
      ],
      ['h=630', ok({ height: 630 })],
      ['w=800&h=800&fit=max', ok({ width: 800, height: 800, fit: 'max' })],
      // A share image as @sanity/image-url asks for it (lib/media cmsImageUrl).
      [
        'rect=0,80,1600,840&w=1200&h=630&q=80&fit=crop&auto=format',
        ok({
          rect: { left: 0, top: 80, width: 1600, height: 840 },
          width: 1200,
          height: 630,
          fit: 'crop',
          quality: 80,
          autoFormat: true,
        }),
      ],
      // Parameters the CDN does not know are ignored, as it ignores them.
      ['dl=photo.png&w=1920', ok({ width: 1920 })],
      // SPEC §9: a width over 1920 is capped, not refused.
      ['w=1921', ok({ width: 1920 })],
      ['w=5000', ok({ width: 1920 })],
      ['w=123456789', ok({ width: 1920 })],
    ],
    'parse',
  )
})

describe('parseImageParams: a value the CDN would refuse says which and why', () => {
  itReturns(
    parse,
    [
      ['w=0', bad(W)],
      ['w=-5', bad(W)],
      ['w=8e2', bad(W)],
      ['w=800.5', bad(W)],
      ['w=', bad(W)],
      ['h=0', bad(H)],
      ['h=1921', bad(H)],
      ['h=6.3e2', bad(H)],
      ['fit=fill', bad(FIT)],
      ['fit=', bad(FIT)],
      ['w=100&fit=CROP', bad(FIT)],
      ['q=0', bad(Q)],
      ['q=101', bad(Q)],
      ['q=high', bad(Q)],
      ['auto=compress', bad('auto must be "format".')],
      ['rect=1,2,3', bad(RECT)],
      ['rect=1,2,3,4,5', bad(RECT)],
      ['rect=0,0,0,10', bad(RECT)],
      ['rect=900,0,800,100', bad(RECT)],
      ['rect=0,600,100,500', bad(RECT)],
      ['rect=-1,0,10,10', bad(RECT)],
      ['rect=a,b,c,d', bad(RECT)],
    ],
    'parse',
  )
})
