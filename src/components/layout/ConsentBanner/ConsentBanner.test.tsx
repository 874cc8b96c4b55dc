// @vitest-environment jsdom
// Issue 11, item 7: the consent banner and the footer's "Cookie settings", as a visitor uses them.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  readConsentChoice,
  requestConsentSettings,
  resetConsentForTests,
  saveConsentChoice,
  type ConsentMode,
} from '@/analytics/consent'
import { SiteThemeProvider } from '@/theme/SiteThemeProvider'
import { Footer } from '../Footer'
import { ConsentBanner, type ConsentBannerProps } from './ConsentBanner'
import { BANNER_HEIGHT_VAR } from './ConsentBanner.styles'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

afterEach(() => {
  resetConsentForTests()
  localStorage.clear()
})

const banner = () => screen.queryByRole('region', { name: 'Cookies and analytics' })
const findBanner = () => screen.findByRole('region', { name: 'Cookies and analytics' })

/** A page as the site builds it: a focusable main landmark, the footer, the banner. */
function renderPage(mode: ConsentMode, props: Partial<ConsentBannerProps> = {}) {
  const user = userEvent.setup()
  const result = render(
    <>
      <main id="main" tabIndex={-1}>
        <a href="#top">A link in the page</a>
      </main>
      <Footer navigation={null} companyName="Forgeline Labs, Inc." year={2030} consentMode={mode} />
      <ConsentBanner mode={mode} {...props} />
    </>,
    { wrapper: SiteThemeProvider },
  )
  return { user, ...result }
}

describe('ConsentBanner in opt-in mode', () => {
  it('asks a visitor without a choice, naming what would load, without taking focus', async () => {
    renderPage('opt-in')
    const region = await findBanner()
    expect(region).toHaveTextContent(
      /analytics, product analytics, experiments, a tag manager and visitor identification/,
    )
    expect(region).toHaveTextContent(/None of them loads unless you accept/)
    expect(within(region).getByRole('button', { name: 'Accept' })).toBeVisible()
    expect(within(region).getByRole('button', { name: 'Reject' })).toBeVisible()
    expect(within(region).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    )
    expect(document.activeElement).toBe(document.body)
    expect(readConsentChoice()).toBeNull()
  })

  it('gives Accept and Reject the same look', async () => {
    renderPage('opt-in')
    const region = await findBanner()
    const accept = within(region).getByRole('button', { name: 'Accept' })
    const reject = within(region).getByRole('button', { name: 'Reject' })
    expect(accept.className).toBe(reject.className)
  })

  it('saves "granted" on Accept and hides; keyboard focus goes to the main landmark', async () => {
    const { user } = renderPage('opt-in')
    const region = await findBanner()
    // While it shows, the page reserves its height (scroll padding, room at the end).
    const reserved = () => document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR)
    expect(reserved()).toMatch(/^\d+px$/)
    within(region).getByRole('button', { name: 'Accept' }).focus()
    await user.keyboard('{Enter}')
    expect(banner()).toBeNull()
    expect(reserved()).toBe('')
    expect(readConsentChoice()).toBe('granted')
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      choice: 'granted',
      version: CONSENT_POLICY_VERSION,
    })
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })

  it('saves "denied" on Reject and hides', async () => {
    const { user } = renderPage('opt-in')
    await user.click(within(await findBanner()).getByRole('button', { name: 'Reject' }))
    expect(banner()).toBeNull()
    expect(readConsentChoice()).toBe('denied')
  })

  it('stays closed for a visitor who already chose', async () => {
    saveConsentChoice('denied')
    renderPage('opt-in')
    // The footer link is there, the question is not.
    await screen.findByRole('button', { name: 'Cookie settings' })
    expect(banner()).toBeNull()
  })

  it('reopens from the footer link with focus on it, and gives focus back after the answer', async () => {
    saveConsentChoice('denied')
    const { user } = renderPage('opt-in')
    const link = screen.getByRole('button', { name: 'Cookie settings' })
    await user.click(link)
    const region = await findBanner()
    const heading = within(region).getByRole('heading', { name: 'Cookies and analytics' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(region).toHaveTextContent('You have rejected them.')
    // The next Tab reaches the answers.
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Accept' }))
    await user.keyboard('{Enter}')
    expect(banner()).toBeNull()
    expect(readConsentChoice()).toBe('granted')
    expect(document.activeElement).toBe(link)
  })

  it('closes when the visitor answers in another tab', async () => {
    renderPage('opt-in')
    await findBanner()
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        choice: 'granted',
        timestamp: new Date().toISOString(),
        version: CONSENT_POLICY_VERSION,
      }),
    )
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }))
    })
    expect(banner()).toBeNull()
  })

  it('has no privacy link when there is no privacy page', async () => {
    renderPage('opt-in', { privacyHref: null })
    expect(within(await findBanner()).queryByRole('link')).toBeNull()
  })

  it('passes axe', async () => {
    renderPage('opt-in')
    const region = await findBanner()
    // jsdom cannot paint: contrast is checked by the story checks in Chromium.
    const results = await axe.run(region, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})

describe('ConsentBanner in opt-out mode', () => {
  it('tells the visitor what loads and offers OK and Decline', async () => {
    const { user } = renderPage('opt-out')
    const region = await findBanner()
    expect(region).toHaveTextContent(/We use analytics, product analytics/)
    expect(within(region).getByRole('button', { name: 'OK' })).toBeVisible()
    await user.click(within(region).getByRole('button', { name: 'Decline' }))
    expect(banner()).toBeNull()
    expect(readConsentChoice()).toBe('denied')
  })

  it('saves "granted" on OK', async () => {
    const { user } = renderPage('opt-out')
    await user.click(within(await findBanner()).getByRole('button', { name: 'OK' }))
    expect(readConsentChoice()).toBe('granted')
  })
})

describe('ConsentBanner in off mode', () => {
  it('shows no banner and no footer link, and ignores a settings request', async () => {
    renderPage('off')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull()
    act(() => requestConsentSettings())
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(banner()).toBeNull()
  })
})

describe('ConsentBanner on the server', () => {
  it('renders nothing in the server HTML, whatever the mode', () => {
    expect(renderToString(<ConsentBanner mode="opt-in" initialChoice={null} />)).toBe('')
    expect(renderToString(<ConsentBanner mode="opt-out" />)).toBe('')
  })
})

describe('ConsentBanner props', () => {
  it('starts from initialChoice instead of the stored choice', async () => {
    saveConsentChoice('granted')
    renderPage('opt-out', { initialChoice: null })
    expect(await findBanner()).toBeInTheDocument()
  })

  it('forwards its ref and extra attributes to the region', async () => {
    const ref = vi.fn()
    render(<ConsentBanner mode="opt-in" initialChoice={null} ref={ref} data-testid="consent" />, {
      wrapper: SiteThemeProvider,
    })
    const region = await findBanner()
    expect(region).toHaveAttribute('data-testid', 'consent')
    expect(ref).toHaveBeenCalledWith(region)
  })
})
