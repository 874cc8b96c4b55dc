import { describe, expect, it } from 'vitest'
import { itReturns } from '../../../lib/testing'
import { isDirectVideoUrl, parsePlatformVideo, platformPlayerUrl } from './video'

describe('isDirectVideoUrl', () => {
  itReturns(isDirectVideoUrl, [
    // Video files by extension, whatever the case, query or hash.
    ['https://cdn.sanity.io/files/p/migration/abc.mp4', true],
    ['https://videos.example.com/a/b.WEBM?token=1#t=3', true],
    ['/files/embedded/migration/clip.mov', true],
    // Video platform pages and anything without a video extension.
    ['https://www.youtube.com/watch?v=abc123', false],
    ['https://vimeo.com/123456', false],
    ['https://example.com/video.mp4.html', false],
    ['https://example.com/watch?file=a.mp4', false],
    // Empty values.
    ['', false],
    [null, false],
    [undefined, false],
  ])
})

describe('parsePlatformVideo', () => {
  // Every address form each platform uses, and the id read from it.
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=a-B_c1D2e3F', 'youtube', 'a-B_c1D2e3F'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ/', 'youtube', 'dQw4w9WgXcQ'],
    ['  HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://www.vimeo.com/76979871?share=copy', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('reads %j as the %s video %s', (url, platform, id) => {
    expect(parsePlatformVideo(url)).toEqual({ platform, id })
  })

  // What the player never loads, by why: each is left to the plain link (null).
  const notPlayable: Record<string, Array<string | null | undefined>> = {
    'an address of no supported video page': [
      'https://cdn.sanity.io/files/p/migration/abc.mp4',
      'https://watch.forgeline.example/agent-demo',
      'https://www.youtube.com/',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/playlist?list=PL1234567890',
      'https://www.youtube.com/@forgeline',
      'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
      'https://youtu.be/',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://vimeo.com/76979871/abcdef0123',
      'https://player.vimeo.com/76979871',
      '/watch?v=dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      '',
      null,
      undefined,
    ],
    'an id of the wrong shape or with characters outside the id alphabet': [
      'https://www.youtube.com/watch?v=dQw4w9WgXc', // 10 characters
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', // 12
      'https://www.youtube.com/watch?v=dQw4w9WgX%22',
      'https://www.youtube.com/watch?v=dQw4w9"onload=',
      'https://www.youtube.com/watch?v=<script>al',
      'https://www.youtube.com/watch?v=../../../ab',
      'https://www.youtube.com/embed/dQw4w9WgX%3F',
      'https://youtu.be/dQw4w9WgXc%2F',
      'https://youtu.be/dQw4w9Wg%C3%A9',
      'https://vimeo.com/7697987a',
      'https://vimeo.com/-76979871',
      'https://vimeo.com/7697987100000000',
      'https://player.vimeo.com/video/1%3Fautoplay%3D0',
    ],
    'a hostile address: another scheme, a look-alike host, credentials, a port': [
      'javascript:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ%0Aalert(1)',
      'data:text/html,https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'vbscript:youtu.be/dQw4w9WgXcQ',
      'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
      'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com.evil.example/76979871',
      'https://evil.vimeo.com/76979871',
    ],
  }

  for (const [why, urls] of Object.entries(notPlayable)) {
    it.each(urls)(`rejects ${why}: %j`, (url) => {
      expect(parsePlatformVideo(url)).toBeNull()
    })
  }
})

describe('platformPlayerUrl', () => {
  itReturns(platformPlayerUrl, [
    // The player's address on the platform's own player host, started at once.
    [
      { platform: 'youtube', id: 'dQw4w9WgXcQ' },
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ],
    [
      { platform: 'vimeo', id: '76979871' },
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    ],
    // No address for an id that did not come from parsePlatformVideo.
    [{ platform: 'youtube', id: 'x"><script>' }, null],
    [{ platform: 'vimeo', id: 'dQw4w9WgXcQ' }, null],
  ])
})
