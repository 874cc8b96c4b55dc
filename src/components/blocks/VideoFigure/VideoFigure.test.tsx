// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  axeViolations,
  blockValue,
  expectAttributes,
  expectFigureCaption,
  fixtureRefs,
  imageValue,
  renderBlock,
} from '../testing'
import { TRANSPARENT_POSTER, VideoFigure } from './VideoFigure'

// The players are their own chunk on the site (LazyVideo.tsx, next/dynamic); here they render at
// once, as they do in the server's HTML.
vi.mock('./LazyVideo', async () => ({
  LazyVideoFacade: (await import('./VideoFacade')).VideoFacade,
  LazyFileVideo: (await import('./FileVideo')).FileVideo,
}))

const value = blockValue('videoFigure', {
  title: 'Building an invoice portal with the agent',
  videoUrl: 'https://cdn.sanity.io/files/embedded/migration/3b1c2d-agent-demo.mp4',
  poster: imageValue(fixtureRefs.poster, 'The agent planning an invoice portal'),
  caption: 'Two minutes from prompt to deployed app.',
  captionsUrl: null,
  captionsLanguage: undefined,
  transcript: undefined,
  autoplay: false,
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('VideoFigure', () => {
  it('plays a video file in the native player, named by its title, with the caption', async () => {
    const { container } = renderBlock(<VideoFigure value={value} />)
    const { figure } = expectFigureCaption('Two minutes from prompt to deployed app.')
    const video = figure.querySelector('video')!
    expect(video).toHaveAttribute('controls')
    expectAttributes(video, {
      'aria-label': 'Building an invoice portal with the agent',
      preload: 'none',
      width: '1280',
      height: '720',
    })
    // The embedded source serves files itself: the CMS CDN host is replaced (video CDN rule).
    expect(video.getAttribute('src')).toBe('/files/embedded/migration/3b1c2d-agent-demo.mp4')
    // Issue 37: the poster is a lazy, decorative image under the player, at the screen's width;
    // the player's own `poster`, which the browser fetches at once, is a transparent pixel.
    expect(video.getAttribute('poster')).toBe(TRANSPARENT_POSTER)
    expect(video.style.aspectRatio).toBe('1280 / 720')
    const poster = figure.querySelector('img')!
    expect(poster.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expectAttributes(poster, { alt: '', loading: 'lazy', width: '1280', height: '720' })
    expect(poster.getAttribute('src')).toMatch(
      /e2884fe0e99d663a6f2da562330daf836b3e17da-1920x1080\.jpg\?w=1280&q=80&auto=format$/,
    )
    expect(poster.getAttribute('srcset')).toMatch(/\?w=600&q=80&auto=format 600w, /)
    expect(await axeViolations(container)).toEqual([])
  })

  it("leaves the player out of the server's HTML but for its box, and puts it in <noscript> (issue 37)", () => {
    // Chromium asks for a <video controls>'s icons as it parses it: the player comes with React.
    const html = renderToString(<VideoFigure value={value} />)
    const [outside, inside] = html.split('<noscript>')
    expect(outside).not.toContain('<video')
    expect(outside).toMatch(/<div class="[^"]+" style="aspect-ratio:1280 \/ 720"><\/div>/)
    expect(inside).toMatch(/^<video [^>]*controls=""[^>]*preload="none"/)
    expect(inside).toContain('position:absolute')
    expect(inside).toMatch(
      />Download the video: (<!-- -->)?Building an invoice portal with the agent<\/a>/,
    )
  })

  it('gives the player a default captions track and shows the transcript behind a toggle (WCAG 1.2.2, 1.2.5)', async () => {
    const user = userEvent.setup()
    const { container } = renderBlock(
      <VideoFigure
        value={{
          ...value,
          captionsUrl: 'https://cdn.sanity.io/files/embedded/migration/abc.vtt',
          captionsLanguage: 'en',
          transcript: 'Narrator: We start with a prompt.\n\n  The agent writes a plan.  \n',
        }}
      />,
    )
    const track = container.querySelector('video track')!
    expectAttributes(track, {
      kind: 'captions',
      src: '/files/embedded/migration/abc.vtt',
      srclang: 'en',
      label: 'English',
    })
    expect(track).toHaveAttribute('default')
    const toggle = screen.getByText('Transcript', { exact: false, selector: 'summary' })
    expect(toggle).toHaveAccessibleName('Transcript: Building an invoice portal with the agent')
    await user.click(toggle)
    const details = toggle.closest('details')!
    expect(details).toHaveAttribute('open')
    expect([...details.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Narrator: We start with a prompt.',
      'The agent writes a plan.',
    ])
    expect(await axeViolations(container)).toEqual([])
  })

  it('has no track and no transcript when the editor gave none', () => {
    const { container } = renderBlock(<VideoFigure value={value} />)
    expect(container.querySelector('track')).toBeNull()
    expect(container.querySelector('details')).toBeNull()
  })

  it('shows the poster with a link to watch a video that is not a file', async () => {
    vi.stubEnv('NEXT_PUBLIC_VIDEO_EMBEDS', '')
    const { container } = renderBlock(
      <VideoFigure value={{ ...value, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }} />,
    )
    const { figure } = expectFigureCaption('Two minutes from prompt')
    expect(figure.querySelector('video')).toBeNull()
    const link = within(figure).getByRole('link', {
      name: /^Watch video:\s*Building an invoice portal with the agent \(opens in a new tab\)$/,
    })
    expectAttributes(link, {
      href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      target: '_blank',
    })
    expect(link.querySelector('img')).toHaveAttribute('alt', '')
    expect(await axeViolations(container)).toEqual([])
  })

  it('autoplays muted and looping when the editor asked for it', () => {
    const { container } = renderBlock(<VideoFigure value={{ ...value, autoplay: true }} />)
    const video = container.querySelector('video')!
    expect(video).toHaveAttribute('loop')
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('controls')
    expect(video).toHaveAttribute('aria-label', value.title)
  })
})

describe('VideoFigure: a video platform behind the play facade (NEXT_PUBLIC_VIDEO_EMBEDS=on)', () => {
  const youtube = { ...value, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }

  it('shows only the poster and a play button before play: nothing of the platform', async () => {
    vi.stubEnv('NEXT_PUBLIC_VIDEO_EMBEDS', 'on')
    const { container } = renderBlock(<VideoFigure value={youtube} />)
    const { figure } = expectFigureCaption('Two minutes from prompt')
    const button = within(figure).getByRole('button', {
      name: 'Play video: Building an invoice portal with the agent',
    })
    expect(button.querySelector('img')).toHaveAttribute('alt', '')
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(
      /e2884fe0e99d663a6f2da562330daf836b3e17da-1920x1080\.jpg/,
    )
    expect(container.querySelector('iframe, video, a[href*="youtu"]')).toBeNull()
    expect(container.innerHTML).not.toMatch(/youtube|ytimg|youtu\.be/)
    expect(await axeViolations(container)).toEqual([])
  })

  it("pressing play puts the platform's player in the poster's place and moves focus onto it", async () => {
    vi.stubEnv('NEXT_PUBLIC_VIDEO_EMBEDS', 'on')
    const user = userEvent.setup()
    const { container } = renderBlock(<VideoFigure value={youtube} />)
    await user.click(screen.getByRole('button', { name: /^Play video/ }))
    const frame = container.querySelector('iframe')!
    expectAttributes(frame, {
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      title: 'Building an invoice portal with the agent',
      allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
    })
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('plays a Vimeo address in the Vimeo player, by keyboard too', async () => {
    const user = userEvent.setup()
    const { container } = renderBlock(
      <VideoFigure value={{ ...value, videoUrl: 'https://vimeo.com/76979871' }} videoEmbeds />,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: /^Play video/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    const frame = container.querySelector('iframe')!
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1')
    expect(frame).toHaveFocus()
  })

  it('keeps the box of a video without a poster (16:9) and names the button all the same', () => {
    const { container } = renderBlock(
      <VideoFigure value={{ ...youtube, poster: null }} videoEmbeds />,
    )
    expect(screen.getByRole('button', { name: /^Play video: Building an invoice/ })).toBeVisible()
    expect(container.querySelector('img')).toBeNull()
    const box = screen.getByRole('button').parentElement!
    expect(getComputedStyle(box).aspectRatio.replaceAll(' ', '')).toBe('1280/720')
  })

  it('links out, as without embeds, for an address that is not a YouTube or Vimeo video', () => {
    renderBlock(
      <VideoFigure
        value={{ ...value, videoUrl: 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }}
        videoEmbeds
      />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: /^Watch video/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    )
  })

  it('never plays or links a javascript: address', () => {
    const { container } = renderBlock(
      <VideoFigure
        value={{ ...value, videoUrl: 'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ' }}
        videoEmbeds
      />,
    )
    expect(container.querySelector('button, a, iframe, video')).toBeNull()
  })

  it('with embeds off (the default) a platform address keeps linking out', () => {
    vi.stubEnv('NEXT_PUBLIC_VIDEO_EMBEDS', 'off')
    const { container } = renderBlock(<VideoFigure value={youtube} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('link', { name: /^Watch video/ })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    )
  })

  it('lets a story point the player at a page of its own', async () => {
    const user = userEvent.setup()
    const { container } = renderBlock(
      <VideoFigure value={youtube} videoEmbeds playerSrc="about:blank" />,
    )
    await user.click(screen.getByRole('button'))
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'about:blank')
  })
})
