// The contract between the browser form (issue: lead capture in the browser) and the lead intake
// server (POST /api/formSubmit); DESIGN §4.3. Both sides import these names, so they cannot drift.
import type { LeadField, LeadFieldType } from './leadRules'
import { TRACKING_PARAMS, type TrackingParams } from './tracking'

export const FORM_SUBMIT_PATH = '/api/formSubmit'

/**
 * Issue 33: the form without JavaScript loads this (a `<noscript>` image) to get a signed start
 * time from the server; see src/server/leads/formStamp.ts.
 */
export const FORM_STAMP_PATH = '/api/form-stamp'

/** One key per submit attempt, reused when the same attempt is retried. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** Keys the request body carries besides the field values and the tracking parameters. */
export const META_KEYS = {
  /** The form document's `_id` in the CMS; the server reads the field definitions by it. */
  formId: 'formId',
  /** The path of the page the form was sent from ('/contact'). */
  page: 'page',
  /** Honeypot: hidden from people and assistive technology; anything in it marks a bot. */
  honeypot: '_website',
  /** Milliseconds between the form appearing and its submit (the server's minimum time-to-submit). */
  elapsedMs: '_elapsedMs',
} as const

/**
 * Field names a CMS form must not use, because the request body already uses them for the form id,
 * the page and the tracking parameters (the schema refuses them).
 */
export const RESERVED_FIELD_NAMES: readonly string[] = [
  META_KEYS.formId,
  META_KEYS.page,
  ...TRACKING_PARAMS,
]

/** The JSON body of POST /api/formSubmit. */
export type LeadRequest = Record<string, string | number> &
  TrackingParams & {
    formId: string
    page: string
    _website?: string
    _elapsedMs?: number
  }

export interface LeadSuccess {
  status: 'success'
  /** The stored lead's id. */
  id: string
}

export interface LeadError {
  status: 'error'
  /** Messages keyed by field name (SPEC §8 texts for field rules); '_form' for the whole request. */
  errors: Record<string, string>
}

export type LeadResponse = LeadSuccess | LeadError

/** SPEC §3 Field reduced to the rule module's shape (from a CMS form as the queries project it). */
export interface CmsFieldLike {
  _key: string
  fieldName?: { current?: string | null } | null
  type?: string | null
  required?: boolean | null
  allowFreeEmailDomains?: boolean | null
  options?: readonly string[] | null
}

const FIELD_TYPES: readonly LeadFieldType[] = ['email', 'text', 'textarea', 'dropdown']

/** The name a field's value is submitted under: `fieldName.current`, else its `_key`. */
export const fieldNameOf = (field: CmsFieldLike): string => field.fieldName?.current || field._key

export function toLeadFields(fields: readonly CmsFieldLike[] | null | undefined): LeadField[] {
  return (fields ?? []).map((field) => ({
    name: fieldNameOf(field),
    type: FIELD_TYPES.includes(field.type as LeadFieldType)
      ? (field.type as LeadFieldType)
      : 'text',
    required: field.required,
    allowFreeEmailDomains: field.allowFreeEmailDomains,
    options: field.options,
  }))
}

// --- The form without JavaScript (progressive enhancement) ---------------------------------------
// A same-origin `application/x-www-form-urlencoded` post is answered with a 303 back to its page:
// `{page}?form={formId}&result=success#form-result-{formId}` or
// `{page}?form={formId}&result=error&fields=a,b#form-error-{formId}`. No value is ever put in the URL.
// One fragment per outcome, so a page without JavaScript shows the right note with CSS `:target`.

export const FORM_RESULT_PARAMS = { form: 'form', result: 'result', fields: 'fields' } as const

export type FormResult =
  | { formId: string; result: 'success' }
  | { formId: string; result: 'error'; fields: readonly string[] }

/** The element id the redirect's fragment points at, so a no-JS page can show the outcome. */
export const formResultAnchor = (
  formId: string,
  result: FormResult['result'] = 'success',
): string => (result === 'success' ? `form-result-${formId}` : `form-error-${formId}`)

export function formResultUrl(page: string, outcome: FormResult): string {
  const params = new URLSearchParams({
    [FORM_RESULT_PARAMS.form]: outcome.formId,
    [FORM_RESULT_PARAMS.result]: outcome.result,
  })
  if (outcome.result === 'error' && outcome.fields.length > 0) {
    params.set(FORM_RESULT_PARAMS.fields, outcome.fields.join(','))
  }
  return `${page}?${params.toString()}#${formResultAnchor(outcome.formId, outcome.result)}`
}

/** The outcome a redirect put in the query string, or null when there is none. */
export function parseFormResult(search: string): FormResult | null {
  const params = new URLSearchParams(search)
  const formId = params.get(FORM_RESULT_PARAMS.form)
  const result = params.get(FORM_RESULT_PARAMS.result)
  if (!formId) return null
  if (result === 'success') return { formId, result }
  if (result === 'error') {
    const fields = (params.get(FORM_RESULT_PARAMS.fields) ?? '').split(',').filter(Boolean)
    return { formId, result, fields }
  }
  return null
}
