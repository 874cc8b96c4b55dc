// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axeViolations, renderBlock } from '../testing'
import type { TagListValue } from '../types'
import { TagList } from './TagList'

const link = {
  _key: null,
  _type: 'link' as const,
  text: null,
  openInNewTab: null,
}

const value: TagListValue = {
  _key: 'tl1',
  _type: 'tagList',
  heading: 'Works with your stack',
  tags: [
    {
      _key: 't1',
      _type: 'tag',
      label: 'PostgreSQL',
      link: { ...link, linkType: 'internal', internalLink: 'integrations/postgres', link: null },
    },
    {
      _key: 't2',
      _type: 'tag',
      label: 'GitHub',
      link: { ...link, linkType: 'external', internalLink: null, link: 'https://github.com' },
    },
    { _key: 't3', _type: 'tag', label: 'Stripe', link: null },
  ],
  markDefs: null,
}

describe('TagList', () => {
  it('lists the tags; tags with a link are links', async () => {
    const { container } = renderBlock(<TagList value={value} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Works with your stack' })).toBeVisible()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
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
    expect(await axeViolations(container)).toEqual([])
  })
})
