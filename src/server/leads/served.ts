import 'server-only'
// Issue 36: the server process that holds the embedded PGlite store also serves it, over the
// Postgres wire protocol (@electric-sql/pglite-socket), to local operator tools: `npm run leads`
// and psql connect to it while the site runs (docs/leads.md). PGlite is one Postgres session: a
// statement sent through the socket would run inside a transaction the site has open, and the
// site's statements inside the operator's (rolled back with it), or between an operator's Parse
// and Bind. So the site's queries and the socket's units of work take turns through one gate: the
// site takes it per query or transaction (gatedClient), the socket from a message until its
// session is idle again (ReadyForQuery 'I'). A connection that sits idle for holdMs with its unit
// open (a transaction left open in psql) loses it: rolled back, its next statement an error.
import { chmodSync, existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/** One holder at a time, first come first served. */
export class Gate {
  #tail: Promise<void> = Promise.resolve()

  /** Resolves, once it is this caller's turn, with the function that ends the turn. */
  acquire(): Promise<() => void> {
    let release!: () => void
    const turn = new Promise<void>((resolve) => (release = resolve))
    const previous = this.#tail
    this.#tail = previous.then(() => turn)
    return previous.then(() => release)
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire()
    try {
      return await fn()
    } finally {
      release()
    }
  }
}

/** The part of PGlite drizzle's pglite driver calls, each call a turn of the gate. */
export function gatedClient(client: PGlite, gate: Gate): PGlite {
  const gated: Pick<PGlite, 'query' | 'transaction'> = {
    query: (...args) => gate.run(() => client.query(...args)),
    transaction: (callback) => gate.run(() => client.transaction(callback)),
  }
  return gated as PGlite
}

/** The socket's file in the data directory: psql -h <dataDir> finds it by Postgres's name. */
export const socketPathFor = (dataDir: string): string => path.join(dataDir, '.s.PGSQL.5432')

/** Where the serving process says how to reach it (read by the operator commands). */
export const endpointFileFor = (dataDir: string): string => path.join(dataDir, 'leads-socket.json')

export interface Endpoint {
  pid: number
  /** A Unix socket path, or 127.0.0.1 and a port when the path would be too long. */
  path?: string
  host?: string
  port?: number
}

/** sun_path is 108 bytes with its NUL on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 103

const MESSAGE = {
  sync: 0x53, // 'S'
  query: 0x51, // 'Q'
  terminate: 0x58, // 'X'
  readyForQuery: 0x5a, // 'Z'
  idle: 0x49, // 'I', ReadyForQuery's status outside a transaction
}
const SYNC = Buffer.from([MESSAGE.sync, 0, 0, 0, 4])

/** A simple-query message (the wire form of `client.exec`, for use inside runExclusive). */
function simpleQuery(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`, 'utf8')
  const header = Buffer.alloc(5)
  header[0] = MESSAGE.query
  header.writeInt32BE(4 + text.length, 1)
  return Buffer.concat([header, text])
}

/** Follows the backend's messages across chunks and keeps the last ReadyForQuery status. */
function readyStatusTracker() {
  let header = Buffer.alloc(0)
  let bodyLeft = 0
  let type = 0
  let status: number | null = null
  return {
    feed(chunk: Uint8Array) {
      let at = 0
      while (at < chunk.length) {
        if (bodyLeft > 0) {
          const take = Math.min(bodyLeft, chunk.length - at)
          if (type === MESSAGE.readyForQuery && bodyLeft === take)
            status = chunk[at + take - 1] ?? null
          bodyLeft -= take
          at += take
          continue
        }
        const take = Math.min(5 - header.length, chunk.length - at)
        header = Buffer.concat([header, chunk.subarray(at, at + take)])
        at += take
        if (header.length === 5) {
          type = header[0] ?? 0
          bodyLeft = header.readInt32BE(1) - 4
          header = Buffer.alloc(0)
        }
      }
    },
    get status() {
      return status
    },
  }
}

function errorResponse(code: string, message: string): Uint8Array {
  const fields = Buffer.from(`SERROR\0VERROR\0C${code}\0M${message}\0\0`, 'utf8')
  const error = Buffer.alloc(5)
  error[0] = 0x45 // 'E'
  error.writeInt32BE(4 + fields.length, 1)
  const ready = Buffer.from([MESSAGE.readyForQuery, 0, 0, 0, 5, MESSAGE.idle])
  return Buffer.concat([error, fields, ready])
}

export interface ServeOptions {
  dataDir: string
  /** TCP port on 127.0.0.1 when the socket path is too long (0: any free port). */
  port: number
  /** Longest a connection may sit idle with the store to itself (a transaction left open). */
  holdMs: number
  log?: (line: string) => void
}

export interface ServedStore {
  endpoint: Endpoint
  stop(): Promise<void>
}

/**
 * What the socket server sees as its database: PGlite's own protocol entry points, each message
 * run in the connection's turn of the gate. pglite-socket 0.2.17 calls exactly these (waitReady,
 * runExclusive, execProtocolRawStream, isInTransaction, exec('ROLLBACK') on a disconnect).
 */
function sessionOf(client: PGlite, gate: Gate, options: ServeOptions) {
  let release: (() => void) | null = null
  let idleTimer: NodeJS.Timeout | undefined
  let poisoned = false

  // A function, not the variable: endTurn (in another call) may have ended the turn meanwhile.
  const holding = () => release !== null
  const endTurn = () => {
    clearTimeout(idleTimer)
    const done = release
    release = null
    done?.()
  }
  // Ends whatever the connection left open (inside PGlite's exclusive section): an extended-
  // protocol batch waiting for its Sync, and a transaction (rolled back).
  const closeUnit = async () => {
    await client.execProtocolRaw(SYNC)
    if (client.isInTransaction()) await client.execProtocolRaw(simpleQuery('ROLLBACK'))
  }
  // A connection idle for holdMs with its unit open: end the unit, give the site its turn back,
  // and answer the connection's next statement with an error (as Postgres's
  // idle_in_transaction_session_timeout would). A long statement is not idle time.
  const expire = async () => {
    if (!holding()) return
    try {
      await client.runExclusive(closeUnit)
    } catch (error) {
      options.log?.(`[leads] socket: ending a held unit failed: ${(error as Error).name}`)
    }
    poisoned = true
    options.log?.(
      `[leads] socket: a connection kept a transaction open for ${options.holdMs} ms while idle; rolled back`,
    )
    endTurn()
  }

  const session = {
    waitReady: client.waitReady,
    // The connection's own transaction only: one the site has open is none of its business.
    isInTransaction: () => holding() && client.isInTransaction(),
    exec: async (query: string) => {
      // Only pglite-socket's ROLLBACK for a client that went away inside its transaction.
      if (!holding()) return []
      try {
        return await client.exec(query)
      } finally {
        endTurn()
      }
    },
    runExclusive: async <T>(fn: () => Promise<T>): Promise<T> => {
      release ??= await gate.acquire()
      clearTimeout(idleTimer)
      try {
        return await client.runExclusive(fn)
      } finally {
        // Still this connection's turn: its unit is open, and it has holdMs for the next message.
        if (holding()) idleTimer = setTimeout(() => void expire(), options.holdMs)
      }
    },
    execProtocolRawStream: async (
      message: Uint8Array,
      streamOptions: { onRawData: (data: Uint8Array) => void },
    ): Promise<void> => {
      const type = message[0]
      if (type === 0) {
        // A startup message: a new connection (one at a time). Whatever the last one left open
        // when it went away ends here, and its error does not carry over.
        await closeUnit()
        poisoned = false
      }
      if (poisoned) {
        // Like Postgres after an error: skip to the client's Sync (or next query), answer there.
        if (type === MESSAGE.sync || type === MESSAGE.query) {
          poisoned = false
          streamOptions.onRawData(
            errorResponse(
              '25P03',
              `this connection sat idle in a transaction on the leads store for ${options.holdMs} ms; it was rolled back`,
            ),
          )
        }
        endTurn()
        return
      }
      const tracker = readyStatusTracker()
      await client.execProtocolRawStream(message, {
        onRawData: (data) => {
          tracker.feed(data)
          streamOptions.onRawData(data)
        },
      })
      // The unit ends when the session is idle again; until then (a batch before its Sync, a
      // transaction, a COPY) the site waits.
      if (tracker.status === MESSAGE.idle || type === MESSAGE.terminate) endTurn()
    },
  }
  return { session, endTurn }
}

/**
 * Serves the store on `<dataDir>/.s.PGSQL.5432` (or 127.0.0.1 when that path is too long) and
 * writes the endpoint file. The caller holds the data directory's lock, so a socket file found
 * there was left by a process that died: it is replaced.
 */
export async function serveStore(
  client: PGlite,
  gate: Gate,
  options: ServeOptions,
): Promise<ServedStore> {
  const socketPath = socketPathFor(options.dataDir)
  const endpointFile = endpointFileFor(options.dataDir)
  const useUnix = Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH
  rmSync(socketPath, { force: true })
  rmSync(endpointFile, { force: true })
  const { session, endTurn } = sessionOf(client, gate, options)
  const server = new PGLiteSocketServer({
    db: session as unknown as PGlite,
    ...(useUnix ? { path: socketPath } : { host: '127.0.0.1', port: options.port }),
    maxConnections: 1,
  })
  server.addEventListener('error', (event) => {
    const error = (event as CustomEvent<Error>).detail
    options.log?.(
      `[leads] socket: ${error?.name ?? 'Error'} ${(error as { code?: string })?.code ?? ''}`,
    )
  })
  await server.start()
  let endpoint: Endpoint
  if (useUnix) {
    // Only this user may connect (connecting to a Unix socket needs write permission on it).
    chmodSync(socketPath, 0o600)
    endpoint = { pid: process.pid, path: socketPath }
  } else {
    const [host, port] = server.getServerConn().split(':')
    endpoint = { pid: process.pid, host, port: Number(port) }
  }
  writeFileSync(endpointFile, `${JSON.stringify(endpoint)}\n`, { mode: 0o600 })
  // A process that exits without stop() (process.exit) still takes its files with it.
  const removeFiles = () => {
    if (useUnix) rmSync(socketPath, { force: true })
    rmSync(endpointFile, { force: true })
  }
  process.once('exit', removeFiles)
  let stopping: Promise<void> | null = null
  return {
    endpoint,
    stop() {
      stopping ??= (async () => {
        rmSync(endpointFile, { force: true })
        await server.stop()
        endTurn()
        removeFiles()
        process.off('exit', removeFiles)
      })()
      return stopping
    },
  }
}

/** The endpoint a live process serves for this data directory, or null. */
export function readEndpoint(dataDir: string, readFile: (file: string) => string): Endpoint | null {
  const file = endpointFileFor(dataDir)
  if (!existsSync(file)) return null
  try {
    const endpoint = JSON.parse(readFile(file)) as Endpoint
    return Number.isInteger(endpoint.pid) ? endpoint : null
  } catch {
    return null
  }
}
