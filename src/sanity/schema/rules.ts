// Shared, pure helpers for the Studio schema: colour and path rules an editor hits while typing.
// Kept free of Sanity imports so they can be unit-tested (and reused by the site) on their own.
import { RESERVED_FIELD_NAMES } from '../../leads/leadContract'
import { isHexColor } from '../../lib/safeValues'

export { isHexColor, validateSafeHref } from '../../lib/safeValues'

/** The Studio message for a redirect's `from` path, or true (issue 9). */
export function validateRedirectFrom(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return typeof value === 'string' && /^\/(?!\/)[^\s?#\\]*$/.test(value)
    ? true
    : 'Use a path on this site starting with a single /, e.g. /features (no spaces, query or #).'
}

/**
 * Validation result for an optional hex colour field: `true` when empty or valid, otherwise the
 * message shown under the field in the Studio.
 */
export function validateHexColor(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return isHexColor(value)
    ? true
    : 'Use a hex colour such as #ec4e02 or #fff (a # followed by 3 or 6 digits 0-9 / letters a-f).'
}

/** Lower-case, ASCII, hyphen-separated words: "Über Pläne!" -> "uber-plane". */
function slugifySegment(segment: string): string {
  return segment
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Page slugs may be nested ("solutions/enterprise"), so '/' is kept as a separator and every
 * segment is slugified on its own. Leading, trailing and repeated slashes are dropped.
 */
export function slugifyPagePath(input: string): string {
  return input.split('/').map(slugifySegment).filter(Boolean).join('/')
}

const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** Validation result for `page.slug.current`. */
export function validatePagePath(value: string | undefined): true | string {
  if (!value) return 'Every page needs a slug: it is the page address.'
  if (value.startsWith('/') || value.endsWith('/'))
    return 'Leave out the leading and trailing "/": write "solutions/enterprise", not "/solutions/enterprise/".'
  if (!PAGE_PATH.test(value))
    return 'Use lower-case letters, digits and hyphens, with "/" between levels (e.g. "solutions/enterprise"). Click "Generate" to fix it from the title.'
  return true
}

/**
 * Form field names are the key a submission is stored under, so they read like code:
 * "First name" -> "firstName", "Company size (employees)" -> "companySizeEmployees".
 */
export function toFieldName(input: string): string {
  const words = input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  return words
    .map((word, index) =>
      index === 0
        ? word.charAt(0).toLowerCase() + word.slice(1)
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('')
    .replace(/^[0-9]+/, '')
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/

/** Validation result for `formField.fieldName.current`. */
export function validateFieldName(value: string | undefined): true | string {
  if (!value) return 'A field name is required: submissions are stored under it.'
  if (!FIELD_NAME.test(value))
    return 'Start with a letter and use only letters, digits and "_" (e.g. "firstName", "work_email").'
  // The submission body already carries these keys (leadContract), so a field cannot use them.
  if (RESERVED_FIELD_NAMES.includes(value))
    return `"${value}" is used by the site for every submission (form id, page or tracking). Choose another field name.`
  return true
}

/** HTML id rule used for `formDocument.gtmFormId` (it becomes the form element's id). */
export function validateHtmlId(value: string | undefined): true | string {
  if (!value) return true
  return /^[A-Za-z][\w-]*$/.test(value)
    ? true
    : 'Start with a letter and use only letters, digits, "-" and "_" (no spaces).'
}

/** "1 link", "3 links", "0 sidebar entries": counts for Studio previews. */
export function countLabel(items: unknown, singular: string, plural = `${singular}s`): string {
  const count = Array.isArray(items) ? items.length : 0
  return `${count} ${count === 1 ? singular : plural}`
}

/** "a · b · c": the parts of a preview subtitle that have a value, in order. */
export function joinParts(parts: readonly unknown[]): string {
  return parts.filter(Boolean).join(' · ')
}
