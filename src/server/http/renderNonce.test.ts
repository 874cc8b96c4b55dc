import { describe, expect, it } from 'vitest'
import { documentNonce, RENDER_NONCE_MS } from './renderNonce'

describe('documentNonce', () => {
  it('gives every request that cannot share a render a nonce of its own', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => documentNonce(null)))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/)
  })

  it('gives the visits that may share one render its nonce, for RENDER_NONCE_MS at most', () => {
    const start = 1_000_000
    const first = documentNonce('/pricing.html:1:2:3', start)
    expect(documentNonce('/pricing.html:1:2:3', start + 200)).toBe(first)
    expect(documentNonce('/about.html:1:2:3', start + 200)).not.toBe(first)
    expect(documentNonce(null, start + 200)).not.toBe(first)
    // A render that has not been stored by then (an outage): the next visits get a new one.
    const later = documentNonce('/pricing.html:1:2:3', start + RENDER_NONCE_MS)
    expect(later).not.toBe(first)
    expect(documentNonce('/pricing.html:1:2:3', start + RENDER_NONCE_MS + 1)).toBe(later)
  })
})
