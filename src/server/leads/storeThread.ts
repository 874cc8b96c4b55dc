import 'server-only'
// DESIGN §5a: the server's side of the embedded store's own thread (storeWorker.mjs). The page
// thread never runs a PGlite statement: drizzle gets a client whose query and transaction calls
// are messages to the store's thread. Each call outside a transaction waits for the store at most
// `waitMs` (an operator's long statement holds it): past that it fails with StoreBusyError, which
// the intake answers 503 with Retry-After, and the store's thread skips the call when its turn
// comes after that deadline (one that started just before it while this thread was held up may
// still run: a submission resent with its Idempotency-Key is then answered as a replay). A store thread that dies (out of memory, a crash in PGlite) fails what was in flight and
// is started again by the next call, which opens the data directory afresh (like a restart).
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { STORE_BUSY, type Endpoint } from './served.mjs'

/** The store did not take a statement within its wait: the caller answers 503. */
export class StoreBusyError extends Error {
  readonly code = STORE_BUSY
  constructor(waitMs: number) {
    super(`the leads store was busy for ${waitMs} ms`)
    this.name = 'StoreBusyError'
  }
}

/**
 * Whether an error (or what it wraps: drizzle's DrizzleQueryError) is a busy store's. By its code,
 * not its class: Next bundles the instrumentation (which opens the store) and each route apart,
 * each with its own copy of this module.
 */
export function isStoreBusy(error: unknown): boolean {
  for (let at = error; at instanceof Error; at = at.cause) {
    if ((at as { code?: unknown }).code === STORE_BUSY) return true
  }
  return false
}

/** Run from the project directory, like the server and the operator commands (docs/leads.md). */
const workerFile = () =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'server', 'leads', 'storeWorker.mjs')

/** How long past the deadline this thread waits to hear a call has started before giving up. */
const START_SLACK_MS = 250

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
  type: string
  timer?: NodeJS.Timeout
  /** Given up on (past its deadline): an answer that still comes is undone if needed. */
  abandoned?: boolean
}

type Outcome = { ok: true; value?: unknown } | { ok: false; error: Record<string, unknown> }

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'log'; line: string }
  | { type: 'started'; id: number }
  | ({ type: 'result'; id: number } & Outcome)

function revived(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? 'leads store error'))
  Object.assign(error, plain)
  return error
}

interface QueryOptions {
  rowMode?: 'array' | 'object'
  parsers?: Record<number, unknown>
}

export interface StoreThreadOptions {
  dataDir: string
  /** Longest a call outside a transaction waits for the store before StoreBusyError. */
  waitMs: number
  log?: (line: string) => void
}

export interface StoreThread {
  /** What drizzle's PGlite driver calls (query, transaction), each a message to the thread. */
  client: PGlite
  /** Serve the store to operator tools from its thread (served.mjs). */
  serve(holdMs: number): Promise<Endpoint>
  close(): Promise<void>
}

/** A running store thread; resolves once its PGlite has opened the data directory. */
export async function startStoreThread(options: StoreThreadOptions): Promise<StoreThread> {
  const log = options.log ?? ((line: string) => console.error(line))
  let worker: Worker | null = null
  let starting: Promise<Worker> | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()
  let servedHoldMs: number | null = null
  let closed = false

  const failAll = (error: Error) => {
    for (const [id, call] of pending) {
      clearTimeout(call.timer)
      pending.delete(id)
      call.reject(error)
    }
  }

  const spawn = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const thread = new Worker(workerFile(), { workerData: { dataDir: options.dataDir } })
      let ready = false
      thread.on('message', (message: WorkerMessage) => {
        switch (message.type) {
          case 'ready':
            ready = true
            resolve(thread)
            return
          case 'failed':
            reject(revived(message.error))
            return
          case 'log':
            log(message.line)
            return
          case 'started': {
            const call = pending.get(message.id)
            if (call) clearTimeout(call.timer)
            return
          }
          case 'result':
            settle(message)
        }
      })
      thread.on('error', (error) => {
        if (!ready) reject(error)
        else log(`[leads] store thread failed: ${error.name}`)
      })
      thread.on('exit', (code) => {
        if (worker === thread) worker = null
        if (!ready) reject(new Error(`the leads store thread exited (${code}) before it opened`))
        failAll(new Error('the leads store thread stopped'))
        if (!closed) log(`[leads] store thread exited (${code}); the next call starts it again`)
      })
    })

  const running = async (): Promise<Worker> => {
    if (closed) throw new Error('the leads store is closed')
    if (worker) return worker
    starting ??= spawn().then(
      async (thread) => {
        worker = thread
        starting = null
        // Served again by the new thread; a failure is logged, not the caller's.
        if (servedHoldMs !== null) {
          await call({ type: 'serve', holdMs: servedHoldMs }).catch((error: unknown) =>
            log(`[leads] store not served again: ${(error as Error).name}`),
          )
        }
        return thread
      },
      (error: unknown) => {
        starting = null
        throw error
      },
    )
    return starting
  }

  function settle(message: { id: number } & Outcome) {
    const call = pending.get(message.id)
    if (!call) return
    pending.delete(message.id)
    clearTimeout(call.timer)
    if (call.abandoned) {
      // A transaction begun after its caller gave up on it: nobody will end it, so end it here.
      if (message.ok && call.type === 'begin') {
        call_({ type: 'end', tx: message.value }).catch(() => {})
      }
      return
    }
    if (message.ok) call.resolve(message.value)
    else if (message.error.name === 'StoreBusyError')
      call.reject(new StoreBusyError(options.waitMs))
    else call.reject(revived(message.error))
  }

  // `call_` posts without waiting for a start (inside a transaction, ending one, serve, close).
  async function call_(message: Record<string, unknown>, deadline?: number): Promise<unknown> {
    const thread = await running()
    const id = nextId++
    return new Promise((resolve, reject) => {
      const entry: Pending = { resolve, reject, type: String(message.type) }
      if (deadline !== undefined) {
        entry.timer = setTimeout(
          () => {
            // Not started by its deadline: the caller answers 503; the thread will skip it.
            entry.abandoned = true
            reject(new StoreBusyError(options.waitMs))
          },
          deadline - Date.now() + START_SLACK_MS,
        )
      }
      pending.set(id, entry)
      thread.postMessage({ ...message, id, deadline })
    })
  }
  const call = (message: Record<string, unknown>) => call_(message)
  const timed = (message: Record<string, unknown>) => call_(message, Date.now() + options.waitMs)

  // Type ids whose parsers drizzle passes (identity functions: dates stay text); see the worker.
  const rawTypes = (queryOptions?: QueryOptions) =>
    Object.keys(queryOptions?.parsers ?? {}).map(Number)
  const query =
    (tx: number | undefined) => (sql: string, params?: unknown[], opts?: QueryOptions) =>
      (tx === undefined ? timed : call)({
        type: 'query',
        sql,
        params: params ?? [],
        rowMode: opts?.rowMode,
        rawTypes: rawTypes(opts),
        tx,
      })

  const client = {
    query: query(undefined),
    transaction: async <T>(callback: (tx: unknown) => Promise<T>): Promise<T> => {
      const tx = (await timed({ type: 'begin' })) as number
      let commit = false
      try {
        const result = await callback({ query: query(tx) })
        commit = true
        return result
      } finally {
        await call({ type: 'end', tx, commit })
      }
    },
  }

  await running()
  return {
    client: client as unknown as PGlite,
    serve: async (holdMs) => {
      const endpoint = (await call({ type: 'serve', holdMs })) as Endpoint
      servedHoldMs = holdMs
      return endpoint
    },
    close: async () => {
      if (closed) return
      closed = true
      const thread = worker ?? (await starting?.catch(() => null))
      if (!thread) return
      const exited = new Promise((resolve) => thread.once('exit', resolve))
      const id = nextId++
      const done = new Promise<void>((resolve) => {
        pending.set(id, { resolve: () => resolve(), reject: () => resolve(), type: 'close' })
      })
      thread.postMessage({ type: 'close', id })
      await done
      await exited
    },
  }
}
