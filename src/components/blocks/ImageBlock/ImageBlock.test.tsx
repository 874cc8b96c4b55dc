// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  blockValue,
  expectAttributes,
  expectFigureCaption,
  expectRendersNothing,
  fixtureRefs,
  imageValue,
  renderBlock,
  renderCheckedBlock,
} from '../testing'
import type { ImageBlockValue } from '../types'
import { ImageBlock } from './ImageBlock'

const value = blockValue('imageBlock', {
  image: imageValue(
    fixtureRefs.photo,
    'The Forgeline editor with the agent chat beside the code',
    'Plan, code and preview side by side.',
  ),
  size: 'wide',
  rounded: true,
})

describe('ImageBlock', () => {
  it('shows the image with its alt text, size and caption in a figure', async () => {
    await renderCheckedBlock(<ImageBlock value={value} />)
    const { figure } = expectFigureCaption('Plan, code and preview side by side.')
    const img = screen.getByRole('img', {
      name: 'The Forgeline editor with the agent chat beside the code',
    })
    expect(figure).toContainElement(img)
    // 1600x1000 asset shown at most 1200 wide: the box is reserved before it loads.
    expectAttributes(img, { width: '1200', height: '750', loading: 'lazy' })
  })

  it('falls back to the caption for the alt text', () => {
    renderBlock(<ImageBlock value={{ ...value, image: { ...value.image, altText: null } }} />)
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Plan, code and preview side by side.')
  })

  it('keeps content-width images at the reading width', () => {
    renderBlock(<ImageBlock value={{ ...value, size: 'content' }} />)
    expect(screen.getByRole('img')).toHaveAttribute('width', '760')
  })

  it('renders nothing without a usable image', () => {
    const broken = {
      ...value,
      image: {
        ...value.image,
        image: { ...value.image.image, asset: { _ref: 'nope', _type: 'reference' } },
      },
    } as ImageBlockValue
    expectRendersNothing(<ImageBlock value={broken} />)
  })
})

describe('ImageBlock media rules (issue 10)', () => {
  const photo = imageValue(fixtureRefs.photo, 'A cropped photo')

  it('applies the editor crop in the URL (rect) and draws the cropped aspect ratio', () => {
    const cropped = {
      ...value,
      image: {
        ...photo,
        image: { ...photo.image, crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 } },
      },
    } as ImageBlockValue
    renderBlock(<ImageBlock value={cropped} />)
    const img = screen.getByRole('img', { name: 'A cropped photo' })
    // 1600x1000 less a quarter on each side and a tenth top and bottom: 800x800 from (400, 100).
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('rect=400,100,800,800')
    expect(img.getAttribute('width')).toBe(img.getAttribute('height'))
    for (const candidate of img.getAttribute('srcset')!.split(', ')) {
      expect(decodeURIComponent(candidate)).toContain('rect=400,100,800,800')
    }
  })

  it('adds no rect when there is no crop, and focuses a covered image on the hotspot', () => {
    const focused = {
      ...value,
      image: { ...photo, image: { ...photo.image, hotspot: { x: 0.62, y: 0.4 } } },
    } as ImageBlockValue
    renderBlock(<ImageBlock value={focused} />)
    const img = screen.getByRole('img', { name: 'A cropped photo' })
    expect(img.getAttribute('src')).not.toContain('rect=')
    expect(img.style.objectPosition).toBe('62% 40%')
  })

  it('loads lazily unless it opens the page, then at once, at high priority, in a picture (no preload)', () => {
    const { unmount } = renderBlock(<ImageBlock value={value} />)
    let img = screen.getByRole('img')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(img.parentElement?.tagName).not.toBe('PICTURE')
    unmount()
    renderBlock(<ImageBlock value={{ ...value, priority: true }} />)
    img = screen.getByRole('img')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    // React preloads no image inside a picture, so a link's prefetch of this page preloads nothing.
    expect(img.parentElement?.tagName).toBe('PICTURE')
  })

  it('draws an SVG image as a mask in the text colour, named by its alt text', async () => {
    const svg = { ...value, image: imageValue(fixtureRefs.logoKestrel, 'Kestrel') }
    const { container } = renderBlock(<ImageBlock value={svg as ImageBlockValue} />)
    const shape = screen.getByRole('img', { name: 'Kestrel' })
    expect(shape.tagName).toBe('SPAN')
    expect(shape.style.getPropertyValue('--fl-image-mask')).toMatch(/^url\(".+\.svg"\)$/)
    expect(shape.style.aspectRatio).toBe('239 / 48')
    expect(await axeViolations(container)).toEqual([])
  })
})
