// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  blockValue,
  expectAttributes,
  expectFigureCaption,
  expectRendersNothing,
  renderBlock,
  renderCheckedBlock,
} from '../testing'
import { MapEmbed } from './MapEmbed'

const value = blockValue('mapEmbed', {
  title: 'Map of the Forgeline office in Springfield',
  query: '500 Example Street, Suite 300, Springfield',
  mode: 'place',
  zoom: 15,
  caption: 'Reception is on the third floor.',
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('MapEmbed without a Maps key', () => {
  it('shows the address and a link to open it in Google Maps, in a new tab, and no frame', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', '')
    const { container } = await renderCheckedBlock(<MapEmbed value={value} />)
    const { figure } = expectFigureCaption('Reception is on the third floor.')
    expect(figure).toHaveTextContent('500 Example Street, Suite 300, Springfield')
    // jsdom lays nothing out, so the hidden text's leading space is lost from the computed name
    // (the story checks the exact name in Chromium).
    const link = within(figure).getByRole('link', {
      name: /^Open in Google Maps ?\(opens in a new tab\)$/,
    })
    expectAttributes(link, {
      href: 'https://www.google.com/maps/search/?api=1&query=500+Example+Street%2C+Suite+300%2C+Springfield',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
    // Nothing that would make a request: no frame, no image, no script.
    expect(container.querySelector('iframe, img, script, link')).toBeNull()
  })

  it('renders nothing without a place to show', () => {
    expectRendersNothing(<MapEmbed value={{ ...value, query: '  ' }} apiKey="k" />)
  })
})

describe('MapEmbed with a Maps key', () => {
  it('embeds the Maps Embed API frame, lazily, named by the title, with the link under it', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'AIzaTestKey')
    const { container } = await renderCheckedBlock(<MapEmbed value={value} />)
    const frame = screen.getByTitle('Map of the Forgeline office in Springfield')
    expect(frame.tagName).toBe('IFRAME')
    expectAttributes(frame, {
      src: 'https://www.google.com/maps/embed/v1/place?key=AIzaTestKey&q=500+Example+Street%2C+Suite+300%2C+Springfield&zoom=15',
      loading: 'lazy',
      referrerpolicy: 'strict-origin-when-cross-origin',
    })
    expect(container.querySelector('script')).toBeNull()
    const { caption } = expectFigureCaption('Reception is on the third floor.')
    expect(within(caption).getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  })

  it('uses the search mode and leaves the zoom to Google Maps when it is out of range', () => {
    renderBlock(
      <MapEmbed
        value={{ ...value, mode: 'search', query: 'coffee near Springfield', zoom: 40 }}
        apiKey="k"
      />,
    )
    expect(screen.getByTitle(value.title)).toHaveAttribute(
      'src',
      'https://www.google.com/maps/embed/v1/search?key=k&q=coffee+near+Springfield',
    )
  })

  it('keeps a title with quotes and markup as text in the attribute', () => {
    const title = 'Our "HQ" map"><img src=x onerror=alert(1)>'
    const { container } = renderBlock(<MapEmbed value={{ ...value, title }} apiKey="k" />)
    expect(container.querySelector('iframe')).toHaveAttribute('title', title)
    expect(container.querySelector('img')).toBeNull()
  })

  it("sizes the map's box before the frame loads: the editor's height or an aspect ratio", () => {
    const { container, rerender } = renderBlock(
      <MapEmbed value={{ ...value, height: 420 }} apiKey="k" />,
    )
    const box = () => getComputedStyle(container.querySelector('iframe')!.parentElement!)
    expect(box().height).toBe('420px')
    rerender(
      <main>
        <MapEmbed value={{ ...value, height: 9000 }} apiKey="k" />
      </main>,
    )
    expect(box().height).not.toBe('9000px')
    expect(box().aspectRatio.replaceAll(' ', '')).toBe('4/3')
  })

  it('lets a story point the frame at a local page instead of Google', () => {
    renderBlock(<MapEmbed value={value} apiKey="k" frameSrc="about:blank" />)
    expect(screen.getByTitle(value.title)).toHaveAttribute('src', 'about:blank')
  })
})
