import { describe, expect, it } from 'vitest'
import {
  captureTracking,
  cleanTrackingValue,
  MAX_TRACKING_LENGTH,
  pickTracking,
  readTracking,
  trackingFromSearch,
} from './tracking'
import { itReturns } from './testing'

/** A sessionStorage stand-in. */
function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  }
}

describe('cleanTrackingValue (SPEC §5)', () => {
  itReturns(cleanTrackingValue, [
    // Letters, digits, - and _ only are kept.
    ['spring_sale-2026', 'spring_sale-2026'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['a b&c=d/é', 'abcd'],
    // Empty, non-string and all-symbol values are dropped.
    ['', null],
    ['!!!', null],
    ['🙂', null],
    [null, null],
    [42, null],
  ])

  it('cuts over-long values', () => {
    expect(cleanTrackingValue('x'.repeat(10_000))).toHaveLength(MAX_TRACKING_LENGTH)
  })
})

describe('trackingFromSearch', () => {
  it('reads the seven SPEC parameters and nothing else', () => {
    const seven =
      'gclid=g1&utm_id=i1&utm_source=s1&utm_medium=m1&utm_campaign=c1&utm_term=t1&utm_content=k1'
    expect(trackingFromSearch(`?${seven}&fbclid=f1&utm_other=o1&ref=r1`)).toEqual({
      gclid: 'g1',
      utm_id: 'i1',
      utm_source: 's1',
      utm_medium: 'm1',
      utm_campaign: 'c1',
      utm_term: 't1',
      utm_content: 'k1',
    })
    expect(
      trackingFromSearch('?gclid=Cj0K.x&utm_source=news%20letter&utm_medium=&ref=evil&utm_term=!'),
    ).toEqual({ gclid: 'Cj0Kx', utm_source: 'newsletter' })
  })

  it('never throws on a malformed query', () => {
    expect(trackingFromSearch('?%E0%A4%A&utm_id=%')).toEqual({})
  })
})

describe('captureTracking / readTracking (sessionStorage)', () => {
  it('stores the landing parameters and reads them back cleaned', () => {
    const storage = memoryStorage()
    captureTracking('?utm_source=ads&utm_campaign=spring', storage)
    captureTracking('?page=2', storage) // a later page without parameters keeps them
    expect(readTracking(storage)).toEqual({ utm_source: 'ads', utm_campaign: 'spring' })
  })

  it('lets a new value replace an old one', () => {
    const storage = memoryStorage()
    captureTracking('?utm_source=ads', storage)
    captureTracking('?utm_source=mail', storage)
    expect(readTracking(storage)).toEqual({ utm_source: 'mail' })
  })

  it('cleans values edited by hand in storage', () => {
    const storage = memoryStorage()
    storage.setItem('fl:tracking:gclid', 'abc"><img>')
    expect(readTracking(storage)).toEqual({ gclid: 'abcimg' })
  })

  it('ignores a missing or failing storage', () => {
    const broken = memoryStorage()
    broken.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    broken.getItem = () => {
      throw new Error('SecurityError')
    }
    expect(() => captureTracking('?gclid=x', broken)).not.toThrow()
    expect(readTracking(broken)).toEqual({})
    expect(readTracking(null)).toEqual({})
    expect(() => captureTracking('?gclid=x', undefined)).not.toThrow()
  })
})

describe('pickTracking (the server view)', () => {
  it('keeps only tracking keys, cleaned', () => {
    expect(pickTracking({ gclid: 'a.b', email: 'x@y.z', utm_term: 42, utm_id: 'ok' })).toEqual({
      gclid: 'ab',
      utm_id: 'ok',
    })
  })
})
