// Everything a submit needs beyond validation, loaded on the first interaction with a form (and
// awaited on submit), so that no page's first-load JS pays for it (issue budget: +6 KB gzip for
// the whole lead capture). SPEC §7 default submission, form-routing provider, file download;
// DESIGN §5a (a lead the provider fails to take goes to the site's own intake).
import { sessionStorageOrNull } from '@/analytics/TrackingCapture'
import {
  loadDefaultSdk,
  loadDefaultSdkWithin,
  loadedDefaultSdk,
  submitToDefault,
  toDefaultSubmission,
  type DefaultFormLike,
} from './defaultDotCom'
import { startFileDownload } from './fileDownload'
import { FORM_SUBMIT_PATH } from '@/leads/leadContract'
import type { LeadField } from '@/leads/leadRules'
import {
  AttemptKeys,
  attemptSignature,
  buildLeadRequest,
  postLead,
  type LeadOutcome,
} from './leadSubmit'
import { readTracking } from '@/lib/tracking'

export { loadDefaultSdk, loadedDefaultSdk, startFileDownload }

export interface SendLeadInput {
  fields: readonly LeadField[]
  values: Readonly<Record<string, string>>
  formId: string
  honeypot: string
  elapsedMs: number
  /** The form's attempt keys (one per mounted form). */
  keys: AttemptKeys
}

/** POST /api/formSubmit with the stored tracking parameters and the attempt's Idempotency-Key. */
export function sendLead(input: SendLeadInput): Promise<LeadOutcome> {
  const body = buildLeadRequest({
    fields: input.fields,
    values: input.values,
    tracking: readTracking(sessionStorageOrNull()),
    formId: input.formId,
    page: window.location.pathname,
    honeypot: input.honeypot,
    elapsedMs: input.elapsedMs,
  })
  return postLead(body, input.keys.keyFor(attemptSignature(body)))
}

export const newAttemptKeys = () => new AttemptKeys()

/**
 * A provider form's submit (SPEC §7), and DESIGN §5a, which wins over SPEC §4: no lead is lost to
 * a third party. Through the provider when it takes the lead; when its script cannot load, is
 * still loading after a few seconds, or its submit fails or does not answer in time, the cause is
 * logged and the lead goes to /api/formSubmit exactly as an ordinary form's (the same request and
 * attempt key), where the server stores and relays it marked as not routed. The outcome is then
 * the intake's: success, field errors, or a failure.
 */
export async function sendViaProvider(
  form: DefaultFormLike,
  input: SendLeadInput,
): Promise<LeadOutcome> {
  try {
    const sdk = await loadDefaultSdkWithin()
    const tracking = readTracking(sessionStorageOrNull())
    await submitToDefault(sdk, toDefaultSubmission(form, input.values, tracking))
    // The provider gives the site no id of its own.
    return { kind: 'success', id: '' }
  } catch (error) {
    console.error(
      `The form-routing provider did not take the form "${input.formId}"; it goes to ${FORM_SUBMIT_PATH} instead`,
      error,
    )
    return sendLead(input)
  }
}
