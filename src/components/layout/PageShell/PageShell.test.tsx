// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SiteThemeProvider } from '@/theme/SiteThemeProvider'
import { PageShell, type PageShellData } from './PageShell'

const dark = { backgroundColor: '#0b1419', textColor: '#ffffff' }
const light = { backgroundColor: '#ffffff', textColor: '#1b2333' }

const data: PageShellData = {
  settings: { productName: 'Forgeline', companyName: 'Forgeline Labs, Inc.' },
  header: {
    primaryNavigation: [
      {
        _key: 'n1',
        _type: 'annotationLink',
        text: 'Pricing',
        linkType: 'internal',
        internalLink: 'pricing',
        link: null,
        openInNewTab: null,
      },
    ],
    secondaryNavigation: null,
    agent3Link: {
      _key: null,
      _type: 'link',
      text: 'Agent',
      linkType: 'internal',
      internalLink: 'agent3',
      link: null,
      openInNewTab: null,
    },
  },
  promo: null,
  footer: {
    navigation: [
      {
        _key: 'f1',
        title: 'Company',
        links: [
          {
            _key: 'l1',
            _type: 'link',
            text: 'About',
            linkType: 'internal',
            internalLink: 'about',
            link: null,
            openInNewTab: null,
          },
        ],
      },
    ],
  },
  modules: [
    { _type: 'moduleGroup', theme: dark },
    { _type: 'moduleGroup', theme: light },
  ],
}

function shell(
  overrides: Partial<PageShellData> = {},
  props: Partial<Parameters<typeof PageShell>[0]> = {},
) {
  return render(
    <PageShell draftMode={false} initial={{ data: { ...data, ...overrides } }} {...props}>
      <p>Body</p>
    </PageShell>,
    { wrapper: SiteThemeProvider },
  )
}

describe('PageShell (SPEC §2 Common page layout)', () => {
  it('renders header, main and footer in that order', () => {
    shell()
    const header = screen.getByRole('banner')
    const main = screen.getByRole('main')
    const footer = screen.getByRole('contentinfo')
    expect(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(main).getByText('Body')).toBeInTheDocument()
  })

  it('shows the header only when the page data has one, and then does not pull main under it', () => {
    shell({ header: null })
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.getByRole('main')).not.toHaveAttribute('data-under-header')
  })

  it('pulls main up under the header when there is one', () => {
    shell()
    expect(screen.getByRole('main')).toHaveAttribute('data-under-header')
  })

  it('gives the logo link its accessible label and points it home', () => {
    shell()
    const logo = screen.getByRole('link', { name: 'Go to Forgeline Homepage' })
    expect(logo).toHaveAttribute('href', '/')
  })

  it('themes the header with the first module group that has a background', () => {
    shell()
    expect(screen.getByRole('banner').style.getPropertyValue('--fl-color-background')).toBe(
      '#0b1419',
    )
  })

  it('prefers the page-level header theme', () => {
    shell({}, { headerTheme: light })
    expect(screen.getByRole('banner').style.getPropertyValue('--fl-color-background')).toBe(
      '#ffffff',
    )
  })

  it('themes the footer with the last module group', () => {
    shell()
    expect(screen.getByRole('contentinfo').style.getPropertyValue('--fl-color-background')).toBe(
      '#ffffff',
    )
  })

  it('builds the footer from the footer navigation, with the copyright line', () => {
    shell()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('heading', { name: 'Company' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    expect(footer).toHaveTextContent(
      `All rights reserved. Copyright © ${new Date().getFullYear()} Forgeline Labs, Inc.`,
    )
    expect(within(footer).getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument()
  })

  it('adds extra top spacing to the footer when asked', () => {
    shell({}, { renderExtraTopSpacing: true })
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-extra-top-spacing')
  })

  it('shows no preview overlay outside draft mode', async () => {
    shell()
    // The overlay is loaded lazily: give a lazy load the time it takes in the draft test below.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByText('Previewing drafts')).not.toBeInTheDocument()
  })

  it('shows the preview overlay in draft mode', async () => {
    shell({}, { draftMode: true })
    expect(
      await screen.findByText('Previewing drafts', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })
})

describe('copyrightLine', () => {
  it('ends with one full stop even when the company name has one', async () => {
    const { copyrightLine } = await import('../Footer')
    expect(copyrightLine(2026, 'Forgeline Labs, Inc.')).toBe(
      'All rights reserved. Copyright © 2026 Forgeline Labs, Inc.',
    )
    expect(copyrightLine(2026, 'Acme')).toBe('All rights reserved. Copyright © 2026 Acme.')
  })
})
