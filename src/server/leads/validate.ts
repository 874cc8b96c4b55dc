import 'server-only'
// SPEC §5 and DESIGN §4.3: what the server accepts. Two stages: the shape of the body with zod
// (a flat object of strings and numbers, every string capped, no control characters), then the
// form's own rules (src/leads/leadRules, shared with the browser) against the field definitions read
// from the content source. The client's idea of which fields exist or are required is never used.
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { META_KEYS } from '@/leads/leadContract'
import { validateLead, type DomainList, type LeadField } from '@/leads/leadRules'
import { isSameOriginPath } from '@/lib/redirect'
import { pickTracking, type TrackingParams } from '@/lib/tracking'

/** No form has more keys than this; a body with more is not a form submission. */
export const MAX_KEYS = 100
/** Longest key; CMS field names are short slugs. */
export const MAX_KEY_LENGTH = 100
/** Longest string anywhere in the body, before each field's own (shorter) cap in leadRules. */
export const MAX_STRING_LENGTH = 10_000
export const MAX_PAGE_LENGTH = 512
/** `_id` of a CMS document: what may be looked up, and put in a redirect's query string. */
export const FORM_ID_FORMAT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/

export const SHAPE_MESSAGES = {
  notObject: 'The body must be a JSON object of field names and values',
  tooManyKeys: `The body may hold at most ${MAX_KEYS} fields`,
  keyTooLong: `Field names may be at most ${MAX_KEY_LENGTH} characters long`,
  valueType: 'Must be a string or a number',
  tooLong: `Must be at most ${MAX_STRING_LENGTH} characters long`,
  control: 'Must not contain control characters',
  number: 'Must be a finite number no larger than 2^53',
  formId: 'Must be the id of a form on this site',
  unknownForm: 'There is no such form',
  page: 'Must be the path of a page on this site',
  elapsed: 'Must be a non-negative number of milliseconds',
  honeypot: 'Must be a string',
} as const

// C0 controls other than tab, line feed and carriage return, and DEL. Postgres refuses U+0000 in
// text and jsonb, and the others have no place in a form value or a CSV export.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const text = z
  .string({ error: SHAPE_MESSAGES.valueType })
  .max(MAX_STRING_LENGTH, { error: SHAPE_MESSAGES.tooLong })
  .refine((value) => !CONTROL.test(value) && value.isWellFormed(), {
    error: SHAPE_MESSAGES.control,
  })

const number = z
  .number({ error: SHAPE_MESSAGES.valueType })
  .refine((value) => Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER, {
    error: SHAPE_MESSAGES.number,
  })

const value = z.union([text, number], { error: SHAPE_MESSAGES.valueType })

/**
 * The body: the meta keys of leadContract, and any other key holding a string or a number (a flat
 * object: arrays and nested objects are refused).
 */
const bodySchema = z
  .object(
    {
      [META_KEYS.formId]: z
        .string({ error: SHAPE_MESSAGES.formId })
        .regex(FORM_ID_FORMAT, { error: SHAPE_MESSAGES.formId }),
      [META_KEYS.page]: z.string({ error: SHAPE_MESSAGES.page }),
      [META_KEYS.honeypot]: text.optional(),
      [META_KEYS.elapsedMs]: z
        .number({ error: SHAPE_MESSAGES.elapsed })
        .min(0, { error: SHAPE_MESSAGES.elapsed })
        .max(Number.MAX_SAFE_INTEGER, { error: SHAPE_MESSAGES.elapsed })
        .optional(),
    },
    { error: SHAPE_MESSAGES.notObject },
  )
  .catchall(value)
  .superRefine((body, ctx) => {
    const keys = Object.keys(body)
    if (keys.length > MAX_KEYS)
      ctx.addIssue({ code: 'custom', message: SHAPE_MESSAGES.tooManyKeys })
    if (keys.some((key) => key.length > MAX_KEY_LENGTH)) {
      ctx.addIssue({ code: 'custom', message: SHAPE_MESSAGES.keyTooLong })
    }
  })

export interface SubmissionShape {
  formId: string
  page: string
  honeypot: string
  elapsedMs: number | null
  /** Every other key, as sent (strings and numbers); unknown ones are dropped in stage two. */
  body: Record<string, string | number>
  tracking: TrackingParams
}

export type ShapeResult =
  { ok: true; submission: SubmissionShape } | { ok: false; errors: Record<string, string> }

/** Stage one: the body's shape (400 when it fails). */
export function parseShape(input: unknown): ShapeResult {
  // Arrays are objects to JavaScript; a form body is never one.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { _form: SHAPE_MESSAGES.notObject } }
  }
  const parsed = bodySchema.safeParse(input)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      // The path names the offending key; keys of a hostile body are capped before they are echoed.
      const key = issue.path.length > 0 ? String(issue.path[0]).slice(0, MAX_KEY_LENGTH) : '_form'
      errors[key] ??= issue.message
      if (Object.keys(errors).length >= 20) break
    }
    return { ok: false, errors }
  }
  const data = parsed.data as Record<string, string | number>
  return {
    ok: true,
    submission: {
      formId: String(data[META_KEYS.formId]),
      page: String(data[META_KEYS.page]),
      honeypot: String(data[META_KEYS.honeypot] ?? ''),
      elapsedMs:
        typeof data[META_KEYS.elapsedMs] === 'number'
          ? (data[META_KEYS.elapsedMs] as number)
          : null,
      body: data,
      tracking: pickTracking(data),
    },
  }
}

/** The page a submission came from: a path on this site, without query or fragment. */
export function isValidPage(page: string): boolean {
  return page.length <= MAX_PAGE_LENGTH && isSameOriginPath(page) && !/[?#\s]/.test(page)
}

export type FieldsResult =
  { ok: true; values: Record<string, string> } | { ok: false; errors: Record<string, string> }

/**
 * Stage two: the form's rules (422 when they fail). Only the form's own fields are kept, each
 * trimmed; numbers are accepted where a value is expected and kept as their decimal text.
 */
export function checkFields(
  fields: readonly LeadField[],
  body: Readonly<Record<string, string | number>>,
  blocked: DomainList,
): FieldsResult {
  const values: Record<string, string> = {}
  for (const field of fields) {
    const raw = Object.hasOwn(body, field.name) ? body[field.name] : undefined
    if (raw === undefined) continue
    values[field.name] = typeof raw === 'number' ? String(raw) : raw
  }
  const errors = validateLead(fields, values, blocked)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const kept: Record<string, string> = {}
  for (const [name, raw] of Object.entries(values)) {
    const trimmed = raw.trim()
    if (trimmed !== '') kept[name] = trimmed
  }
  return { ok: true, values: kept }
}

/** A stable digest of what is stored, so a replayed key can be told from a reused one. */
export function submissionHash(parts: {
  formId: string
  page: string
  values: Record<string, string>
  tracking: Record<string, string>
}): string {
  const sorted = (record: Record<string, string>) =>
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]])
  return createHash('sha256')
    .update(
      JSON.stringify([parts.formId, parts.page, sorted(parts.values), sorted(parts.tracking)]),
    )
    .digest('hex')
}
