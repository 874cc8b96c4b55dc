// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_DEFER_MS, onFirstInteractionOrIdle } from './scripts'

describe('onFirstInteractionOrIdle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits past the load event for the deferral when the visitor does nothing', () => {
    const callback = vi.fn()
    onFirstInteractionOrIdle(callback) // jsdom's document has already loaded
    vi.advanceTimersByTime(ANALYTICS_DEFER_MS - 1)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2001) // the idle callback's own timeout at the latest
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs at once on the first interaction, and only once', () => {
    const callback = vi.fn()
    onFirstInteractionOrIdle(callback)
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(ANALYTICS_DEFER_MS * 3)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled (consent withdrawn first)', () => {
    const callback = vi.fn()
    const cancel = onFirstInteractionOrIdle(callback)
    cancel()
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(ANALYTICS_DEFER_MS * 3)
    expect(callback).not.toHaveBeenCalled()
  })
})
