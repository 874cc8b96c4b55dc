// @vitest-environment jsdom
// SPEC §3 Tracking parameters, §5: captured from the address on every page load.
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readTracking } from '@/lib/tracking'
import { sessionStorageOrNull, TrackingCapture } from './TrackingCapture'

const route = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }))

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('TrackingCapture', () => {
  it('keeps the cleaned parameters of the landing address in sessionStorage', () => {
    window.history.replaceState(
      null,
      '',
      '/pricing?utm_source=news%3Cscript%3Eletter&gclid=abc_123&utm_medium=%F0%9F%98%80&other=x',
    )
    render(<TrackingCapture />)
    expect(readTracking(sessionStorage)).toEqual({
      utm_source: 'newsscriptletter',
      gclid: 'abc_123',
    })
  })

  it('captures again after a client-side navigation, keeping what it had', () => {
    window.history.replaceState(null, '', '/?utm_source=ad')
    const { rerender } = render(<TrackingCapture />)
    window.history.replaceState(null, '', '/demo?utm_campaign=spring')
    route.pathname = '/demo'
    rerender(<TrackingCapture />)
    expect(readTracking(sessionStorage)).toEqual({ utm_source: 'ad', utm_campaign: 'spring' })
  })

  it('does not throw where sessionStorage is out of reach', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(sessionStorageOrNull()).toBeNull()
    window.history.replaceState(null, '', '/?utm_source=ad')
    expect(() => render(<TrackingCapture />)).not.toThrow()
  })
})
