// SPEC §7 External form-routing provider (a form with `defaultDotComForm` true) and §4 (its script
// loads lazily; a submit before it has loaded only logs an error). The provider is Default
// (default.com); its Forms SDK is a browser script that defines `window.DefaultSDK` with
// `submit(submission, { onSuccess, onError })` (docs.default.com, "Forms SDK"). The mapping is pure
// and unit-tested; the loader touches the DOM only when called.
import type { CmsFieldLike } from './leadContract'
import { fieldNameOf } from './leadContract'
import type { TrackingParams } from './tracking'

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

/** The provider's API once its script has run, else null (SPEC §4: then a submit only logs). */
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

/** Submits through the provider; resolves on its onSuccess, rejects on onError or a throw. */
export function submitToDefault(sdk: DefaultSdk, submission: DefaultSubmission): Promise<unknown> {
  return new Promise((resolve, reject) => {
    try {
      const result = sdk.submit(submission, { onSuccess: resolve, onError: reject })
      if (result && typeof result.then === 'function') result.then(undefined, reject)
    } catch (error) {
      reject(error)
    }
  })
}

/** For tests: forget a previous load. */
export function resetDefaultSdkLoader(): void {
  loading = null
}
