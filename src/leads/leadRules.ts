// SPEC §5 Validation rules, §8 error catalogue; DESIGN §4.2-4.4. The one rule module the browser
// form and the /api/formSubmit server share: no React, no DOM, no I/O. The blocked-domain list is
// passed in (the client loads the free-mail/ISP list lazily, the server holds the full list).

/** The four field kinds a CMS form can hold (SPEC §3 Field.type). */
export type LeadFieldType = 'email' | 'text' | 'textarea' | 'dropdown'

/** A form field as the rules need it: a CMS field (SPEC §3 Field) reduced to plain values. */
export interface LeadField {
  /** The key the value is submitted under (`fieldName.current`). */
  name: string
  type: LeadFieldType
  /** SPEC §3: default true. */
  required?: boolean | null
  /** SPEC §3: when not true, free-mail, ISP and disposable domains are refused. */
  allowFreeEmailDomains?: boolean | null
  /** Dropdown choices. */
  options?: readonly string[] | null
}

/** A set of lower-cased domains; `Set<string>` fits. */
export interface DomainList {
  has(domain: string): boolean
}

export const MESSAGES = {
  /** SPEC §5: no visible text for a blank required field; this is read by screen readers. */
  required: 'This field is required',
  email: 'Please enter a valid email address',
  workEmail: 'Please enter a valid work email address',
  option: 'Please choose one of the options',
  tooLong: (max: number) => `Please use at most ${max} characters`,
} as const

/** Longest value accepted per field type (server-enforced, mirrored by `maxLength` in the form). */
export const MAX_LENGTH: Record<LeadFieldType, number> = {
  email: 254,
  text: 200,
  textarea: 5000,
  dropdown: 200,
}

/**
 * SPEC §5 e-mail format, case-insensitive: a local part of letters, digits and . _ % + -, '@', a
 * domain of letters, digits, '.' and '-', a dot and a top-level domain of 2 or more letters.
 */
export const EMAIL_FORMAT = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i

/** SPEC §3: every field is required unless its flag is false. */
export const isRequired = (field: Pick<LeadField, 'required'>): boolean => field.required !== false

/**
 * DESIGN §4.2: list entries and the address are compared trimmed and lower-cased, so the seed's
 * quirks (entries with a trailing space never matching, `someone@GMAIL.com` passing) are gone.
 */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase()
}

/** The lower-cased domain of an address (the part after the last '@'), or '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@')
  return at === -1 ? '' : normaliseDomain(email.slice(at + 1))
}

/** Builds a DomainList from raw list entries (trimmed, lower-cased, blanks dropped). */
export function domainList(entries: Iterable<string>): Set<string> {
  const set = new Set<string>()
  for (const entry of entries) {
    const domain = normaliseDomain(entry)
    if (domain) set.add(domain)
  }
  return set
}

/** True when the address's domain is on the list. */
export function isBlockedEmail(email: string, blocked: DomainList): boolean {
  return blocked.has(emailDomain(email))
}

/**
 * The message for one field's value, or null when it is valid. `blocked` is the list of refused
 * domains; null means "not loaded yet" and skips only the work e-mail rule (the server always
 * applies it).
 */
export function validateField(
  field: LeadField,
  rawValue: unknown,
  blocked: DomainList | null,
): string | null {
  const value = typeof rawValue === 'string' ? rawValue : ''
  const trimmed = value.trim()
  if (trimmed === '') return isRequired(field) ? MESSAGES.required : null
  if (value.length > MAX_LENGTH[field.type]) return MESSAGES.tooLong(MAX_LENGTH[field.type])
  if (field.type === 'dropdown') {
    const options = field.options ?? []
    return options.length === 0 || options.includes(value) ? null : MESSAGES.option
  }
  if (field.type !== 'email') return null
  if (!EMAIL_FORMAT.test(trimmed)) return MESSAGES.email
  if (field.allowFreeEmailDomains !== true && blocked && isBlockedEmail(trimmed, blocked)) {
    return MESSAGES.workEmail
  }
  return null
}

/** Every field's message, keyed by field name; an empty object means the values are valid. */
export function validateLead(
  fields: readonly LeadField[],
  values: Readonly<Record<string, unknown>>,
  blocked: DomainList | null,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const message = validateField(field, values[field.name], blocked)
    if (message) errors[field.name] = message
  }
  return errors
}

/** True when some field refuses free and disposable e-mail domains (the list is needed). */
export function needsWorkEmailList(fields: readonly LeadField[]): boolean {
  return fields.some((field) => field.type === 'email' && field.allowFreeEmailDomains !== true)
}
