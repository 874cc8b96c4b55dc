// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  blockListItems,
  blockValue,
  fixtureRefs,
  iconValue,
  linkValue,
  renderBlock,
  renderCheckedHeadedBlock,
} from '../testing'
import { IconFeatures } from './IconFeatures'

const value = blockValue('iconFeatures', {
  heading: 'Everything you need to ship',
  features: [
    {
      _key: 'f1',
      _type: 'iconFeature',
      icon: iconValue(fixtureRefs.iconRocket),
      title: 'One-click deploys',
      description: 'Push to production from the editor, with previews for every change.',
      link: linkValue({ internalLink: 'product/deployments' }),
    },
    {
      _key: 'f2',
      _type: 'iconFeature',
      icon: iconValue(fixtureRefs.iconShield),
      title: 'Enterprise security',
      description: 'SSO, audit logs and data residency.',
      link: linkValue({
        linkType: 'external',
        link: 'https://trust.forgeline.example',
        text: 'Visit the trust centre',
      }),
    },
    {
      _key: 'f3',
      _type: 'iconFeature',
      icon: null,
      title: 'Real-time collaboration',
      link: null,
    },
  ],
  theme: null,
})

describe('IconFeatures', () => {
  it('lists the features with their titles, descriptions and links', async () => {
    await renderCheckedHeadedBlock(<IconFeatures value={value} />, 'Everything you need to ship')
    const items = blockListItems()
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'One-click deploys',
    )
    expect(screen.getByText(/previews for every change/)).toBeVisible()
  })

  it('names each "Learn more" link after its feature', () => {
    renderBlock(<IconFeatures value={value} />)
    expect(
      screen.getByRole('link', { name: /Learn more\s*about One-click deploys/ }),
    ).toHaveAttribute('href', '/product/deployments')
    const external = screen.getByRole('link', { name: /Visit the trust centre/ })
    expect(external).toHaveAttribute('href', 'https://trust.forgeline.example')
    expect(external).toHaveAttribute('target', '_blank')
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('leaves out a link without a target', () => {
    renderBlock(
      <IconFeatures
        value={{
          ...value,
          features: [{ ...value.features[0]!, link: linkValue({ internalLink: null }) }],
        }}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
