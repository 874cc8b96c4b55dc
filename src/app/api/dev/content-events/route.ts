// Issue 12, item 5: in `npm run dev` on the embedded dataset, saving content/dataset.ndjson shows
// the change in the open browser within a second. This stream (server-sent events) tells every
// open page when the file changes; DevContentRefresh then re-renders the page from the server
// (the embedded source reads the file on every development render). Anywhere else: 404.
import { watch } from 'node:fs'
import { datasetFile } from '@/sanity/embedded'
import { isEmbedded } from '@/sanity/env'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (process.env.NODE_ENV !== 'development' || !isEmbedded) {
    return Response.json({ status: 'error', message: 'Not found.' }, { status: 404 })
  }
  const encoder = new TextEncoder()
  let close = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined
      // An editor's save may be several writes (or a rename): one event once they settle.
      const watcher = watch(datasetFile, () => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          try {
            controller.enqueue(encoder.encode('event: content\ndata: changed\n\n'))
          } catch {
            close()
          }
        }, 50)
      })
      close = () => {
        clearTimeout(timer)
        watcher.close()
        try {
          controller.close()
        } catch {
          // already closed
        }
      }
      request.signal.addEventListener('abort', close)
      controller.enqueue(encoder.encode(': watching the embedded dataset\n\n'))
    },
    cancel() {
      close()
    },
  })
  return new Response(stream, {
    // no-transform: the dev server's compression would hold the events back in its buffer.
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store, no-transform' },
  })
}
