import 'server-only'
// Group commit for the leads store. PGlite is one Postgres session (on a thread of its own) and
// every statement costs a fixed ~0.3-0.7 ms however small, so submissions that arrive together
// are written together: while one batch is being written the next one gathers, and an idle server
// writes a lone submission at once. One statement per batch also saves round trips to PostgreSQL.

interface Pending<I, O> {
  item: I
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

export interface Batcher<I, O> {
  push(item: I): Promise<O>
}

/**
 * `run` answers one result per item, in order. When a whole batch fails, its items are retried
 * one by one, so a single item the store refuses cannot fail the submissions batched with it;
 * unless `failsAll(error)`: the store itself turned the batch away (busy, DESIGN §5a), so that
 * batch and every item waiting behind it fail at once, each caller having waited no longer than
 * one store call, instead of queueing for one call after another.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  maxBatch = 100,
  failsAll: (error: unknown) => boolean = () => false,
): Batcher<I, O> {
  const queue: Pending<I, O>[] = []
  let busy = false

  /** Settles a batch; the store's error when it turned it away (it and the queue failed). */
  async function settle(batch: Pending<I, O>[]): Promise<{ turnedAway: unknown } | null> {
    try {
      const results = await run(batch.map((entry) => entry.item))
      batch.forEach((entry, index) => entry.resolve(results[index] as O))
      return null
    } catch (error) {
      if (failsAll(error)) {
        for (const entry of [...batch, ...queue.splice(0)]) entry.reject(error)
        return { turnedAway: error }
      }
      if (batch.length === 1) {
        batch[0]?.reject(error)
        return null
      }
      for (const [index, entry] of batch.entries()) {
        const away = await settle([entry])
        if (!away) continue
        // Turned away one by one too: the rest of the batch fails at once as well.
        for (const rest of batch.slice(index + 1)) rest.reject(away.turnedAway)
        return away
      }
      return null
    }
  }

  function pump() {
    if (busy || queue.length === 0) return
    busy = true
    // setImmediate: requests read in the same turn of the event loop join this batch.
    setImmediate(async () => {
      const batch = queue.splice(0, maxBatch)
      await settle(batch)
      busy = false
      pump()
    })
  }

  return {
    push: (item) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        pump()
      }),
  }
}
