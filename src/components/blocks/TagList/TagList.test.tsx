// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { blockListItems, blockValue, linkValue, renderCheckedHeadedBlock } from '../testing'
import { TagList } from './TagList'

const value = blockValue('tagList', {
  heading: 'Works with your stack',
  tags: [
    {
      _key: 't1',
      _type: 'tag',
      label: 'PostgreSQL',
      link: linkValue({ internalLink: 'integrations/postgres' }),
    },
    {
      _key: 't2',
      _type: 'tag',
      label: 'GitHub',
      link: linkValue({ linkType: 'external', link: 'https://github.com' }),
    },
    { _key: 't3', _type: 'tag', label: 'Stripe', link: null },
  ],
})

describe('TagList', () => {
  it('lists the tags; tags with a link are links', async () => {
    await renderCheckedHeadedBlock(<TagList value={value} />, 'Works with your stack')
    const items = blockListItems()
    expect(items.map((item) => item.textContent)).toEqual([
      'PostgreSQL→',
      'GitHub↗ (opens in a new tab)',
      'Stripe',
    ])
    expect(screen.getByRole('link', { name: 'PostgreSQL' })).toHaveAttribute(
      'href',
      '/integrations/postgres',
    )
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute('target', '_blank')
    expect(within(items[2]!).queryByRole('link')).toBeNull()
  })
})
