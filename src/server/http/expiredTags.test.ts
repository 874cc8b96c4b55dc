import { afterEach, describe, expect, it } from 'vitest'
import { lastExpiry, recordExpiredTags } from './expiredTags'

const EXPIRED_TAGS = Symbol.for('forgeline.expiredTags')

describe('expired cache tags, for the proxy', () => {
  afterEach(() => {
    delete (globalThis as { [EXPIRED_TAGS]?: unknown })[EXPIRED_TAGS]
  })

  it('answers the latest expiry of any of a page’s tags, and 0 for none', () => {
    expect(lastExpiry(['page:a'])).toBe(0)
    recordExpiredTags(['page:a', 'pageList'], 5_000)
    recordExpiredTags(['siteSettings'], 7_000)
    expect(lastExpiry(['page:a', 'siteSettings', 'header'])).toBe(7_000)
    expect(lastExpiry(['page:b', 'header'])).toBe(0)
  })

  it('keeps the later time when the webhook notes a tag after Next did', () => {
    recordExpiredTags(['page:a'], 5_000)
    recordExpiredTags(['page:a'], 4_999)
    expect(lastExpiry(['page:a'])).toBe(5_000)
  })
})
