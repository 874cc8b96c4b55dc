import 'server-only'
// DESIGN §4.3: POST /api/formSubmit. Checks run cheapest first (origin, type, size, shape) so junk
// never reaches the database; a lead is answered as stored only after its transaction commits.
// The bot checks (honeypot, time-to-submit) come after the field rules, and a dropped submission
// is answered exactly as a stored one, replays included (issue 33): a bot learns nothing from it.
// Bad input always gets a 4xx with a JSON body naming the problem; only a store outage is a 5xx.
// No value of a lead is ever logged: log lines carry ids, form ids, reasons and error codes.
import { randomUUID } from 'node:crypto'
import {
  IDEMPOTENCY_HEADER,
  formResultUrl,
  type FormResult,
  type LeadResponse,
} from '@/lib/leadContract'
import type { DomainList } from '@/lib/leadRules'
import type { LeadsConfig } from './config'
import { errorCode } from './db'
import { cookieValue, FORM_STAMP_COOKIE, formStampAge } from './formStamp'
import type { FormRules } from './forms'
import { clientAddress, forwardedHops, isSameOrigin, readBody } from './request'
import type { DropReason, LeadStore, SaveOutcome } from './store'
import { isStoreBusy } from './storeThread'
import {
  checkFields,
  FORM_ID_FORMAT,
  isValidPage,
  parseShape,
  SHAPE_MESSAGES,
  submissionHash,
} from './validate'

/** Seconds a submission refused by a busy store is told to wait (src/lib/leadSubmit.ts retries). */
const STORE_BUSY_RETRY = '2'

export interface IntakeDeps {
  config: LeadsConfig
  /** The store; rejects while it cannot be opened (answered 503). */
  store: () => Promise<LeadStore>
  /** The form as the content source defines it, or null when there is no such form. */
  loadForm: (formId: string) => Promise<FormRules | null>
  blocked: () => DomainList
  /** Called after a lead is committed (wakes the outbox relay). */
  onStored?: (id: string) => void
  log?: (line: string) => void
}

export const INTAKE_MESSAGES = {
  crossOrigin: 'Form posts are accepted from this site only',
  contentType: 'Send the form as application/json or application/x-www-form-urlencoded (UTF-8)',
  tooLarge: 'The submission is larger than 32 KB',
  notUtf8: 'The body is not valid UTF-8',
  aborted: 'The body could not be read',
  badJson: 'The body is not valid JSON',
  idempotencyKey: `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`,
  keyReused: `This ${IDEMPOTENCY_HEADER} was already used for a different submission; use a new key for a new submission`,
  rateLimited: 'Too many submissions from your network; please try again shortly',
  unavailable: 'The form cannot be sent right now; please try again in a minute',
  unexpected: 'Something went wrong on our side; please try again',
} as const

/** Idempotency keys are UUIDs in practice; anything printable and short is accepted. */
const IDEMPOTENCY_KEY_FORMAT = /^[\x21-\x7e]{1,200}$/
const USER_AGENT_MAX = 512

type BodyKind = 'json' | 'form'

const NO_STORE = { 'Cache-Control': 'no-store' }

function json(status: number, body: LeadResponse, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

const errorResponse = (status: number, errors: Record<string, string>, headers = {}) =>
  json(status, { status: 'error', errors }, headers)

function seeOther(page: string, outcome: FormResult, headers: Record<string, string> = {}) {
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, ...headers, Location: formResultUrl(page, outcome) },
  })
}

function bodyKind(contentType: string | null): BodyKind | null {
  const [type = '', ...params] = (contentType ?? '').split(';').map((part) => part.trim())
  const charset = params
    .map((param) => /^charset=(.*)$/i.exec(param)?.[1])
    .find((value) => value !== undefined)
  if (charset !== undefined && !/^"?utf-8"?$/i.test(charset)) return null
  switch (type.toLowerCase()) {
    case 'application/json':
      return 'json'
    case 'application/x-www-form-urlencoded':
      return 'form'
    default:
      return null
  }
}

/**
 * DESIGN §4.3 honeypot and minimum time-to-submit. A JSON post must say how long its form was on
 * screen (the site's form always does; a missing `_elapsedMs` is a script posting straight to the
 * endpoint). A post without JavaScript is timed by the server-issued stamp (formStamp.ts).
 */
function dropReasonOf(
  kind: BodyKind,
  submission: { honeypot: string; elapsedMs: number | null },
  headers: Headers,
  config: LeadsConfig,
): DropReason | null {
  if (submission.honeypot.trim() !== '') return 'honeypot'
  const elapsedMs =
    kind === 'json'
      ? submission.elapsedMs
      : formStampAge(
          cookieValue(headers.get('cookie'), FORM_STAMP_COOKIE),
          config.formStampKey,
          Date.now(),
        )
  return elapsedMs === null || elapsedMs < config.minElapsedMs ? 'too_fast' : null
}

function bodyObject(text: string, kind: BodyKind): { ok: true; value: unknown } | { ok: false } {
  if (kind === 'form') {
    const value: Record<string, string> = {}
    for (const [key, field] of new URLSearchParams(text)) {
      // The first value wins: a form has one control per name.
      if (!Object.hasOwn(value, key)) value[key] = field
    }
    return { ok: true, value }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

export async function handleFormSubmit(request: Request, deps: IntakeDeps): Promise<Response> {
  try {
    return await intake(request, deps)
  } catch (error) {
    // A bug, not bad input: the fuzz test fails on this answer, which is the point.
    ;(deps.log ?? console.error)(`[leads] unexpected error: ${errorCode(error)}`)
    return errorResponse(500, { _form: INTAKE_MESSAGES.unexpected })
  }
}

async function intake(request: Request, deps: IntakeDeps): Promise<Response> {
  const { config } = deps
  const log = deps.log ?? console.error
  const headers = request.headers
  if (!isSameOrigin(headers, config)) {
    return errorResponse(403, { _form: INTAKE_MESSAGES.crossOrigin })
  }
  const kind = bodyKind(headers.get('content-type'))
  if (!kind) {
    return errorResponse(
      415,
      { _form: INTAKE_MESSAGES.contentType },
      { 'Accept-Post': 'application/json, application/x-www-form-urlencoded' },
    )
  }
  // The form without JavaScript sends no key; a JSON client that sends one must send a usable one.
  const idempotencyKey = kind === 'json' ? headers.get(IDEMPOTENCY_HEADER) : null
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_FORMAT.test(idempotencyKey)) {
    return errorResponse(400, { _form: INTAKE_MESSAGES.idempotencyKey })
  }

  const read = await readBody(request)
  if (!read.ok) {
    if (read.reason === 'too_large') return errorResponse(413, { _form: INTAKE_MESSAGES.tooLarge })
    return errorResponse(400, {
      _form: read.reason === 'not_utf8' ? INTAKE_MESSAGES.notUtf8 : INTAKE_MESSAGES.aborted,
    })
  }
  const body = bodyObject(read.text, kind)
  if (!body.ok) return errorResponse(400, { _form: INTAKE_MESSAGES.badJson })
  const shape = parseShape(body.value)
  if (!shape.ok) {
    const back = kind === 'form' ? formRedirectTarget(body.value) : null
    if (!back) return errorResponse(400, shape.errors)
    // A visitor without JavaScript (a pasted control character, an over-long text) goes back to
    // the form with the fields named, like any other field error.
    const fields = Object.keys(shape.errors).filter((key) => FIELD_NAME.test(key))
    return seeOther(back.page, { formId: back.formId, result: 'error', fields })
  }
  const submission = shape.submission
  if (!isValidPage(submission.page)) {
    // Without a page of this site there is nowhere to send the form without JavaScript back to.
    return errorResponse(kind === 'json' ? 422 : 400, { page: SHAPE_MESSAGES.page })
  }
  const { formId, page } = submission
  const fail = (status: number, errors: Record<string, string>, extra = {}) =>
    kind === 'form'
      ? seeOther(page, { formId, result: 'error', fields: Object.keys(errors) }, extra)
      : errorResponse(status, errors, extra)

  // Busy for a moment (the embedded store's operator socket): the browser tries again soon with
  // the same Idempotency-Key; the store skips the refused write when its turn comes (storeThread.ts).
  const storeBusy = (error: unknown) => {
    log(`[leads] store busy: ${errorCode(error)}`)
    return fail(503, { _form: INTAKE_MESSAGES.unavailable }, { 'Retry-After': STORE_BUSY_RETRY })
  }

  let store: LeadStore
  try {
    store = await deps.store()
  } catch (error) {
    log(`[leads] store unavailable: ${errorCode(error)}`)
    return fail(503, { _form: INTAKE_MESSAGES.unavailable }, { 'Retry-After': '30' })
  }

  // DESIGN §4.3 per-IP rate limit, shared by every instance through the store. A failing limiter
  // lets the submission through: losing a lead is worse than letting one extra in.
  try {
    const address = clientAddress(headers, forwardedHops(headers, config))
    const decision = await store.takeToken(`ip:${address}`)
    if (!decision.allowed) {
      return fail(
        429,
        { _form: INTAKE_MESSAGES.rateLimited },
        { 'Retry-After': String(decision.retryAfterSeconds) },
      )
    }
  } catch (error) {
    // DESIGN §5a: a store held by an operator's statement would not take the lead either.
    if (isStoreBusy(error)) return storeBusy(error)
    log(`[leads] rate limit skipped: ${errorCode(error)}`)
  }

  let form: FormRules | null
  try {
    form = await deps.loadForm(formId)
  } catch (error) {
    log(`[leads] form definitions unavailable: ${errorCode(error)}`)
    return fail(503, { _form: INTAKE_MESSAGES.unavailable }, { 'Retry-After': '30' })
  }
  if (!form) return fail(422, { formId: SHAPE_MESSAGES.unknownForm })

  // Field errors first: they are the same whatever the bot checks decide, so they tell nothing,
  // and a person who was quick still learns what to fix.
  const checked = checkFields(form.fields, submission.body, deps.blocked())
  if (!checked.ok) return fail(422, checked.errors)

  const tracking = { ...submission.tracking } as Record<string, string>
  const lead = {
    formId,
    page,
    values: checked.values,
    tracking,
    userAgent: cleanUserAgent(headers.get('user-agent')),
    // DESIGN §5a: a provider form's submission reaches the site only when it did not go through
    // the provider (the provider failed in the browser, or there was no JavaScript). The server
    // decides, not the browser: no request can claim a lead was routed.
    routed: form.viaProvider ? false : null,
    idempotencyKey,
    requestHash: submissionHash({ formId, page, values: checked.values, tracking }),
  }
  const dropReason = dropReasonOf(kind, submission, headers, config)
  let saved: SaveOutcome
  try {
    if (!dropReason) saved = await store.saveLead(lead)
    else if (idempotencyKey === null) saved = { outcome: 'created', id: randomUUID() }
    else saved = await store.saveDroppedKey({ idempotencyKey, requestHash: lead.requestHash })
  } catch (error) {
    if (isStoreBusy(error)) return storeBusy(error)
    log(`[leads] store write failed: ${errorCode(error)}`)
    return fail(503, { _form: INTAKE_MESSAGES.unavailable }, { 'Retry-After': '30' })
  }
  if (saved.outcome === 'conflict') {
    log(`[leads] idempotency key reused with a different submission: form=${formId}`)
    return errorResponse(422, { _form: INTAKE_MESSAGES.keyReused })
  }
  if (dropReason && saved.outcome === 'created') {
    // Answered like a stored lead below; counted once per submission, not per replay.
    log(`[leads] dropped submission: reason=${dropReason} form=${formId}`)
    await store
      .countDropped(formId, dropReason)
      .catch((error: unknown) => log(`[leads] drop counter: ${errorCode(error)}`))
  } else if (saved.outcome === 'created') deps.onStored?.(saved.id)
  if (kind === 'form') return seeOther(page, { formId, result: 'success' })
  return saved.outcome === 'created'
    ? json(201, { status: 'success', id: saved.id })
    : json(200, { status: 'success', id: saved.id }, { 'Idempotent-Replayed': 'true' })
}

/** A name that may go into a redirect's `fields` (CMS field names are slugs). */
const FIELD_NAME = /^[A-Za-z0-9_.-]{1,100}$/

/** The form and page a urlencoded body names, when both are usable for a redirect. */
function formRedirectTarget(value: unknown): { formId: string; page: string } | null {
  const { formId, page } = value as Record<string, unknown>
  if (typeof formId !== 'string' || !FORM_ID_FORMAT.test(formId)) return null
  if (typeof page !== 'string' || !isValidPage(page)) return null
  return { formId, page }
}

function cleanUserAgent(value: string | null): string | null {
  if (!value) return null
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, USER_AGENT_MAX)
  return cleaned || null
}
