// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { axeViolations, blockValue, renderBlock } from '../testing'
import { Spacer } from './Spacer'

/** Renders a spacer with these heights; `space` is its box. */
function renderSpacer(mobileSpacer: number, desktopSpacer: number) {
  const { container } = renderBlock(
    <Spacer value={blockValue('spacer', { mobileSpacer, desktopSpacer })} />,
  )
  return { container, space: container.querySelector<HTMLElement>('main > div')! }
}

describe('Spacer', () => {
  it('is an empty box hidden from assistive technology', async () => {
    const { container, space } = renderSpacer(32, 96)
    expect(space).toHaveAttribute('aria-hidden', 'true')
    expect(space).toBeEmptyDOMElement()
    expect(await axeViolations(container)).toEqual([])
  })

  it.each([
    { mobile: 32, desktop: 96, drawn: ['32px', '96px'] },
    { mobile: -10, desktop: 1200, drawn: ['0px', '400px'] },
  ])(
    'draws phone $mobile and desktop $desktop as $drawn (heights clamped to 0-400)',
    ({ mobile, desktop, drawn: [mobileHeight, desktopHeight] }) => {
      const { space } = renderSpacer(mobile, desktop)
      expect(space.style.getPropertyValue('--spacer-mobile')).toBe(mobileHeight)
      expect(space.style.getPropertyValue('--spacer-desktop')).toBe(desktopHeight)
    },
  )
})
