// SPEC §7 External form-routing provider (a form with `defaultDotComForm` true) and §4 (its script
// loads lazily). The provider is Default (default.com); its Forms SDK is a browser script that
// defines `window.DefaultSDK` with `submit(submission, { onSuccess, onError })` (docs.default.com,
// "Forms SDK"). The mapping is pure and unit-tested; the loader touches the DOM only when called.
//
// DESIGN §5a wins over SPEC §4 ("a submit before the script has loaded only logs an error"): no
// lead is lost to a third party. A submit waits a few seconds for a script still loading, and the
// provider gets a bounded time to answer; every way of failing (the script blocked or late, its
// submit throwing, rejecting, calling onError or never answering) rejects here, with the cause
// logged, and the caller sends the lead to the site's own intake instead (CmsForm/send.ts).
import type { CmsFieldLike } from '../../../leads/leadContract'
import { fieldNameOf } from '../../../leads/leadContract'
import type { TrackingParams } from '../../../lib/tracking'

/** The provider's own address of its Forms SDK script. */
export const DEFAULT_SDK_URL = 'https://import-cdn.default.com/sdk.js'

/** The script the site loads: `NEXT_PUBLIC_DEFAULT_FORM_SCRIPT_URL`, else the provider's. */
export const defaultSdkUrl = (): string =>
  process.env.NEXT_PUBLIC_DEFAULT_FORM_SCRIPT_URL || DEFAULT_SDK_URL

export type DefaultQuestionType = 'email' | 'input' | 'select' | 'hidden'

export interface DefaultQuestion {
  id: string
  name: string
  type: DefaultQuestionType
  options?: string[]
}

export interface DefaultSubmission {
  form_id: number | string
  team_id: number | string
  questions: DefaultQuestion[]
  responses: Record<string, string>
}

export interface DefaultCallbacks {
  onSuccess?: (data: unknown) => void
  onError?: (error: unknown) => void
}

/** The part of the provider's browser API the site uses. */
export interface DefaultSdk {
  submit(submission: DefaultSubmission, callbacks?: DefaultCallbacks): Promise<void> | void
}

/** SPEC §7: email -> email, text -> input, textarea -> input, dropdown -> select. */
const QUESTION_TYPES: Record<string, DefaultQuestionType> = {
  email: 'email',
  text: 'input',
  textarea: 'input',
  dropdown: 'select',
}

type QuestionField = CmsFieldLike & { fieldTitle?: string | null }

/**
 * SPEC §7 questions: `{ id: the field key, name: the field title, type, options }`. The field key
 * is the key its value is submitted under (`fieldName.current`), so that `responses` (keyed the
 * same way) match their questions, as the provider's "question id to response" mapping wants.
 */
export function toDefaultQuestions(
  fields: readonly QuestionField[] | null | undefined,
): DefaultQuestion[] {
  return (fields ?? []).map((field) => {
    const id = fieldNameOf(field)
    const type = QUESTION_TYPES[field.type ?? ''] ?? 'input'
    return {
      id,
      name: field.fieldTitle || id,
      type,
      ...(type === 'select' ? { options: [...(field.options ?? [])] } : {}),
    }
  })
}

/** The provider documents numeric ids; a CMS id written in digits is sent as a number. */
export function providerId(value: string | number | null | undefined): number | string {
  if (typeof value === 'number') return value
  const trimmed = (value ?? '').trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

export interface DefaultFormLike {
  fields?: readonly QuestionField[] | null
  defaultDotComFormId?: string | null
  defaultDotComTeamId?: string | null
}

/**
 * The whole submission. The visitor's attribution (SPEC §3 Tracking parameters, sent with every
 * submission) goes along as hidden questions, so the provider's routing and CRM sync keep it.
 */
export function toDefaultSubmission(
  form: DefaultFormLike,
  values: Readonly<Record<string, string>>,
  tracking: TrackingParams = {},
): DefaultSubmission {
  const questions = toDefaultQuestions(form.fields)
  const responses: Record<string, string> = {}
  for (const question of questions) responses[question.id] = values[question.id] ?? ''
  for (const [key, value] of Object.entries(tracking)) {
    if (!value || key in responses) continue
    questions.push({ id: key, name: key, type: 'hidden' })
    responses[key] = value
  }
  return {
    form_id: providerId(form.defaultDotComFormId),
    team_id: providerId(form.defaultDotComTeamId),
    questions,
    responses,
  }
}

// --- Loading the provider's script ----------------------------------------------------------------

declare global {
  interface Window {
    DefaultSDK?: DefaultSdk
  }
}

let loading: Promise<DefaultSdk> | null = null

/** The provider's API once its script has run, else null. */
export function loadedDefaultSdk(): DefaultSdk | null {
  const sdk = typeof window === 'undefined' ? undefined : window.DefaultSDK
  return sdk && typeof sdk.submit === 'function' ? sdk : null
}

/**
 * Injects the provider's script once (on the first interaction with a provider form, never on page
 * load). A failed load is logged and may be tried again by the next interaction.
 */
export function loadDefaultSdk(src: string = defaultSdkUrl()): Promise<DefaultSdk> {
  const ready = loadedDefaultSdk()
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<DefaultSdk>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.formProvider = 'default'
    script.addEventListener('load', () => {
      const sdk = loadedDefaultSdk()
      if (sdk) resolve(sdk)
      else reject(new Error(`${src} loaded but defined no window.DefaultSDK`))
    })
    script.addEventListener('error', () => reject(new Error(`${src} could not be loaded`)))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = null
    document.querySelector(`script[data-form-provider="default"]`)?.remove()
    console.error('The form-routing provider script could not be loaded', error)
    throw error
  })
  return loading
}

/** How long a submit waits for the provider's script when it has not loaded yet. */
export const SDK_LOAD_WAIT_MS = 5_000
/** How long the provider has to answer a submission (its onSuccess or onError). */
export const SDK_ANSWER_WAIT_MS = 10_000

/** `promise`, or a rejection naming `what` once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * The provider's API, loading its script if need be (a submit made before the first interaction's
 * load finished shares that load), for at most `ms`. A late script may still arrive and serve the
 * next submit.
 */
export function loadDefaultSdkWithin(
  ms: number = SDK_LOAD_WAIT_MS,
  src?: string,
): Promise<DefaultSdk> {
  return within(loadDefaultSdk(src), ms, "The form-routing provider's script did not load")
}

/**
 * Submits through the provider; resolves on its onSuccess, rejects on onError, a throw, a rejected
 * promise or no answer within `ms`. An answer after that is ignored: the lead has gone to the
 * site by then, and sales may see it twice, which is better than not at all.
 */
export function submitToDefault(
  sdk: DefaultSdk,
  submission: DefaultSubmission,
  ms: number = SDK_ANSWER_WAIT_MS,
): Promise<unknown> {
  const answer = new Promise((resolve, reject) => {
    try {
      const result = sdk.submit(submission, { onSuccess: resolve, onError: reject })
      if (result && typeof result.then === 'function') result.then(undefined, reject)
    } catch (error) {
      reject(error)
    }
  })
  return within(answer, ms, 'The form-routing provider did not answer')
}

/** For tests: forget a previous load. */
export function resetDefaultSdkLoader(): void {
  loading = null
}
