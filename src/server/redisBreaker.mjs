// Issue 47 item 2, DESIGN §5 ("every call to it is bounded by its timeout"): the Redis page cache's
// handler, bounded. The library's own `timeoutMs` aborts a command through node-redis's
// `withAbortSignal`, which only takes back a command not yet written: one already on the socket of
// a Redis that hangs (SIGSTOP, a dead peer that sent no RST) waits for its answer forever, and the
// client stays "ready" (redisBreaker.test.ts guards this against a real redis-server). So the bound
// is here, one timer per handler call, on the library's documented handler interface:
//
// - Every call (get, set, revalidateTag, delete, prepare: every function the handler has) answers
//   within `timeoutMs`; one that does not is a miss (get: null; a write: dropped).
// - A call that times out, or fails while the client is not connected, opens the breaker: from then
//   on every call is a miss at once (nothing queues behind the stuck connection) until a background
//   PING answers within `timeoutMs` (one probe at a time). A PING that never settles means a
//   connection that will never answer: after `replaceAfterMs` it is closed and a new one made.
// - Tags revalidated while the breaker is open (a publish during the outage) are remembered and
//   sent once Redis answers again, before its entries are read again, so no page the publish
//   expired comes back from Redis.

const TIMED_OUT = Symbol('timed out')

/**
 * @param {object} options
 * @param {() => {
 *   handler: Record<string, unknown>,
 *   ping: () => Promise<unknown>,
 *   isReady: () => boolean,
 *   close: () => void,
 * }} options.connect a new connection and the library's handler on it
 * @param {number} options.timeoutMs
 * @param {number} [options.replaceAfterMs] how long a PING may stay unanswered before the
 *   connection is replaced (default 10 × timeoutMs)
 * @param {(message: string) => void} [options.log]
 */
export function createBreaker({
  connect,
  timeoutMs,
  replaceAfterMs = 10 * timeoutMs,
  log = (message) => console.error(message),
}) {
  let connection = connect()
  let open = false
  let probing = false
  /** Tags revalidated while Redis did not answer, to send when it does. */
  const pendingTags = new Set()
  const MAX_PENDING_TAGS = 10_000
  let droppedTags = 0

  const remember = (tag) => {
    if (typeof tag !== 'string') return
    if (pendingTags.size < MAX_PENDING_TAGS) pendingTags.add(tag)
    else if (droppedTags++ === 0) {
      log(`[cache] over ${MAX_PENDING_TAGS} tags revalidated while Redis did not answer; flush it`)
    }
  }

  const trip = (reason) => {
    if (open) return
    open = true
    log(
      `[cache] Redis ${reason}: pages skip it (rendered, writes dropped) until it answers a PING within ${timeoutMs} ms`,
    )
    void probe()
  }

  /** One probe loop at a time, one PING in flight at a time. */
  async function probe() {
    if (probing) return
    probing = true
    try {
      while (open) {
        await sleep(timeoutMs)
        const current = connection
        const ping = settle(attempt(current.ping))
        const answer = await within(ping, timeoutMs)
        if (answer === TIMED_OUT) {
          // A Redis that resumes answers this PING (late): probe again then. One that never does
          // is a connection to nobody.
          if ((await within(ping, replaceAfterMs)) === TIMED_OUT) {
            log(`[cache] Redis left a PING unanswered for ${replaceAfterMs} ms: reconnecting`)
            connection = connect()
            try {
              current.close()
            } catch {
              // Closed already: nothing of it to wait for.
            }
          }
          continue
        }
        if (answer.error) continue // not connected (yet): node-redis reconnects by itself
        if (await sendPendingTags(current)) {
          open = false
          log('[cache] Redis answers again: the shared page cache is used again')
        }
      }
    } finally {
      probing = false
    }
  }

  async function sendPendingTags(current) {
    for (const tag of [...pendingTags]) {
      const sent = await within(
        settle(attempt(() => current.handler.revalidateTag(tag))),
        timeoutMs,
      )
      if (sent === TIMED_OUT || sent.error) return false
      pendingTags.delete(tag)
    }
    return true
  }

  /** A call of the handler, bounded; `miss` is its answer when Redis is skipped or too slow. */
  async function call(method, args, miss) {
    if (method === 'revalidateTag' && open) remember(args[0])
    if (open) return miss
    const current = connection
    const result = settle(attempt(() => current.handler[method](...args)))
    const answer = await within(result, timeoutMs)
    if (answer === TIMED_OUT) {
      if (method === 'revalidateTag') remember(args[0])
      trip(`took over ${timeoutMs} ms to answer ${method}`)
      return miss
    }
    if (answer.error) {
      if (!current.isReady()) {
        if (method === 'revalidateTag') remember(args[0])
        trip(`is not connected (${answer.error.message})`)
      }
      throw answer.error
    }
    return answer.value
  }

  const inner = connection.handler
  /** The library's handler, each of its functions bounded. */
  const handler = { name: `bounded ${String(inner.name)}` }
  for (const [method, value] of Object.entries(inner)) {
    if (typeof value !== 'function') continue
    handler[method] = (...args) => call(method, args, method === 'get' ? null : undefined)
  }

  return {
    handler,
    /** Whether Redis is being skipped. */
    isOpen: () => open,
    /** Closes the connection (tests; a server exits with its process). */
    close() {
      open = false
      connection.close()
    },
  }
}

/** fn's promise; a synchronous throw as its rejection. */
function attempt(fn) {
  try {
    return Promise.resolve(fn())
  } catch (error) {
    return Promise.reject(error)
  }
}

/** A promise's outcome as a value, never a rejection (a late one must not go unhandled). */
function settle(promise) {
  return Promise.resolve(promise).then(
    (value) => ({ value }),
    (error) => ({ error: error instanceof Error ? error : new Error(String(error)) }),
  )
}

/** What `settled` resolves to within `ms`, or TIMED_OUT. */
function within(settled, ms) {
  let timer
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms, TIMED_OUT)
    timer.unref?.()
  })
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer))
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.())
}
