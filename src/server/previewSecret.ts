import 'server-only'
import { timingSafeEqual } from 'node:crypto'

/** Compares a presented preview secret with SANITY_PREVIEW_SECRET in constant time. */
export function isValidPreviewSecret(
  presented: string | null,
  expected: string | undefined,
): boolean {
  if (!presented || !expected) return false
  const a = Buffer.from(presented)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
