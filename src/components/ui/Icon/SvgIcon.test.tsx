// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { closeGlyph, pinGlyph, SvgIcon } from '.'
import { iconSet, svgIconNames } from './iconSet'

const draw = (ui: React.ReactElement) => render(ui).container.querySelector('svg')!

describe('SvgIcon', () => {
  it('draws a glyph at its own size, hidden from assistive technology and never a Tab stop', () => {
    const svg = draw(<SvgIcon glyph={closeGlyph} />)
    expect(svg).toHaveAttribute('width', '20')
    expect(svg).toHaveAttribute('viewBox', '0 0 20 20')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(svg.querySelector('path')).toHaveAttribute('stroke', 'currentColor')
  })

  it('takes another size, and leaves a CSS-sized glyph without one', () => {
    expect(draw(<SvgIcon glyph={closeGlyph} size={32} />)).toHaveAttribute('height', '32')
    const pin = draw(<SvgIcon glyph={pinGlyph} className="tile" />)
    expect(pin).not.toHaveAttribute('width')
    expect(pin).toHaveAttribute('class', 'tile')
  })
})

describe('iconSet', () => {
  it('names every glyph of the module without its suffix', () => {
    expect(svgIconNames).toEqual(expect.arrayContaining(['close', 'chevronDown', 'pin', 'error']))
    expect(svgIconNames.some((name) => name.endsWith('Glyph'))).toBe(false)
    expect(iconSet.close).toBe(closeGlyph)
  })
})
