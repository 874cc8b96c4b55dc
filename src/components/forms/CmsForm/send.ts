// Everything a submit needs beyond validation, loaded on the first interaction with a form (and
// awaited on submit), so that no page's first-load JS pays for it (issue budget: +6 KB gzip for
// the whole lead capture). SPEC §7 default submission, form-routing provider, file download.
import { sessionStorageOrNull } from '@/analytics/TrackingCapture'
import {
  loadDefaultSdk,
  loadedDefaultSdk,
  submitToDefault,
  toDefaultSubmission,
  type DefaultFormLike,
} from '@/lib/defaultDotCom'
import { startFileDownload } from '@/lib/fileDownload'
import type { LeadField } from '@/lib/leadRules'
import {
  AttemptKeys,
  attemptSignature,
  buildLeadRequest,
  postLead,
  type LeadOutcome,
} from '@/lib/leadSubmit'
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

/** Through the provider, whose script has loaded; rejects with the provider's error. */
export async function sendToProvider(
  form: DefaultFormLike,
  values: Readonly<Record<string, string>>,
): Promise<void> {
  const sdk = loadedDefaultSdk()
  if (!sdk) throw new Error("The form-routing provider's script has not loaded")
  await submitToDefault(
    sdk,
    toDefaultSubmission(form, values, readTracking(sessionStorageOrNull())),
  )
}
