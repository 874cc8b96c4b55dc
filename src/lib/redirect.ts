// DESIGN §4.6: draft-mode redirects go to same-origin paths only (no open redirect).

/** True for a path on this site: starts with one '/', no scheme, no protocol-relative '//'. */
export function isSameOriginPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/')) return false
  if (value.startsWith('//') || value.startsWith('/\\')) return false
  // Control characters and backslashes can turn into '//' after browser normalisation.
  return !/[\u0000-\u001f\\]/.test(value)
}
