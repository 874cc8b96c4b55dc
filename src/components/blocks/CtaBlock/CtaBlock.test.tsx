// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectBlockHeading, lightTheme, renderBlock, renderCheckedBlock } from '../testing'
import type { CtaBlockValue } from '../types'
import { CtaBlock } from './CtaBlock'

const value: CtaBlockValue = {
  _key: 'cta1',
  _type: 'ctaBlock',
  heading: 'Start building in minutes',
  body: 'Describe your app and let the agent plan, code and ship it with you.',
  buttons: [
    {
      _key: 'b1',
      _type: 'cmsLinkButton',
      label: 'Start building',
      linkType: 'internal',
      internalLink: 'pricing',
      externalUrl: null,
      openInNewTab: null,
      style: 'primary',
      theme: null,
    },
    {
      _key: 'b2',
      _type: 'cmsLinkButton',
      label: 'Read the docs',
      linkType: 'external',
      internalLink: null,
      externalUrl: 'https://docs.forgeline.example',
      openInNewTab: null,
      style: 'secondary',
      theme: null,
    },
  ],
  theme: lightTheme,
  markDefs: null,
}

describe('CtaBlock', () => {
  it('shows the heading, the text and each button with its target', async () => {
    await renderCheckedBlock(<CtaBlock value={value} />)
    expectBlockHeading('Start building in minutes')
    expect(screen.getByText(/Describe your app/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Start building' })).toHaveAttribute('href', '/pricing')
    const docs = screen.getByRole('link', { name: /Read the docs/ })
    expect(docs).toHaveAttribute('href', 'https://docs.forgeline.example')
    expect(docs).toHaveAttribute('target', '_blank')
    expect(within(docs).getByText('(opens in a new tab)')).toBeInTheDocument()
  })

  it('paints its own theme through a theme scope', () => {
    const { container } = renderBlock(<CtaBlock value={value} />)
    const scope = container.querySelector<HTMLElement>('[data-theme-scope]')
    expect(scope).not.toBeNull()
    expect(scope!.getAttribute('style')).toContain('#c2410c')
  })

  it('follows its section when it has no theme', () => {
    const { container } = renderBlock(<CtaBlock value={{ ...value, theme: null }} />)
    expect(container.querySelector('[data-theme-scope]')).toBeNull()
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible()
  })
})
