import { describe, expect, it } from 'vitest'
import { isDirectVideoUrl } from './video'

describe('isDirectVideoUrl', () => {
  it('accepts video files by extension, whatever the case, query or hash', () => {
    expect(isDirectVideoUrl('https://cdn.sanity.io/files/p/migration/abc.mp4')).toBe(true)
    expect(isDirectVideoUrl('https://videos.example.com/a/b.WEBM?token=1#t=3')).toBe(true)
    expect(isDirectVideoUrl('/files/embedded/migration/clip.mov')).toBe(true)
  })
  it('rejects video platform pages and anything without a video extension', () => {
    expect(isDirectVideoUrl('https://www.youtube.com/watch?v=abc123')).toBe(false)
    expect(isDirectVideoUrl('https://vimeo.com/123456')).toBe(false)
    expect(isDirectVideoUrl('https://example.com/video.mp4.html')).toBe(false)
    expect(isDirectVideoUrl('https://example.com/watch?file=a.mp4')).toBe(false)
  })
  it('rejects empty values', () => {
    expect(isDirectVideoUrl('')).toBe(false)
    expect(isDirectVideoUrl(null)).toBe(false)
    expect(isDirectVideoUrl(undefined)).toBe(false)
  })
})
