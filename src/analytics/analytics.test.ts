import { afterEach, describe, expect, it } from 'vitest'
import {
  analytics,
  attachAnalyticsBackend,
  MAX_QUEUED_CALLS,
  resetAnalyticsForTests,
  type AnalyticsBackend,
} from './analytics'

function recorder() {
  const calls: unknown[][] = []
  const backend: AnalyticsBackend = {
    page: (...args) => calls.push(['page', ...args]),
    identify: (...args) => calls.push(['identify', ...args]),
    track: (...args) => calls.push(['track', ...args]),
    setPersonProperties: (...args) => calls.push(['setPersonProperties', ...args]),
  }
  return { calls, backend }
}

afterEach(resetAnalyticsForTests)

describe('analytics facade (issue 11)', () => {
  it('replays the calls made before a backend loaded, in order, then passes on new ones', () => {
    analytics.page('landing')
    analytics.identify({ gclid: 'abc' })
    analytics.track('Page View', { gclid: 'abc', page_url: 'https://x.example/' })
    const { calls, backend } = recorder()
    attachAnalyticsBackend(backend)
    analytics.setPersonProperties({ inGlobalHoldout: false })
    expect(calls).toEqual([
      ['page', 'landing'],
      ['identify', { gclid: 'abc' }],
      ['track', 'Page View', { gclid: 'abc', page_url: 'https://x.example/' }],
      ['setPersonProperties', { inGlobalHoldout: false }],
    ])
  })

  it('never throws, and a failing backend does not stop the others', () => {
    const failing: AnalyticsBackend = {
      page: () => {
        throw new Error('blocked')
      },
      identify: () => {},
      track: () => {
        throw new Error('blocked')
      },
      setPersonProperties: () => {},
    }
    attachAnalyticsBackend(failing)
    const { calls, backend } = recorder()
    attachAnalyticsBackend(backend)
    expect(() => analytics.track('Login Trigger', { from: '/', location: 'header' })).not.toThrow()
    expect(calls).toEqual([['track', 'Login Trigger', { from: '/', location: 'header' }]])
  })

  it('keeps at most MAX_QUEUED_CALLS calls for a backend still loading, the newest', () => {
    for (let i = 0; i < MAX_QUEUED_CALLS + 5; i++) analytics.track(`e${i}`)
    const { calls, backend } = recorder()
    attachAnalyticsBackend(backend)
    expect(calls).toHaveLength(MAX_QUEUED_CALLS)
    expect(calls[0]).toEqual(['track', 'e5', {}])
  })

  it('stops passing calls to a detached backend', () => {
    const { calls, backend } = recorder()
    const detach = attachAnalyticsBackend(backend)
    detach()
    analytics.page('pricing')
    expect(calls).toEqual([])
  })
})
