import 'server-only'
// DESIGN §4.3: the lead intake, for both ways a form is sent. POST /api/formSubmit takes the JSON a
// form with JavaScript posts (handleFormSubmit); a form without JavaScript posts itself to its own
// page, where a server function hands the fields to the same intake (acceptLead, through
// noScriptForm.ts, issue 48). Checks run cheapest first (origin, type, size, shape) so junk never
// reaches the database; a lead is answered as stored only after its transaction commits. The bot
// checks (honeypot, time-to-submit) come after the field rules, and a dropped submission is
// answered exactly as a stored one, replays included (issue 33): a bot learns nothing from it.
// Bad input always gets a 4xx naming the problem; only a store outage is a 5xx.
// No value of a lead is ever logged: log lines carry ids, form ids, reasons and error codes.
import { createHash, randomUUID } from 'node:crypto'
import { IDEMPOTENCY_HEADER, type LeadResponse } from '@/leads/leadContract'
import type { DomainList } from '@/leads/leadRules'
import type { LeadsConfig } from './config'
import { errorCode } from './db'
import { cookieValue, FORM_STAMP_COOKIE, formStampAge } from './formStamp'
import type { FormRules } from './forms'
import { clientAddress, forwardedHops, isSameOrigin, readBody } from './request'
import type { DropReason, LeadStore, SaveOutcome } from './store'
import { isStoreBusy } from './storeThread'
import { checkFields, isValidPage, parseShape, SHAPE_MESSAGES, submissionHash } from './validate'

/** Seconds a submission refused by a busy store is told to wait (src/components/forms/CmsForm/leadSubmit.ts retries). */
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
  contentType: 'Send the form as application/json (UTF-8)',
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

/**
 * How a submission came: `json`, the form with JavaScript (POST /api/formSubmit); `form`, the form
 * without JavaScript, posted to its page and handed over by a server function (noScriptForm.ts).
 */
export type SubmissionKind = 'json' | 'form'

/** A submission once its transport has been dealt with: the body as an object, and the request's headers. */
export interface Submission {
  kind: SubmissionKind
  /** The parsed body (JSON), or the form's text fields (a post without JavaScript). */
  body: unknown
  headers: Headers
  /** The JSON client's Idempotency-Key; a post without JavaScript sends none. */
  idempotencyKey: string | null
}

/** What the intake made of a submission, whichever way it came. */
export type IntakeResult =
  | { ok: true; id: string; replayed: boolean }
  | {
      ok: false
      status: 400 | 422 | 429 | 503
      /** Messages keyed by field name; '_form' for the submission as a whole. */
      errors: Record<string, string>
      /** Retry-After and the like, for an HTTP answer. */
      headers?: Record<string, string>
    }

const NO_STORE = { 'Cache-Control': 'no-store' }

function json(status: number, body: LeadResponse, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

const errorResponse = (status: number, errors: Record<string, string>, headers = {}) =>
  json(status, { status: 'error', errors }, headers)

/** True for `application/json`, with no charset or UTF-8. */
function isJson(contentType: string | null): boolean {
  const [type = '', ...params] = (contentType ?? '').split(';').map((part) => part.trim())
  const charset = params
    .map((param) => /^charset=(.*)$/i.exec(param)?.[1])
    .find((value) => value !== undefined)
  if (charset !== undefined && !/^"?utf-8"?$/i.test(charset)) return false
  return type.toLowerCase() === 'application/json'
}

/**
 * The stamp of a post without JavaScript (formStamp.ts): its age when genuine, else null, and an
 * idempotency key for the post. A browser that reloads the answer to a post sends the same body
 * with the same stamp again; the key (stamp and content together) makes that a replay of the lead
 * it stored, while anything else sent under the same stamp is a submission of its own.
 */
function noScriptStamp(headers: Headers, config: LeadsConfig, requestHash: string) {
  const stamp = cookieValue(headers.get('cookie'), FORM_STAMP_COOKIE)
  const age = formStampAge(stamp, config.formStampKey, Date.now())
  if (age === null || stamp === null) return { age: null, key: null }
  const digest = createHash('sha256').update(`${stamp}\n${requestHash}`).digest('hex')
  return { age, key: `nojs:${digest}` }
}

/**
 * DESIGN §4.3 honeypot and minimum time-to-submit. A JSON post must say how long its form was on
 * screen (the site's form always does; a missing `_elapsedMs` is a script posting straight to the
 * endpoint). A post without JavaScript is timed by the server-issued stamp (formStamp.ts).
 */
function dropReasonOf(
  submission: { honeypot: string; elapsedMs: number | null },
  config: LeadsConfig,
): DropReason | null {
  if (submission.honeypot.trim() !== '') return 'honeypot'
  const { elapsedMs } = submission
  return elapsedMs === null || elapsedMs < config.minElapsedMs ? 'too_fast' : null
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
  const headers = request.headers
  if (!isSameOrigin(headers, deps.config)) {
    return errorResponse(403, { _form: INTAKE_MESSAGES.crossOrigin })
  }
  // Issue 48: the form without JavaScript posts to its own page now (noScriptForm.ts), so this
  // endpoint takes JSON only.
  if (!isJson(headers.get('content-type'))) {
    return errorResponse(
      415,
      { _form: INTAKE_MESSAGES.contentType },
      { 'Accept-Post': 'application/json' },
    )
  }
  const idempotencyKey = headers.get(IDEMPOTENCY_HEADER)
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
  let body: unknown
  try {
    body = JSON.parse(read.text) as unknown
  } catch {
    return errorResponse(400, { _form: INTAKE_MESSAGES.badJson })
  }
  const result = await acceptLead({ kind: 'json', body, headers, idempotencyKey }, deps)
  if (!result.ok) return errorResponse(result.status, result.errors, result.headers)
  return result.replayed
    ? json(200, { status: 'success', id: result.id }, { 'Idempotent-Replayed': 'true' })
    : json(201, { status: 'success', id: result.id })
}

/**
 * The intake's rules for a submission whose transport is done: shape, rate limit, the form's
 * field rules, the bot checks, and the store. Never throws for bad input.
 */
export async function acceptLead(
  { kind, body, headers, idempotencyKey }: Submission,
  deps: IntakeDeps,
): Promise<IntakeResult> {
  const { config } = deps
  const log = deps.log ?? console.error
  const fail = (
    status: 400 | 422 | 429 | 503,
    errors: Record<string, string>,
    extra?: Record<string, string>,
  ): IntakeResult => ({ ok: false, status, errors, ...(extra ? { headers: extra } : {}) })

  const shape = parseShape(body)
  if (!shape.ok) return fail(400, shape.errors)
  const submission = shape.submission
  if (!isValidPage(submission.page)) return fail(422, { page: SHAPE_MESSAGES.page })
  const { formId, page } = submission

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
  const requestHash = submissionHash({ formId, page, values: checked.values, tracking })
  const stamp = kind === 'form' ? noScriptStamp(headers, config, requestHash) : null
  const key = stamp ? stamp.key : idempotencyKey
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
    idempotencyKey: key,
    requestHash,
  }
  const dropReason = dropReasonOf(
    { honeypot: submission.honeypot, elapsedMs: stamp ? stamp.age : submission.elapsedMs },
    config,
  )
  let saved: SaveOutcome
  try {
    if (!dropReason) saved = await store.saveLead(lead)
    else if (key === null) saved = { outcome: 'created', id: randomUUID() }
    else saved = await store.saveDroppedKey({ idempotencyKey: key, requestHash })
  } catch (error) {
    if (isStoreBusy(error)) return storeBusy(error)
    log(`[leads] store write failed: ${errorCode(error)}`)
    return fail(503, { _form: INTAKE_MESSAGES.unavailable }, { 'Retry-After': '30' })
  }
  if (saved.outcome === 'conflict') {
    log(`[leads] idempotency key reused with a different submission: form=${formId}`)
    return fail(422, { _form: INTAKE_MESSAGES.keyReused })
  }
  if (dropReason && saved.outcome === 'created') {
    // Answered like a stored lead below; counted once per submission, not per replay.
    log(`[leads] dropped submission: reason=${dropReason} form=${formId}`)
    await store
      .countDropped(formId, dropReason)
      .catch((error: unknown) => log(`[leads] drop counter: ${errorCode(error)}`))
  } else if (saved.outcome === 'created') deps.onStored?.(saved.id)
  return { ok: true, id: saved.id, replayed: saved.outcome !== 'created' }
}

function cleanUserAgent(value: string | null): string | null {
  if (!value) return null
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, USER_AGENT_MAX)
  return cleaned || null
}
