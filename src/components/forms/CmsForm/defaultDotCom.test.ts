// @vitest-environment jsdom
// SPEC §7 External form-routing provider: the question mapping, the submission, the lazy loader;
// DESIGN §5a: every way the provider can fail ends in a rejection, in bounded time.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_SDK_URL,
  defaultSdkUrl,
  loadDefaultSdk,
  loadDefaultSdkWithin,
  loadedDefaultSdk,
  providerId,
  resetDefaultSdkLoader,
  SDK_ANSWER_WAIT_MS,
  SDK_LOAD_WAIT_MS,
  submitToDefault,
  toDefaultQuestions,
  toDefaultSubmission,
  type DefaultSdk,
} from './defaultDotCom'

const field = (name: string, title: string, type: string, options?: string[]) => ({
  _key: `k-${name}`,
  fieldName: { current: name },
  fieldTitle: title,
  type,
  options: options ?? null,
})

afterEach(() => {
  delete window.DefaultSDK
  resetDefaultSdkLoader()
  document.head.innerHTML = ''
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('toDefaultQuestions', () => {
  it('maps email -> email, text -> input, textarea -> input, dropdown -> select with options', () => {
    expect(
      toDefaultQuestions([
        field('workEmail', 'Work email', 'email'),
        field('company', 'Company', 'text'),
        field('message', 'Message', 'textarea'),
        field('size', 'Size', 'dropdown', ['S', 'M']),
      ]),
    ).toEqual([
      { id: 'workEmail', name: 'Work email', type: 'email' },
      { id: 'company', name: 'Company', type: 'input' },
      { id: 'message', name: 'Message', type: 'input' },
      { id: 'size', name: 'Size', type: 'select', options: ['S', 'M'] },
    ])
  })

  it('falls back to the _key without a field name, to the id without a title, to input for unknown types', () => {
    expect(
      toDefaultQuestions([{ _key: 'abc', fieldName: null, fieldTitle: null, type: 'phone' }]),
    ).toEqual([{ id: 'abc', name: 'abc', type: 'input' }])
    expect(toDefaultQuestions(null)).toEqual([])
  })

  it('gives a dropdown without options an empty list', () => {
    expect(toDefaultQuestions([field('size', 'Size', 'dropdown')])[0]).toEqual({
      id: 'size',
      name: 'Size',
      type: 'select',
      options: [],
    })
  })
})

describe('providerId', () => {
  it('sends ids written in digits as numbers (the provider documents numbers), others as they are', () => {
    expect(providerId('123')).toBe(123)
    expect(providerId(' 42 ')).toBe(42)
    expect(providerId(7)).toBe(7)
    expect(providerId('frm_demo_123')).toBe('frm_demo_123')
    expect(providerId(null)).toBe('')
  })
})

describe('toDefaultSubmission', () => {
  const form = {
    defaultDotComFormId: '101',
    defaultDotComTeamId: '202',
    fields: [field('email', 'Email', 'email'), field('note', 'Note', 'textarea')],
  }

  it('has form_id, team_id, the questions and every response keyed by question id', () => {
    expect(toDefaultSubmission(form, { email: 'a@b.example' })).toEqual({
      form_id: 101,
      team_id: 202,
      questions: [
        { id: 'email', name: 'Email', type: 'email' },
        { id: 'note', name: 'Note', type: 'input' },
      ],
      responses: { email: 'a@b.example', note: '' },
    })
  })

  it('adds the tracking parameters as hidden questions, never over a field of the same name', () => {
    const withField = { ...form, fields: [...form.fields, field('gclid', 'Click', 'text')] }
    const submission = toDefaultSubmission(
      withField,
      { email: 'a@b.example', gclid: 'typed' },
      { utm_source: 'ad', gclid: 'from-url' },
    )
    expect(submission.questions.at(-1)).toEqual({
      id: 'utm_source',
      name: 'utm_source',
      type: 'hidden',
    })
    expect(submission.responses).toMatchObject({ utm_source: 'ad', gclid: 'typed' })
  })
})

describe('the script loader', () => {
  it('uses NEXT_PUBLIC_DEFAULT_FORM_SCRIPT_URL, else the provider URL', () => {
    expect(defaultSdkUrl()).toBe(DEFAULT_SDK_URL)
    vi.stubEnv('NEXT_PUBLIC_DEFAULT_FORM_SCRIPT_URL', '/fake-default-sdk.js')
    expect(defaultSdkUrl()).toBe('/fake-default-sdk.js')
  })

  it('injects the script once and resolves with window.DefaultSDK when it has run', async () => {
    const sdk: DefaultSdk = { submit: vi.fn() }
    const first = loadDefaultSdk('/sdk.js')
    const second = loadDefaultSdk('/sdk.js')
    const scripts = document.head.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toHaveAttribute('src', '/sdk.js')
    expect(scripts[0]!.async).toBe(true)
    expect(loadedDefaultSdk()).toBeNull()
    window.DefaultSDK = sdk
    scripts[0]!.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(sdk)
    await expect(second).resolves.toBe(sdk)
    expect(loadedDefaultSdk()).toBe(sdk)
    await expect(loadDefaultSdk('/sdk.js')).resolves.toBe(sdk)
  })

  it('a failed load is logged, removed, and tried again next time', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = loadDefaultSdk('/missing.js')
    document.head.querySelector('script')!.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow('/missing.js could not be loaded')
    expect(consoleError).toHaveBeenCalled()
    expect(document.head.querySelector('script')).toBeNull()
    void loadDefaultSdk('/missing.js').catch(() => undefined)
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
  })

  it('a script that defines no DefaultSDK is an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loading = loadDefaultSdk('/other.js')
    document.head.querySelector('script')!.dispatchEvent(new Event('load'))
    await expect(loading).rejects.toThrow(/defined no window.DefaultSDK/)
  })

  it('a submit waits for a script still loading, up to SDK_LOAD_WAIT_MS (DESIGN §5a)', async () => {
    vi.useFakeTimers()
    try {
      const sdk: DefaultSdk = { submit: vi.fn() }
      const arriving = loadDefaultSdkWithin(SDK_LOAD_WAIT_MS, '/sdk.js')
      await vi.advanceTimersByTimeAsync(SDK_LOAD_WAIT_MS - 1)
      window.DefaultSDK = sdk
      document.head.querySelector('script')!.dispatchEvent(new Event('load'))
      await expect(arriving).resolves.toBe(sdk)

      resetDefaultSdkLoader()
      delete window.DefaultSDK
      document.head.innerHTML = ''
      const hanging = loadDefaultSdkWithin(SDK_LOAD_WAIT_MS, '/hanging.js')
      const outcome = expect(hanging).rejects.toThrow(
        `The form-routing provider's script did not load within ${SDK_LOAD_WAIT_MS} ms`,
      )
      await vi.advanceTimersByTimeAsync(SDK_LOAD_WAIT_MS)
      await outcome
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('submitToDefault', () => {
  const submission = toDefaultSubmission({ fields: [] }, {})

  it('resolves on onSuccess', async () => {
    const sdk: DefaultSdk = { submit: (_s, callbacks) => callbacks?.onSuccess?.({ id: 1 }) }
    await expect(submitToDefault(sdk, submission)).resolves.toEqual({ id: 1 })
  })

  it('rejects on onError, on a throw and on a rejected promise', async () => {
    const error = new Error('no')
    await expect(
      submitToDefault({ submit: (_s, callbacks) => callbacks?.onError?.(error) }, submission),
    ).rejects.toBe(error)
    await expect(
      submitToDefault(
        {
          submit: () => {
            throw error
          },
        },
        submission,
      ),
    ).rejects.toBe(error)
    await expect(submitToDefault({ submit: () => Promise.reject(error) }, submission)).rejects.toBe(
      error,
    )
  })

  it('rejects when the provider does not answer within SDK_ANSWER_WAIT_MS', async () => {
    vi.useFakeTimers()
    try {
      const silent = submitToDefault({ submit: () => new Promise(() => {}) }, submission)
      const outcome = expect(silent).rejects.toThrow(
        `The form-routing provider did not answer within ${SDK_ANSWER_WAIT_MS} ms`,
      )
      await vi.advanceTimersByTimeAsync(SDK_ANSWER_WAIT_MS)
      await outcome
      // An answer in time clears its timer.
      const sdk: DefaultSdk = { submit: (_s, callbacks) => callbacks?.onSuccess?.('ok') }
      await expect(submitToDefault(sdk, submission)).resolves.toBe('ok')
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
