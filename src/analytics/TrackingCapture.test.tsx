// @vitest-environment jsdom
// SPEC §3 Tracking parameters, §5: captured from the address on every page load.
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readTracking } from '@/lib/tracking'
import { attachAnalyticsBackend, resetAnalyticsForTests } from './analytics'
import { pageViewCalls } from './pageView'
import { loadPageShown, sessionStorageOrNull, TrackingCapture } from './TrackingCapture'

/** The capture runs once its chunk is in (issue 49): after this, what it did is done. */
const captured = async () => void (await loadPageShown())

const route = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }))

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('TrackingCapture', () => {
  it('keeps the cleaned parameters of the landing address in sessionStorage', async () => {
    window.history.replaceState(
      null,
      '',
      '/pricing?utm_source=news%3Cscript%3Eletter&gclid=abc_123&utm_medium=%F0%9F%98%80&other=x',
    )
    render(<TrackingCapture />)
    await captured()
    expect(readTracking(sessionStorage)).toEqual({
      utm_source: 'newsscriptletter',
      gclid: 'abc_123',
    })
  })

  it('captures again after a client-side navigation, keeping what it had', async () => {
    window.history.replaceState(null, '', '/?utm_source=ad')
    const { rerender } = render(<TrackingCapture />)
    await captured()
    window.history.replaceState(null, '', '/demo?utm_campaign=spring')
    route.pathname = '/demo'
    rerender(<TrackingCapture />)
    await captured()
    expect(readTracking(sessionStorage)).toEqual({ utm_source: 'ad', utm_campaign: 'spring' })
  })

  it('captures each page with the address it was shown with, when a navigation comes first', async () => {
    // Both pages shown before the capture's chunk is in: each keeps its own query.
    window.history.replaceState(null, '', '/?utm_source=first')
    route.pathname = '/'
    const { rerender } = render(<TrackingCapture />)
    window.history.replaceState(null, '', '/demo?utm_source=second&utm_term=t')
    route.pathname = '/demo'
    rerender(<TrackingCapture />)
    window.history.replaceState(null, '', '/demo')
    await captured()
    expect(readTracking(sessionStorage)).toEqual({ utm_source: 'second', utm_term: 't' })
  })

  it('does not throw where sessionStorage is out of reach', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(sessionStorageOrNull()).toBeNull()
    window.history.replaceState(null, '', '/?utm_source=ad')
    expect(() => render(<TrackingCapture />)).not.toThrow()
    await expect(captured()).resolves.toBeUndefined()
  })
})

describe('TrackingCapture: page views (SPEC §7)', () => {
  afterEach(resetAnalyticsForTests)

  function record() {
    const calls: unknown[][] = []
    resetAnalyticsForTests() // calls queued by the tests above
    attachAnalyticsBackend({
      page: (name) => calls.push(['page', name]),
      identify: (traits) => calls.push(['identify', traits]),
      track: (event, props) => calls.push(['track', event, props]),
      setPersonProperties: () => {},
    })
    return calls
  }

  it('reports the page name on load and on every route change', async () => {
    const calls = record()
    route.pathname = '/'
    window.history.replaceState(null, '', '/')
    const { rerender } = render(<TrackingCapture />)
    route.pathname = '/solutions/enterprise'
    window.history.replaceState(null, '', '/solutions/enterprise')
    rerender(<TrackingCapture />)
    await captured()
    expect(calls).toEqual([
      ['page', 'landing'],
      ['page', 'solutions-enterprise'],
    ])
  })

  it('with a stored gclid, also identifies the visitor and tracks a Page View', async () => {
    const calls = record()
    route.pathname = '/pricing'
    window.history.replaceState(null, '', '/pricing?gclid=abc_123')
    render(<TrackingCapture />)
    await captured()
    const url = `${window.location.origin}/pricing?gclid=abc_123`
    expect(calls[0]).toEqual(['page', 'pricing'])
    expect(calls[1]).toEqual([
      'identify',
      { gclid: 'abc_123', gclid_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) },
    ])
    expect(calls[2]).toEqual(['track', 'Page View', { gclid: 'abc_123', page_url: url }])
  })
})

describe('pageViewCalls', () => {
  it('is the page call alone without a gclid', () => {
    expect(pageViewCalls('/a/b', 'https://x.example/a/b', {}, new Date(0))).toEqual([
      ['page', 'a-b'],
    ])
  })
  it('adds identify with the time in ISO format and Page View with the address', () => {
    expect(
      pageViewCalls(
        '/',
        'https://x.example/?gclid=g1',
        { gclid: 'g1' },
        new Date(Date.UTC(2026, 10, 23)),
      ),
    ).toEqual([
      ['page', 'landing'],
      ['identify', { gclid: 'g1', gclid_timestamp: '2026-11-23T00:00:00.000Z' }],
      ['track', 'Page View', { gclid: 'g1', page_url: 'https://x.example/?gclid=g1' }],
    ])
  })
})
