// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations, blockValue, fixtureRefs, iconValue, renderBlock } from '../testing'
import { DEFAULT_MARQUEE_LABEL, Marquee } from './Marquee'

const value = blockValue('marquee', {
  label: 'Trusted by teams at',
  speed: 'slow',
  items: [
    {
      _key: 'm1',
      _type: 'marqueeItem',
      text: 'Kestrel Freight',
      logo: iconValue(fixtureRefs.logoKestrel),
    },
    {
      _key: 'm2',
      _type: 'marqueeItem',
      text: 'Juniper Ledger',
      logo: iconValue(fixtureRefs.logoJuniper),
    },
    { _key: 'm3', _type: 'marqueeItem', text: 'Ship on Fridays', logo: null },
  ],
})

describe('Marquee', () => {
  it('has a visible Pause control that stops the movement and turns into Play (WCAG 2.2.2)', async () => {
    const user = userEvent.setup()
    const { container } = renderBlock(<Marquee value={value} />)
    const root = container.querySelector('main > div') as HTMLElement
    const pause = screen.getByRole('button', { name: 'Pause Trusted by teams at' })
    expect(pause).toHaveTextContent('Pause')
    expect(root).not.toHaveAttribute('data-paused')
    await user.click(pause)
    expect(root).toHaveAttribute('data-paused')
    const play = screen.getByRole('button', { name: 'Play Trusted by teams at' })
    expect(play).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(root).not.toHaveAttribute('data-paused')
    expect(await axeViolations(container)).toEqual([])
  })

  it('reads the items once, in a focusable region named by its label', async () => {
    const { container } = renderBlock(<Marquee value={value} />)
    const region = screen.getByRole('region', { name: 'Trusted by teams at' })
    expect(region).toHaveAttribute('tabindex', '0')
    const lists = within(region).getAllByRole('list')
    expect(lists).toHaveLength(1)
    const names = within(lists[0]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(names).toEqual(['Kestrel Freight', 'Juniper Ledger', 'Ship on Fridays'])
    expect(await axeViolations(container)).toEqual([])
  })

  it('hides the duplicate copy for the seamless loop from assistive technology', () => {
    const { container } = renderBlock(<Marquee value={value} />)
    const copies = container.querySelectorAll('ul')
    expect(copies).toHaveLength(2)
    expect(copies[0]).not.toHaveAttribute('aria-hidden')
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true')
    expect(copies[1]!.textContent).toBe(copies[0]!.textContent)
  })

  it('sets the loop duration from the speed and the item count', () => {
    renderBlock(<Marquee value={value} />)
    const region = screen.getByRole('region')
    expect(region.style.getPropertyValue('--marquee-duration')).toBe('18s')
  })

  it('draws logos as masks sized from the asset and names them with their text', () => {
    const { container } = renderBlock(<Marquee value={value} />)
    const logo = container.querySelector<HTMLElement>('ul li span[aria-hidden="true"]')
    expect(logo?.style.aspectRatio).toBe('239 / 48')
    // The stylesheet's mask-image takes it from the element's variable (issue 37).
    expect(logo?.style.getPropertyValue('--fl-logo-mask')).toContain(
      fixtureRefs.logoKestrel.split('-')[1],
    )
  })

  it('has a default name without a label', () => {
    renderBlock(<Marquee value={{ ...value, label: undefined }} />)
    expect(screen.getByRole('region', { name: DEFAULT_MARQUEE_LABEL })).toBeInTheDocument()
  })
})
