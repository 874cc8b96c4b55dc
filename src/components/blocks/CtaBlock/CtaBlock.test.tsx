// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  blockValue,
  expectThemeScope,
  lightTheme,
  linkButton,
  renderBlock,
  renderCheckedHeadedBlock,
} from '../testing'
import { CtaBlock } from './CtaBlock'

const value = blockValue('ctaBlock', {
  heading: 'Start building in minutes',
  body: 'Describe your app and let the agent plan, code and ship it with you.',
  buttons: [
    linkButton({ _key: 'b1', label: 'Start building', internalLink: 'pricing' }),
    linkButton({
      _key: 'b2',
      label: 'Read the docs',
      linkType: 'external',
      externalUrl: 'https://docs.forgeline.example',
      style: 'secondary',
    }),
  ],
  theme: lightTheme,
})

describe('CtaBlock', () => {
  it('shows the heading, the text and each button with its target', async () => {
    await renderCheckedHeadedBlock(<CtaBlock value={value} />, 'Start building in minutes')
    expect(screen.getByText(/Describe your app/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Start building' })).toHaveAttribute('href', '/pricing')
    const docs = screen.getByRole('link', { name: /Read the docs/ })
    expect(docs).toHaveAttribute('href', 'https://docs.forgeline.example')
    expect(docs).toHaveAttribute('target', '_blank')
    expect(within(docs).getByText('(opens in a new tab)')).toBeInTheDocument()
  })

  it('paints its own theme through a theme scope', () => {
    const { container } = renderBlock(<CtaBlock value={value} />)
    expectThemeScope(container, lightTheme.colorAccent)
  })

  it('follows its section when it has no theme', () => {
    const { container } = renderBlock(<CtaBlock value={{ ...value, theme: null }} />)
    expect(container.querySelector('[data-theme-scope]')).toBeNull()
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible()
  })
})
