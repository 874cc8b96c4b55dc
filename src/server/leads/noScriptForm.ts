import 'server-only'
// Issue 48: the form without JavaScript (DESIGN §4.3). Its action is a server function
// (formAction.ts); the browser posts the form to the form's own page and Next hands the fields
// here, then renders the page again for the POST with what this returns as the form's state
// (useActionState in CmsForm.tsx). The fields go through exactly the intake's rules (acceptLead):
// shape, rate limit, the form's field rules, honeypot and the server-issued stamp
// (formStamp.ts), and the store. What comes back: success, or the refusal with its messages and
// the values as sent, so the page shows the form filled in again. Nothing here ends in a 5xx: a
// post that names no form of the site is a 404 (the proxy already refuses a malformed one, 400).
import { notFound } from 'next/navigation'
import { META_KEYS, type NoScriptOutcome } from '@/leads/leadContract'
import { errorCode } from './db'
import { acceptLead, INTAKE_MESSAGES, type IntakeDeps } from './intake'
import { isSameOrigin } from './request'
import {
  FORM_ID_FORMAT,
  MAX_KEYS,
  MAX_KEY_LENGTH,
  MAX_STRING_LENGTH,
  SHAPE_MESSAGES,
} from './validate'

/** The fields React and Next add to a form whose action is a server function. */
const ACTION_FIELD = /^\$ACTION_/

/** Characters a value sent back into the page never carries (as the shape check refuses them). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * The text fields of the post, first value of each name, without the action's own fields, with
 * line breaks as the form with JavaScript sends them.
 */
export function formFields(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, value] of data) {
    if (ACTION_FIELD.test(key) || typeof value !== 'string') continue
    // A browser sends a textarea's line breaks as CRLF; the form with JavaScript sends what the
    // field holds (LF), which is also what its length limit counts.
    if (!Object.hasOwn(fields, key)) fields[key] = value.replace(/\r\n?/g, '\n')
  }
  return fields
}

/**
 * The visitor's values to fill the form in with again: the fields' own (no meta key, no honeypot),
 * capped as the shape check caps them, control characters dropped.
 */
export function valuesToKeep(fields: Readonly<Record<string, string>>): Record<string, string> {
  const meta = new Set<string>(Object.values(META_KEYS))
  const kept: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields).slice(0, MAX_KEYS)) {
    if (meta.has(key) || key.length > MAX_KEY_LENGTH) continue
    kept[key] = value.slice(0, MAX_STRING_LENGTH).replace(CONTROL, '')
  }
  return kept
}

/** Takes one post of the form without JavaScript; returns the form's new state. */
export async function takeFormPost(
  data: FormData,
  headers: Headers,
  deps: IntakeDeps,
): Promise<NoScriptOutcome> {
  // The proxy lets the form's own fields through only; anything else is no form of the site.
  if (!(data instanceof FormData)) notFound()
  const fields = formFields(data)
  const formId = fields[META_KEYS.formId]
  // The proxy (src/proxy.ts) refuses these before Next reads the post; this is the same rule for
  // a server without it.
  if (!formId || !FORM_ID_FORMAT.test(formId) || !isSameOrigin(headers, deps.config)) notFound()
  const refused = (errors: Record<string, string>): NoScriptOutcome => ({
    formId,
    result: 'error',
    errors,
    values: valuesToKeep(fields),
  })
  let result: Awaited<ReturnType<typeof acceptLead>>
  try {
    result = await acceptLead({ kind: 'form', body: fields, headers, idempotencyKey: null }, deps)
  } catch (error) {
    // A bug, not bad input: the form says it could not be sent, as after a 5xx with JavaScript.
    ;(deps.log ?? console.error)(`[leads] unexpected error: ${errorCode(error)}`)
    return refused({ _form: INTAKE_MESSAGES.unexpected })
  }
  if (result.ok) return { formId, result: 'success' }
  // No such form on this site: nothing on the page could show the answer.
  if (result.errors[META_KEYS.formId] === SHAPE_MESSAGES.unknownForm) notFound()
  return refused(result.errors)
}
