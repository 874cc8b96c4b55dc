import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { isValidPreviewSecret } = await import('./previewSecret')

describe('isValidPreviewSecret (DESIGN §4.6)', () => {
  it('accepts only the configured secret', () => {
    expect(isValidPreviewSecret('s3cret', 's3cret')).toBe(true)
    expect(isValidPreviewSecret('s3cres', 's3cret')).toBe(false)
    expect(isValidPreviewSecret('s3cret-longer', 's3cret')).toBe(false)
  })
  it('refuses everything when no secret is configured or none is presented', () => {
    expect(isValidPreviewSecret('anything', undefined)).toBe(false)
    expect(isValidPreviewSecret('', '')).toBe(false)
    expect(isValidPreviewSecret(null, 's3cret')).toBe(false)
  })
})
