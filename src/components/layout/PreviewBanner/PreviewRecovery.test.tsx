// @vitest-environment jsdom
// The draft-mode recovery notice's own clock (src/app/PreviewErrorBoundary.tsx gives it the
// delay): the wait it names and the try it makes by itself. On the browser's real clock a story
// cannot read "in 1 second" before a 1 s timer fires on a busy machine; here the clock is fake.
// And its focus when shown again after a press on "Try again now" (no timer involved).
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteThemeProvider } from '@/theme/SiteThemeProvider'
import { PreviewRecovery } from './PreviewRecovery'

vi.mock('next/navigation', () => ({ usePathname: () => '/pricing' }))

afterEach(() => {
  vi.useRealTimers()
})

function renderNotice(retryInMs: number) {
  vi.useFakeTimers()
  const onRetry = vi.fn()
  render(<PreviewRecovery onRetry={onRetry} retryInMs={retryInMs} />, {
    wrapper: SiteThemeProvider,
  })
  return { onRetry, alert: screen.getByRole('alert') }
}

describe('PreviewRecovery', () => {
  it('names the wait in whole seconds, one second in the singular', () => {
    expect(renderNotice(1000).alert).toHaveProperty(
      'textContent',
      expect.stringContaining('tries again by itself in 1 second and'),
    )
  })

  it('tries again by itself when the wait is over, not before, and says so', () => {
    const { onRetry, alert } = renderNotice(30_000)
    expect(alert.textContent).toContain('in 30 seconds')
    act(() => vi.advanceTimersByTime(29_999))
    expect(onRetry).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onRetry).toHaveBeenCalledExactlyOnceWith({ hadFocus: false })
    expect(alert.textContent).toContain('Trying again…')
    // One try at a time: no second call while it runs.
    act(() => vi.advanceTimersByTime(60_000))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shown again after a press on "Try again now", has the focus there, and says so on the next press', () => {
    const onRetry = vi.fn()
    render(<PreviewRecovery onRetry={onRetry} retryInMs={30_000} announce={false} focusRetry />, {
      wrapper: SiteThemeProvider,
    })
    const button = screen.getByRole('button', { name: 'Try again now' })
    expect(document.activeElement).toBe(button)
    act(() => button.click())
    expect(onRetry).toHaveBeenCalledExactlyOnceWith({ hadFocus: true })
  })
})
