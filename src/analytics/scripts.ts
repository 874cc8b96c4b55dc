// Third-party scripts by address (DESIGN §4.8): added to the page once, async, never in the
// critical path. The page's Content-Security-Policy allows exactly the configured hosts.

/** Loads a script once; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string, id: string): Promise<void> {
  const existing = document.getElementById(id)
  if (existing) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.id = id
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove() // a retry adds it again
      reject(new Error(`${src} did not load`))
    }
    document.head.appendChild(script)
  })
}

/** Runs `callback` after the window's load event, or now when the page has already loaded. */
export function afterWindowLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback()
    return () => {}
  }
  window.addEventListener('load', callback, { once: true })
  return () => window.removeEventListener('load', callback)
}

/**
 * Runs `callback` once the page has loaded and the main thread is idle (at most `timeoutMs`
 * later), so a library's parse and start never compete with the page's own first paint and
 * hydration.
 */
export function whenIdleAfterLoad(callback: () => void, timeoutMs = 3000): () => void {
  let cancelIdle = () => {}
  const cancelLoad = afterWindowLoad(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(callback, 1)
      cancelIdle = () => clearTimeout(handle)
    }
  })
  return () => {
    cancelLoad()
    cancelIdle()
  }
}
