// @vitest-environment jsdom
// Issue 11, item 7: the consent hooks. The server and the hydrating client agree (no choice is
// known there), then the hooks follow the stored choice.
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetConsentForTests, saveConsentChoice, type ConsentMode } from './consent'
import { useConsentChoice, useTrackingAllowed } from './useConsent'

afterEach(() => {
  resetConsentForTests()
  localStorage.clear()
  vi.unstubAllGlobals()
})

function Probe({ mode }: { mode: ConsentMode }) {
  const allowed = useTrackingAllowed(mode)
  const choice = useConsentChoice()
  return <p data-testid="probe">{`${allowed ? 'allowed' : 'blocked'} ${choice ?? 'none'}`}</p>
}

const probe = () => screen.getByTestId('probe').textContent

describe('useTrackingAllowed and useConsentChoice', () => {
  it.each([
    ['off', 'allowed none'],
    ['opt-in', 'blocked none'],
    ['opt-out', 'blocked none'],
  ] as const)('on the server in %s: %s', (mode, text) => {
    // A stored choice in this jsdom must not reach the server snapshot.
    saveConsentChoice('granted')
    expect(renderToString(<Probe mode={mode} />)).toContain(text)
  })

  it('hydrates the server HTML without a mismatch, then shows the stored choice', async () => {
    const html = renderToString(<Probe mode="opt-out" />)
    saveConsentChoice('denied')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverable = vi.fn()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <Probe mode="opt-out" />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    expect(container.textContent).toBe('blocked denied')
    act(() => root?.unmount())
    container.remove()
    error.mockRestore()
  })

  it('follows the choice in opt-in: blocked until granted', () => {
    render(<Probe mode="opt-in" />)
    expect(probe()).toBe('blocked none')
    act(() => saveConsentChoice('granted'))
    expect(probe()).toBe('allowed granted')
    act(() => saveConsentChoice('denied'))
    expect(probe()).toBe('blocked denied')
  })

  it('follows the choice in opt-out: allowed until declined', () => {
    render(<Probe mode="opt-out" />)
    expect(probe()).toBe('allowed none')
    act(() => saveConsentChoice('denied'))
    expect(probe()).toBe('blocked denied')
  })

  it('is always allowed in off mode', () => {
    saveConsentChoice('denied')
    render(<Probe mode="off" />)
    expect(probe()).toBe('allowed denied')
  })
})
