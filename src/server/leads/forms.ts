import 'server-only'
// DESIGN §4.3: the server validates against the form as the CMS defines it, read by formId. The
// definitions are kept for a minute, so a burst of submissions costs one content query per form
// and an editor's change (a new field, a field made optional) applies within a minute.
import { toLeadFields } from '@/lib/leadContract'
import type { LeadField } from '@/lib/leadRules'
import { FORM_RULES_QUERY } from '@/sanity/queries'
import { sanityFetch } from '@/sanity/fetch'

const TTL_MS = 60_000
/** Bounds the cache under a flood of made-up form ids (which are cached as "no such form"). */
const MAX_ENTRIES = 500

interface Entry {
  at: number
  fields: Promise<readonly LeadField[] | null>
}

const cache = new Map<string, Entry>()

async function fetchForm(formId: string): Promise<readonly LeadField[] | null> {
  // Published content only: a draft form is not live, and drafts never decide what is accepted.
  const form = await sanityFetch({
    query: FORM_RULES_QUERY,
    params: { id: formId },
    tags: ['formDocument'],
  })
  return form ? toLeadFields(form.fields) : null
}

export function loadFormFields(
  formId: string,
  now = Date.now(),
): Promise<readonly LeadField[] | null> {
  const hit = cache.get(formId)
  if (hit && now - hit.at < TTL_MS) return hit.fields
  if (cache.size >= MAX_ENTRIES) cache.clear()
  const fields = fetchForm(formId)
  cache.set(formId, { at: now, fields })
  // A failed read is not remembered: the next submission asks the content source again.
  fields.catch(() => cache.delete(formId))
  return fields
}
