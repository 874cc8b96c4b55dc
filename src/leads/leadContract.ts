// The contract between the browser form (issue: lead capture in the browser) and the lead intake
// server (POST /api/formSubmit); DESIGN §4.3. Both sides import these names, so they cannot drift.
import type { LeadField, LeadFieldType } from './leadRules'
import { TRACKING_PARAMS, type TrackingParams } from '../lib/tracking'

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

// --- The form without JavaScript (progressive enhancement, issue 48) -----------------------------
// The form's action is a server function (src/server/leads/formAction.ts): before or without
// JavaScript the browser posts the form (multipart) to the form's own page, where Next runs the
// function and answers the POST with the page rendered again for this request, the form in its
// new state (React's useActionState): the success message with the form hidden, or the form
// with an error summary, each refused field marked and every value as typed. Nothing goes in the
// address; the page's GET stays the static one. The address gets the outcome's fragment only, so
// the browser shows it.

/** What a post without JavaScript came to, for the form that sent it; null before any post. */
export type NoScriptOutcome =
  | { formId: string; result: 'success' }
  | {
      formId: string
      result: 'error'
      /** Messages by field name, as the intake gives them; '_form' for the form as a whole. */
      errors: Record<string, string>
      /** What the visitor sent, by field name, to fill the form in again. */
      values: Record<string, string>
    }

/** The id of a form's outcome (its success message or its error summary), and the post's fragment. */
export const formResultAnchor = (formId: string): string => `form-result-${formId}`

/** Where the form without JavaScript posts: its own page, shown at the outcome. */
export const formPostTarget = (page: string, formId: string): string =>
  `${page}#${formResultAnchor(formId)}`
