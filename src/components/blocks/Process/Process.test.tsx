// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  blockValue,
  expectThemeScope,
  fixtureRefs,
  imageValue,
  lightTheme,
  renderBlock,
  renderCheckedHeadedBlock,
} from '../testing'
import { Process, processColumns, processThemeRgb } from './Process'

const value = blockValue('process', {
  heading: 'From idea to app in three steps',
  steps: [
    {
      _key: 's1',
      _type: 'processStep',
      title: 'Describe it',
      description: 'Tell the agent what you want to build, in plain words.',
      image: imageValue(fixtureRefs.step, 'A prompt describing an invoice portal'),
    },
    {
      _key: 's2',
      _type: 'processStep',
      title: 'Review the plan',
      description: 'The agent proposes a plan; you adjust it before any code is written.',
      image: null,
    },
    { _key: 's3', _type: 'processStep', title: 'Ship', image: null },
  ],
  theme: lightTheme,
})

describe('Process', () => {
  it('lists the steps in order with their titles, descriptions and images', async () => {
    await renderCheckedHeadedBlock(<Process value={value} />, 'From idea to app in three steps')
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Describe it', 'Review the plan', 'Ship'])
    expect(
      within(steps[0]!).getByRole('img', { name: 'A prompt describing an invoice portal' }),
    ).toHaveAttribute('width', '560')
  })

  it('renders in its theme scope', () => {
    const { container } = renderBlock(<Process value={value} />)
    expectThemeScope(container, lightTheme.colorAccent)
  })

  it('derives themeRgb from the theme accent', () => {
    expect(processThemeRgb(lightTheme)).toBe('194, 65, 12')
    expect(processThemeRgb({ colorAccent: 'orange' })).toBeUndefined()
    expect(processThemeRgb(null)).toBeUndefined()
  })

  it('lays out the steps in full rows', () => {
    expect(processColumns(3)).toEqual({ tablet: 1, laptop: 3 })
    expect(processColumns(4)).toEqual({ tablet: 2, laptop: 4 })
    expect(processColumns(6)).toEqual({ tablet: 2, laptop: 3 })
  })
})
