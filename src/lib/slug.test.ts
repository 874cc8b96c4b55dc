import { describe, expect, it } from 'vitest'
import { headingId, headingSlug } from './slug'

describe('heading anchors (SPEC §2 Rich-text content)', () => {
  it('slugs h1/h2 text: lowercased, punctuation and spaces become single hyphens', () => {
    expect(headingSlug('Why agents? Ship faster!')).toBe('why-agents-ship-faster')
    expect(headingSlug('  Café & Crème ')).toBe('cafe-creme')
  })
  it('makes other heading ids by lowercasing and replacing spaces with hyphens', () => {
    expect(headingId('Build With Agent 3')).toBe('build-with-agent-3')
  })
})
