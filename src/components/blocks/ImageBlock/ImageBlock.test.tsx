// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axeViolations, fixtureRefs, imageValue, renderBlock } from '../testing'
import type { ImageBlockValue } from '../types'
import { ImageBlock } from './ImageBlock'

const value: ImageBlockValue = {
  _key: 'ib1',
  _type: 'imageBlock',
  image: imageValue(
    fixtureRefs.photo,
    'The Forgeline editor with the agent chat beside the code',
    'Plan, code and preview side by side.',
  ),
  size: 'wide',
  rounded: true,
  markDefs: null,
}

describe('ImageBlock', () => {
  it('shows the image with its alt text, size and caption in a figure', async () => {
    const { container } = renderBlock(<ImageBlock value={value} />)
    const figure = screen.getByRole('figure')
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      'Plan, code and preview side by side.',
    )
    const img = screen.getByRole('img', {
      name: 'The Forgeline editor with the agent chat beside the code',
    })
    expect(figure).toContainElement(img)
    // 1600x1000 asset shown at most 1200 wide: the box is reserved before it loads.
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '750')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(await axeViolations(container)).toEqual([])
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
    const { container } = renderBlock(<ImageBlock value={broken} />)
    expect(container.querySelector('main')).toBeEmptyDOMElement()
  })
})
