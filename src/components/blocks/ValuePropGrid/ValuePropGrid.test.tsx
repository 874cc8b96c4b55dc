// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  blockListItems,
  blockValue,
  expectRendersNothing,
  expectThemeScope,
  fixtureRefs,
  iconValue,
  lightTheme,
  renderBlock,
  renderCheckedHeadedBlock,
} from '../testing'
import { ValuePropGrid } from './ValuePropGrid'

const value = blockValue('valuePropGrid', {
  heading: 'Why teams build with Forgeline',
  columns: 3,
  items: [
    {
      _key: 'i1',
      _type: 'valueProp',
      icon: iconValue(fixtureRefs.iconBolt),
      title: 'Ship in hours',
      description: 'The agent plans, writes and tests the code while you review.',
    },
    {
      _key: 'i2',
      _type: 'valueProp',
      icon: iconValue(fixtureRefs.iconShield),
      title: 'Secure by default',
      description: 'Secrets stay encrypted and every deploy is isolated.',
    },
    { _key: 'i3', _type: 'valueProp', icon: null, title: 'Own your code' },
  ],
  theme: lightTheme,
})

describe('ValuePropGrid', () => {
  it('lists every value proposition with its title and description', async () => {
    await renderCheckedHeadedBlock(
      <ValuePropGrid value={value} />,
      'Why teams build with Forgeline',
    )
    const items = blockListItems()
    expect(items).toHaveLength(3)
    expect(
      within(items[0]!).getByRole('heading', { level: 3, name: 'Ship in hours' }),
    ).toBeVisible()
    expect(within(items[0]!).getByText(/plans, writes and tests/)).toBeVisible()
    expect(
      within(items[2]!).getByRole('heading', { level: 3, name: 'Own your code' }),
    ).toBeVisible()
  })

  it('draws icons as decorative images hidden from assistive technology', () => {
    const { container } = renderBlock(<ValuePropGrid value={value} />)
    const icons = container.querySelectorAll('li [aria-hidden="true"]')
    expect(icons).toHaveLength(2)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('renders inside a theme scope that paints its theme', () => {
    const { container } = renderBlock(<ValuePropGrid value={value} />)
    expectThemeScope(container, lightTheme.colorAccent)
  })

  it('renders nothing without items', () => {
    expectRendersNothing(<ValuePropGrid value={{ ...value, items: [] }} />)
  })
})
