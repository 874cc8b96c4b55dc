// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CmsImageView, type ResolvedBitmap } from './CmsImageView'

const bitmap: ResolvedBitmap = {
  kind: 'img',
  src: '/images/a.jpg?w=800',
  alt: 'A chart',
  width: 800,
  height: 450,
  edit: {},
  placeholder: 'data:image/jpeg;base64,/9j/2wBD',
  objectPosition: '30% 40%',
}

describe('CmsImageView', () => {
  it("hands the blurred placeholder to the stylesheet's background, not the style attribute (issue 37)", () => {
    const { container } = render(<CmsImageView image={bitmap} />)
    const img = container.querySelector('img')!
    expect(img.style.getPropertyValue('--fl-placeholder')).toBe(
      'url(data:image/jpeg;base64,/9j/2wBD)',
    )
    expect(img.getAttribute('style')).not.toContain('background-image')
    expect(img.style.objectPosition).toBe('30% 40%')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('has no placeholder variable without a placeholder', () => {
    const { container } = render(<CmsImageView image={{ ...bitmap, placeholder: undefined }} />)
    expect(container.querySelector('img')!.style.getPropertyValue('--fl-placeholder')).toBe('')
  })
})
