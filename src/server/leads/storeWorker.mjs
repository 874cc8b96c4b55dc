// DESIGN §5a: the embedded store's own thread. It owns the PGlite instance and the operator socket
// (served.mjs); the server's page thread sends it the site's queries (storeThread.ts) and never
// runs a statement itself. Whatever an operator runs through the socket (a long statement, a
// transaction left open, a disconnect mid-statement) blocks this thread at most: pages go on.
//
// Messages from the page thread, each with an id answered once by a `result` message:
//   { type: 'query', id, sql, params, rowMode, rawTypes, deadline, tx? }
//   { type: 'begin', id, deadline }          -> value: the transaction's id
//   { type: 'end', id, tx, commit }          COMMIT or ROLLBACK, then the turn ends
//   { type: 'serve', id, holdMs }            -> value: the endpoint operator tools read
//   { type: 'close', id }
// A query or begin outside a transaction waits for the store's turn (the gate it shares with the
// socket). It is sent `started` when its turn comes, and is not run at all when its deadline has
// passed by then (the page thread has answered 503 already).
import { parentPort, workerData } from 'node:worker_threads'
import { Gate, openPglite, serveStore, STORE_BUSY } from './served.mjs'

const { dataDir } = workerData
const identity = (value) => value
const log = (line) => parentPort.postMessage({ type: 'log', line })

/** What may cross the thread boundary of an error: its name, message and plain fields (code…). */
function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: String(error?.message ?? error) }
  for (const [key, value] of Object.entries(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value
  }
  return plain
}

const answer = (id, outcome) => parentPort.postMessage({ type: 'result', id, ...outcome })

let client
try {
  client = await openPglite(dataDir)
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: plainError(error) })
  process.exit(1)
}
const gate = new Gate()
let served = null
/** Open transactions of the site: id -> the function that ends their turn of the gate. */
const transactions = new Map()
let nextTransaction = 1

/**
 * drizzle's parsers keep dates, times and intervals as Postgres's text (they are functions, which
 * cannot be posted): the page thread names the type ids, and they are read as text here.
 */
const queryOptions = (message) => ({
  rowMode: message.rowMode,
  parsers: Object.fromEntries((message.rawTypes ?? []).map((oid) => [oid, identity])),
})

/** Waits for the store's turn; null when the caller's deadline passed meanwhile (nothing runs). */
async function takeTurn(message) {
  const release = await gate.acquire()
  if (Date.now() > message.deadline) {
    release()
    return null
  }
  parentPort.postMessage({ type: 'started', id: message.id })
  return release
}

const busy = { ok: false, error: { name: 'StoreBusyError', message: 'busy', code: STORE_BUSY } }

async function handle(message) {
  switch (message.type) {
    case 'query': {
      const run = () => client.query(message.sql, message.params, queryOptions(message))
      if (message.tx !== undefined) {
        // Only inside a transaction this thread began (not one of a thread that died).
        if (!transactions.has(message.tx)) throw new Error('no such transaction on the store')
        return { ok: true, value: await run() }
      }
      const release = await takeTurn(message)
      if (!release) return busy
      try {
        return { ok: true, value: await run() }
      } finally {
        release()
      }
    }
    case 'begin': {
      const release = await takeTurn(message)
      if (!release) return busy
      try {
        await client.query('BEGIN')
      } catch (error) {
        release()
        throw error
      }
      const id = nextTransaction++
      transactions.set(id, release)
      return { ok: true, value: id }
    }
    case 'end': {
      const release = transactions.get(message.tx)
      if (!release) return { ok: true }
      try {
        await client.query(message.commit ? 'COMMIT' : 'ROLLBACK')
      } finally {
        // A failed COMMIT ends the transaction too (Postgres rolls it back).
        if (client.isInTransaction()) await client.query('ROLLBACK').catch(() => {})
        transactions.delete(message.tx)
        release()
      }
      return { ok: true }
    }
    case 'serve': {
      served ??= await serveStore(client, gate, { dataDir, holdMs: message.holdMs, log })
      return { ok: true, value: served.endpoint }
    }
    case 'close': {
      await served?.stop()
      if (!client.closed) await client.close()
      return { ok: true }
    }
    default:
      return { ok: false, error: { name: 'Error', message: `unknown message ${message.type}` } }
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (outcome) => {
      answer(message.id, outcome)
      if (message.type === 'close') parentPort.close()
    },
    (error) => answer(message.id, { ok: false, error: plainError(error) }),
  )
})
parentPort.postMessage({ type: 'ready' })
