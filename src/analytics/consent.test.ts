// @vitest-environment jsdom
// Issue 11, item 7: the consent mode, the stored choice, its subscribers, Google consent mode and
// the banner's state machine.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  consentBannerReducer,
  googleConsentDefaults,
  googleConsentUpdate,
  initialConsentBannerState,
  isConsentBannerVisible,
  isTrackingAllowed,
  parseConsentMode,
  parseConsentRecord,
  readConsentChoice,
  requestConsentSettings,
  resetConsentForTests,
  saveConsentChoice,
  shouldAskForConsent,
  subscribeConsent,
  subscribeConsentSettings,
  type ConsentBannerEvent,
  type ConsentBannerState,
  type ConsentChoice,
  type ConsentMode,
} from './consent'

const DAY = 24 * 60 * 60 * 1000

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetConsentForTests()
  localStorage.clear()
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

function storeRecord(record: unknown) {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
}

function recordAt(time: number, choice: ConsentChoice = 'granted') {
  return { choice, timestamp: new Date(time).toISOString(), version: CONSENT_POLICY_VERSION }
}

/** Asserts that a listener hears `notify` while subscribed, and no longer once unsubscribed. */
function expectHeardUntilUnsubscribed(
  subscribe: (listener: () => void) => () => void,
  notify: () => void,
) {
  const listener = vi.fn()
  const unsubscribe = subscribe(listener)
  notify()
  expect(listener).toHaveBeenCalledTimes(1)
  unsubscribe()
  notify()
  expect(listener).toHaveBeenCalledTimes(1)
}

describe('parseConsentMode', () => {
  it.each([
    ['opt-in', 'opt-in'],
    ['opt-out', 'opt-out'],
    ['off', 'off'],
    [' Opt-In ', 'opt-in'],
    ['OPT-OUT', 'opt-out'],
    [undefined, 'off'],
    ['', 'off'],
    ['optin', 'off'],
    ['true', 'off'],
  ] as const)('%j is %s', (value, mode) => {
    expect(parseConsentMode(value)).toBe(mode)
  })

  it('gives CONSENT_MODE from NEXT_PUBLIC_CONSENT_MODE, off without it', async () => {
    vi.stubEnv('NEXT_PUBLIC_CONSENT_MODE', 'opt-out')
    vi.resetModules()
    expect((await import('./consent')).CONSENT_MODE).toBe('opt-out')
    vi.stubEnv('NEXT_PUBLIC_CONSENT_MODE', undefined)
    vi.resetModules()
    expect((await import('./consent')).CONSENT_MODE).toBe('off')
  })
})

// Every consent mode with every stored choice: may we track (Google consent mode defaults to the
// same answer), and does the banner ask?
const decisions = [
  ['off', null, true, false],
  ['off', 'granted', true, false],
  ['off', 'denied', true, false],
  ['opt-in', null, false, true],
  ['opt-in', 'granted', true, false],
  ['opt-in', 'denied', false, false],
  ['opt-out', null, true, true],
  ['opt-out', 'granted', true, false],
  ['opt-out', 'denied', false, false],
] as const

describe('isTrackingAllowed', () => {
  it.each(decisions)('%s with choice %s: %s', (mode, choice, allowed) => {
    expect(isTrackingAllowed(mode, choice)).toBe(allowed)
  })
})

describe('saveConsentChoice and readConsentChoice', () => {
  it('has no choice before the visitor makes one', () => {
    expect(readConsentChoice()).toBeNull()
  })

  it('stores one first-party record: the choice, an ISO timestamp and the policy version', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z'), toFake: ['Date'] })
    saveConsentChoice('denied')
    expect(localStorage.length).toBe(1)
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      choice: 'denied',
      timestamp: '2025-05-01T10:00:00.000Z',
      version: CONSENT_POLICY_VERSION,
    })
    expect(readConsentChoice()).toBe('denied')
    saveConsentChoice('granted')
    expect(readConsentChoice()).toBe('granted')
  })

  it('reads a choice stored in an earlier visit', () => {
    storeRecord(recordAt(Date.now() - 30 * DAY, 'denied'))
    expect(readConsentChoice()).toBe('denied')
  })

  it.each([
    ['not JSON', '{choice:granted'],
    ['JSON null', 'null'],
    ['a bare string', '"granted"'],
    ['an unknown choice', JSON.stringify({ ...recordAt(Date.now()), choice: 'yes' })],
    ['no timestamp', JSON.stringify({ choice: 'granted', version: CONSENT_POLICY_VERSION })],
    ['a bad timestamp', JSON.stringify({ ...recordAt(Date.now()), timestamp: 'yesterday' })],
    ['no version', JSON.stringify({ choice: 'granted', timestamp: new Date().toISOString() })],
    [
      'an older policy version',
      JSON.stringify({ ...recordAt(Date.now()), version: CONSENT_POLICY_VERSION - 1 }),
    ],
    ['a timestamp in the future', JSON.stringify(recordAt(Date.now() + 10 * DAY))],
    ['an expired choice', JSON.stringify(recordAt(Date.now() - CONSENT_MAX_AGE_MS - DAY))],
  ])('ignores a record with %s', (_, raw) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    expect(readConsentChoice()).toBeNull()
  })

  it('keeps a choice until it expires', () => {
    const madeAt = Date.parse('2025-01-01T00:00:00Z')
    const record = JSON.stringify(recordAt(madeAt))
    expect(parseConsentRecord(record, madeAt + CONSENT_MAX_AGE_MS - DAY)).toBe('granted')
    expect(parseConsentRecord(record, madeAt + CONSENT_MAX_AGE_MS + DAY)).toBeNull()
  })

  it('has no choice when reading storage throws', () => {
    storeRecord(recordAt(Date.now()))
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(readConsentChoice()).toBeNull()
  })

  it('has no choice when localStorage itself cannot be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(readConsentChoice()).toBeNull()
    expect(() => saveConsentChoice('denied')).not.toThrow()
  })

  it('has no choice on the server, and keeps none there', () => {
    storeRecord(recordAt(Date.now()))
    vi.stubGlobal('window', undefined)
    expect(readConsentChoice()).toBeNull()
    saveConsentChoice('denied')
    expect(readConsentChoice()).toBeNull()
  })

  it('never throws when storage refuses the write, and the choice holds for the page', () => {
    storeRecord(recordAt(Date.now(), 'granted'))
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const listener = vi.fn()
    subscribeConsent(listener)
    expect(() => saveConsentChoice('denied')).not.toThrow()
    expect(listener).toHaveBeenCalledTimes(1)
    // Not the stale 'granted' still in storage: a visitor who declined is never tracked.
    expect(readConsentChoice()).toBe('denied')
  })
})

describe('subscribeConsent', () => {
  it('calls listeners on every save until they unsubscribe', () => {
    let choice: ConsentChoice = 'denied'
    expectHeardUntilUnsubscribed(subscribeConsent, () => {
      choice = choice === 'denied' ? 'granted' : 'denied'
      saveConsentChoice(choice)
    })
  })

  it('calls listeners when another tab changes or clears the choice, not for other keys', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeConsent(listener)
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(listener).not.toHaveBeenCalled()
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }))
    expect(listener).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('lets the same function subscribe twice, and each subscription end on its own', () => {
    const listener = vi.fn()
    const first = subscribeConsent(listener)
    subscribeConsent(listener)
    first()
    saveConsentChoice('granted')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps notifying the others when one listener throws, and the save does not throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    subscribeConsent(() => {
      throw new Error('broken subscriber')
    })
    subscribeConsent(after)
    expect(() => saveConsentChoice('granted')).not.toThrow()
    expect(after).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    expect(readConsentChoice()).toBe('granted')
  })
})

describe('requestConsentSettings', () => {
  it('tells the settings subscribers, and no one after they unsubscribe', () => {
    expectHeardUntilUnsubscribed(subscribeConsentSettings, requestConsentSettings)
  })

  it("a press on the footer's button (its attribute) tells them too; other presses do not", () => {
    document.body.innerHTML =
      '<button type="button" data-consent-settings=""><span>Cookie settings</span></button>' +
      '<button type="button" id="other">Other</button>'
    const inner = document.querySelector('span')!
    expectHeardUntilUnsubscribed(subscribeConsentSettings, () => inner.click())
    const listener = vi.fn()
    const unsubscribe = subscribeConsentSettings(listener)
    document.getElementById('other')!.click()
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
    document.body.innerHTML = ''
  })
})

describe('resetConsentForTests', () => {
  it('forgets the stored choice and every subscriber', () => {
    const listener = vi.fn()
    const settings = vi.fn()
    subscribeConsent(listener)
    subscribeConsentSettings(settings)
    saveConsentChoice('granted')
    resetConsentForTests()
    expect(readConsentChoice()).toBeNull()
    saveConsentChoice('denied')
    requestConsentSettings()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(settings).not.toHaveBeenCalled()
  })
})

describe('Google consent mode v2', () => {
  const all = (value: 'granted' | 'denied') => ({
    ad_storage: value,
    analytics_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  })

  it.each(decisions)('defaults in %s with choice %s: all granted %s', (mode, choice, allowed) => {
    const value = allowed ? 'granted' : 'denied'
    expect(googleConsentDefaults(mode, choice)).toEqual({ ...all(value), wait_for_update: 500 })
  })

  it('updates every signal to the choice', () => {
    expect(googleConsentUpdate('granted')).toEqual(all('granted'))
    expect(googleConsentUpdate('denied')).toEqual(all('denied'))
  })
})

describe('the banner state machine', () => {
  function run(mode: ConsentMode, events: ConsentBannerEvent[]): ConsentBannerState {
    return events.reduce(
      (state, event) => consentBannerReducer(mode, state, event),
      initialConsentBannerState,
    )
  }

  it('shows nothing until the stored choice is known (server render, hydration)', () => {
    expect(isConsentBannerVisible(initialConsentBannerState)).toBe(false)
    expect(initialConsentBannerState.view).toBe('pending')
  })

  it.each(decisions)('%s with stored choice %s: asks %s', (mode, choice, _, asks) => {
    expect(shouldAskForConsent(mode, choice)).toBe(asks)
    const state = run(mode, [{ type: 'restore', choice }])
    expect(isConsentBannerVisible(state)).toBe(asks)
    expect(state).toEqual({ view: asks ? 'asking' : 'hidden', choice })
  })

  it.each([
    ['accept', 'granted'],
    ['decline', 'denied'],
  ] as const)('%s hides the banner with the choice %s', (type, choice) => {
    for (const mode of ['opt-in', 'opt-out'] as const) {
      const state = run(mode, [{ type: 'restore', choice: null }, { type }])
      expect(state).toEqual({ view: 'hidden', choice })
      expect(isConsentBannerVisible(state)).toBe(false)
    }
  })

  it('reopens from the settings link with the current choice, and closes on an answer', () => {
    const opened = run('opt-in', [{ type: 'restore', choice: 'denied' }, { type: 'open-settings' }])
    expect(opened).toEqual({ view: 'settings', choice: 'denied' })
    expect(isConsentBannerVisible(opened)).toBe(true)
    expect(consentBannerReducer('opt-in', opened, { type: 'accept' })).toEqual({
      view: 'hidden',
      choice: 'granted',
    })
  })

  it('never opens in off mode, not even from the settings link', () => {
    const state = run('off', [{ type: 'restore', choice: null }, { type: 'open-settings' }])
    expect(isConsentBannerVisible(state)).toBe(false)
  })

  it('ignores answers while the banner is not shown', () => {
    const hidden = run('opt-in', [{ type: 'restore', choice: 'denied' }])
    expect(consentBannerReducer('opt-in', hidden, { type: 'accept' })).toBe(hidden)
    expect(consentBannerReducer('opt-in', initialConsentBannerState, { type: 'decline' })).toBe(
      initialConsentBannerState,
    )
  })

  it('follows a choice made in another tab, but keeps open settings open', () => {
    const asking = run('opt-out', [{ type: 'restore', choice: null }])
    expect(consentBannerReducer('opt-out', asking, { type: 'stored', choice: 'granted' })).toEqual({
      view: 'hidden',
      choice: 'granted',
    })
    const hidden = run('opt-out', [{ type: 'restore', choice: 'granted' }])
    // Another tab cleared the storage: ask again.
    expect(consentBannerReducer('opt-out', hidden, { type: 'stored', choice: null }).view).toBe(
      'asking',
    )
    const settings = consentBannerReducer('opt-out', hidden, { type: 'open-settings' })
    expect(consentBannerReducer('opt-out', settings, { type: 'stored', choice: 'denied' })).toEqual(
      { view: 'settings', choice: 'denied' },
    )
  })

  it('opens the settings requested before the stored choice was read', () => {
    const state = run('opt-in', [{ type: 'open-settings' }, { type: 'restore', choice: 'granted' }])
    expect(state).toEqual({ view: 'settings', choice: 'granted' })
  })
})
