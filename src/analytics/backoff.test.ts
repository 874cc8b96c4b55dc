import { describe, expect, it } from 'vitest'
import { backoffDelays, retryWithBackoff } from './backoff'

describe('backoffDelays', () => {
  it('starts at 500 ms and doubles each time, a bounded number of times', () => {
    expect(backoffDelays()).toEqual([500, 1000, 2000, 4000, 8000])
    expect(backoffDelays(3, 100)).toEqual([100, 200, 400])
    expect(backoffDelays(0)).toEqual([])
  })
})

describe('retryWithBackoff', () => {
  it('waits 500 ms, 1 s, 2 s between failures and returns the first success', async () => {
    const waits: number[] = []
    let tries = 0
    const value = await retryWithBackoff(
      async () => {
        tries++
        if (tries < 4) throw new Error('CDN down')
        return 'loaded'
      },
      { sleep: async (ms) => void waits.push(ms) },
    )
    expect(value).toBe('loaded')
    expect(waits).toEqual([500, 1000, 2000])
  })

  it('gives up with null after the last retry, never throwing', async () => {
    const waits: number[] = []
    const value = await retryWithBackoff(
      async () => {
        throw new Error('blocked')
      },
      { retries: 3, sleep: async (ms) => void waits.push(ms) },
    )
    expect(value).toBeNull()
    expect(waits).toEqual([500, 1000, 2000])
  })

  it('stops retrying once cancelled', async () => {
    let tries = 0
    let cancelled = false
    const value = await retryWithBackoff(
      async () => {
        tries++
        cancelled = true
        throw new Error('x')
      },
      { sleep: async () => {}, cancelled: () => cancelled },
    )
    expect(value).toBeNull()
    expect(tries).toBe(1)
  })
})
