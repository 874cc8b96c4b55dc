'use client'
// Issue 12, item 5 (development only): re-renders the open page from the server when
// content/dataset.ndjson is saved (/api/dev/content-events), keeping scroll position and state.
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

export function DevContentRefresh() {
  const router = useRouter()
  useEffect(() => {
    const events = new EventSource('/api/dev/content-events')
    const refresh = () => router.refresh()
    events.addEventListener('content', refresh)
    // The stream reconnects by itself (a server restart, a rebuilt route): catch up on a save
    // made while it was down.
    let opened = false
    events.addEventListener('open', () => {
      if (opened) refresh()
      opened = true
    })
    return () => events.close()
  }, [router])
  return null
}
