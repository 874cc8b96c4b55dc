// @vitest-environment jsdom
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  blockValue,
  expectFigureCaption,
  fixtureRefs,
  imageValue,
  lightTheme,
  renderBlock,
  renderCheckedBlock,
} from '../testing'
import { authorDetails, Testimonial } from './Testimonial'

const value = blockValue('testimonial', {
  quote:
    'We replaced a quarter of internal tooling work with Forgeline. The agent writes the first draft and our engineers review it.',
  authorName: 'Mo Okafor',
  authorRole: 'Head of Engineering',
  company: 'Kestrel Freight',
  avatar: imageValue(fixtureRefs.avatar, 'Portrait of Mo Okafor'),
  theme: lightTheme,
})

describe('Testimonial', () => {
  it('shows the quote in a blockquote and the author in the figcaption of one figure', async () => {
    await renderCheckedBlock(<Testimonial value={value} />)
    const { figure, caption } = expectFigureCaption('Mo Okafor')
    const quote = within(figure).getByRole('blockquote')
    expect(quote).toHaveTextContent(/replaced a quarter of internal tooling/)
    expect(caption).toHaveTextContent('Head of Engineering, Kestrel Freight')
  })

  it('shows the photo as decoration beside the name', () => {
    const { container } = renderBlock(<Testimonial value={value} />)
    const photo = container.querySelector('figcaption img')
    expect(photo).toHaveAttribute('alt', '')
    expect(photo).toHaveAttribute('width')
    expect(photo).toHaveAttribute('height')
  })

  it('joins the role and company that are present', () => {
    expect(authorDetails('CTO', null)).toBe('CTO')
    expect(authorDetails(undefined, 'Paperkite')).toBe('Paperkite')
    expect(authorDetails(undefined, undefined)).toBe('')
  })
})
