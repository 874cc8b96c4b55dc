// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BlockRenderer } from './BlockRenderer'

const modules = [
  {
    _key: 'a',
    _type: 'moduleGroup',
    content: [
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's', text: 'Known module', marks: [] }],
      },
      { _type: 'somethingNew', _key: 'x', heading: 'Embedded unknown' },
    ],
  },
  { _key: 'c', _type: 'heroCarousel' },
]

describe('BlockRenderer (STYLE habit 3)', () => {
  it('renders known modules and nothing for unknown module or block types', () => {
    const { container } = render(<BlockRenderer modules={modules} />)
    expect(screen.getByText('Known module')).toBeInTheDocument()
    expect(container).not.toHaveTextContent('Embedded unknown')
    expect(container).not.toHaveTextContent('heroCarousel')
    expect(container.querySelectorAll('section')).toHaveLength(1)
  })

  it('shows editors a visible placeholder for an unknown module type in draft mode', () => {
    render(<BlockRenderer modules={modules} draftMode />)
    expect(screen.getByRole('note')).toHaveTextContent('Unknown module type “heroCarousel”')
  })
})
