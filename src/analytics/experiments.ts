// SPEC §3 Experiment assignment (issue 11, items 4–5): the payload the experimentation script
// reports when it applies a treatment, and the user properties it becomes on the analytics
// identity. Pure.

export interface TreatmentPayload {
  userToken: string
  inGlobalHoldout: boolean
  holdoutExperimentId?: string | null
  experimentId: string
  variantId: string
  isBaseline: boolean
}

const id = (value: unknown): string | null =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number'
    ? String(value).trim()
    : null

/**
 * The payload of a treatment event, checked: null for anything a script could send that is not
 * one (missing ids, wrong types), so a malformed event sets no property.
 */
export function parseTreatment(detail: unknown): TreatmentPayload | null {
  if (!detail || typeof detail !== 'object') return null
  const d = detail as Record<string, unknown>
  const userToken = id(d.userToken)
  const experimentId = id(d.experimentId)
  const variantId = id(d.variantId)
  if (!userToken || !experimentId || !variantId) return null
  return {
    userToken,
    inGlobalHoldout: d.inGlobalHoldout === true,
    holdoutExperimentId: id(d.holdoutExperimentId),
    experimentId,
    variantId,
    isBaseline: d.isBaseline === true,
  }
}

/**
 * The user properties of one treatment: the user token, the global-holdout flag and one property
 * per experiment, keyed by the holdout experiment id when there is one and otherwise by the
 * experiment id. Its value is `holdout_{variant}` when the user is in a holdout (an experiment's
 * or the global one), else `baseline_{variant}` for the baseline, else `{variant}`.
 */
export function experimentPersonProperties(payload: TreatmentPayload): Record<string, unknown> {
  const inHoldout = Boolean(payload.holdoutExperimentId) || payload.inGlobalHoldout
  const key = payload.holdoutExperimentId || payload.experimentId
  const value = inHoldout
    ? `holdout_${payload.variantId}`
    : payload.isBaseline
      ? `baseline_${payload.variantId}`
      : payload.variantId
  return {
    userToken: payload.userToken,
    inGlobalHoldout: payload.inGlobalHoldout,
    [key]: value,
  }
}
