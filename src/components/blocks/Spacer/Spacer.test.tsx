// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { axeViolations, renderBlock } from '../testing'
import { Spacer } from './Spacer'

describe('Spacer', () => {
  it('is an empty, hidden box with its phone and desktop heights', async () => {
    const { container } = renderBlock(
      <Spacer
        value={{
          _key: 'sp1',
          _type: 'spacer',
          mobileSpacer: 32,
          desktopSpacer: 96,
          markDefs: null,
        }}
      />,
    )
    const space = container.querySelector<HTMLElement>('main > div')!
    expect(space).toHaveAttribute('aria-hidden', 'true')
    expect(space).toBeEmptyDOMElement()
    expect(space.style.getPropertyValue('--spacer-mobile')).toBe('32px')
    expect(space.style.getPropertyValue('--spacer-desktop')).toBe('96px')
    expect(await axeViolations(container)).toEqual([])
  })

  it('clamps the heights to 0-400', () => {
    const { container } = renderBlock(
      <Spacer
        value={{
          _key: 'sp2',
          _type: 'spacer',
          mobileSpacer: -10,
          desktopSpacer: 1200,
          markDefs: null,
        }}
      />,
    )
    const space = container.querySelector<HTMLElement>('main > div')!
    expect(space.style.getPropertyValue('--spacer-mobile')).toBe('0px')
    expect(space.style.getPropertyValue('--spacer-desktop')).toBe('400px')
  })
})
