// SPEC §2 Content-managed form block and §3 Field: presentation rules of a CMS field that do not
// need React (autocomplete tokens, input attributes). DESIGN §4.4 wants every person and company
// field to carry its autocomplete token, so browsers and password managers can fill them in.

export interface FieldLike {
  fieldName?: { current?: string | null } | null
  fieldTitle?: string | null
  type?: string | null
}

/** WHATWG autofill tokens the lead forms use. */
export type AutocompleteToken =
  'given-name' | 'family-name' | 'name' | 'email' | 'organization' | 'organization-title' | 'tel'

const RULES: readonly [RegExp, AutocompleteToken][] = [
  [/\b(first|given|fore)[\s_-]*name\b|^first$/, 'given-name'],
  [/\b(last|family|sur)[\s_-]*name\b|^last$|\bsurname\b/, 'family-name'],
  // Before 'name', so that "Company name" is an organization.
  [/\b(company|organi[sz]ation|employer|business)\b/, 'organization'],
  [/\b(job[\s_-]*title|role|position)\b/, 'organization-title'],
  [/\b(phone|telephone|mobile|tel)\b/, 'tel'],
  [/\bname\b/, 'name'],
]

/** 'firstName' -> 'first name', 'work_email' -> 'work email' (so word rules match both). */
function words(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim()
}

/**
 * The field's autocomplete token, from its type (every e-mail field is 'email') and else from its
 * name, then its label; undefined when nothing fits (a message, a team size) so the browser does
 * not offer unrelated saved values.
 */
export function autocompleteToken(field: FieldLike): AutocompleteToken | undefined {
  if (field.type === 'email') return 'email'
  if (field.type !== 'text') return undefined
  for (const source of [words(field.fieldName?.current), words(field.fieldTitle)]) {
    if (!source) continue
    for (const [pattern, token] of RULES) if (pattern.test(source)) return token
  }
  return undefined
}
