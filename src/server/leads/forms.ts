import 'server-only'
// DESIGN §4.3: the server validates against the form as the CMS defines it, read by formId. The
// definitions are kept for a minute, so a burst of submissions costs one content query per form
// and an editor's change (a new field, a field made optional) applies within a minute.
import { toLeadFields } from '@/leads/leadContract'
import type { LeadField } from '@/leads/leadRules'
import { FORM_RULES_QUERY } from '@/sanity/queries'
import { sanityFetch } from '@/sanity/fetch'

const TTL_MS = 60_000
/** Bounds the cache under a flood of made-up form ids (which are cached as "no such form"). */
const MAX_ENTRIES = 500

/** What the intake needs to know of a form. */
export interface FormRules {
  fields: readonly LeadField[]
  /**
   * `defaultDotComForm`: the form is meant to go through the form-routing provider, so a
   * submission of it that reaches the site was not routed (DESIGN §5a; the intake marks it).
   */
  viaProvider: boolean
}

interface Entry {
  at: number
  form: Promise<FormRules | null>
}

const cache = new Map<string, Entry>()

async function fetchForm(formId: string): Promise<FormRules | null> {
  // Published content only: a draft form is not live, and drafts never decide what is accepted.
  const form = await sanityFetch({
    query: FORM_RULES_QUERY,
    params: { id: formId },
    tags: ['formDocument'],
  })
  return form
    ? { fields: toLeadFields(form.fields), viaProvider: form.defaultDotComForm === true }
    : null
}

export function loadFormRules(formId: string, now = Date.now()): Promise<FormRules | null> {
  const hit = cache.get(formId)
  if (hit && now - hit.at < TTL_MS) return hit.form
  if (cache.size >= MAX_ENTRIES) cache.clear()
  const form = fetchForm(formId)
  cache.set(formId, { at: now, form })
  // A failed read is not remembered: the next submission asks the content source again.
  form.catch(() => cache.delete(formId))
  return form
}
