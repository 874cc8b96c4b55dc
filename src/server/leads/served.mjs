// The embedded PGlite store as its owner thread holds it (DESIGN §5a, docs/leads.md): opened with
// files private to the server's user, and served over the Postgres wire protocol
// (@electric-sql/pglite-socket) to local operator tools on a Unix socket only that user reaches.
// Plain JavaScript: the store's worker thread (storeWorker.mjs) imports it without a bundler, and
// operator commands that open the store themselves (the site stopped) use it too.
//
// PGlite is one Postgres session: a statement sent through the socket would run inside a
// transaction the site has open, and the site's statements inside the operator's (rolled back with
// it), or between an operator's Parse and Bind. So the site's queries and the socket's units of
// work take turns through one gate: the site takes it per query or transaction, the socket from a
// message until its session is idle again (ReadyForQuery 'I'). A connection that sits idle for
// holdMs with its unit open (a transaction left open in psql) loses it: rolled back, its next
// statement an error. All of this runs on the store's own thread, never on the one serving pages.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/** Permission bits no file or folder of the store keeps: everything is the owner's alone. */
const NOT_OWNER = 0o077

/**
 * Postgres's files as PGlite writes them are 0666: Emscripten's FS.open creates a file, then sets
 * the mode Postgres asked for (its own umask is 0 in PGlite), and NODEFS passes that chmod to the
 * disk, so the process's umask never applies. Every mode this instance's FS sets or creates files
 * with loses its group and other bits instead, as PostgreSQL's own umask(0077) does. Emscripten's
 * FS object is PGlite's (pinned to 0.5.16, docs/dependencies.md), reached through the documented custom-filesystem hook;
 * served.test.ts fails if a file of a real store is open to others.
 */
function ownerOnly(FS) {
  if (typeof FS.mknod !== 'function' || typeof FS.doChmod !== 'function') {
    throw new Error(
      'PGlite: Emscripten FS.mknod / FS.doChmod not found; file modes cannot be kept private',
    )
  }
  const mknod = FS.mknod
  const doChmod = FS.doChmod
  FS.mknod = (file, mode, dev) => mknod.call(FS, file, mode & ~NOT_OWNER, dev)
  FS.doChmod = (stream, node, mode, dontFollow) =>
    doChmod.call(FS, stream, node, mode & ~NOT_OWNER, dontFollow)
}

class PrivateNodeFS extends NodeFS {
  async init(pg, emscriptenOptions) {
    const opened = await super.init(pg, emscriptenOptions)
    const options = opened.emscriptenOpts
    return {
      ...opened,
      emscriptenOpts: {
        ...options,
        preRun: [...(options.preRun ?? []), (module) => ownerOnly(module.FS)],
      },
    }
  }
}

/**
 * Makes a tree the owner's alone (folders 0700, files 0600; links left as they are) and returns
 * how many entries it changed. A store written before this rule, or by hand, is tightened at start.
 */
export function tightenTree(root) {
  let changed = 0
  const visit = (entry) => {
    const stat = lstatSync(entry)
    if (stat.isSymbolicLink()) return
    if ((stat.mode & NOT_OWNER) !== 0) {
      chmodSync(entry, stat.mode & 0o700)
      changed++
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name))
  }
  if (existsSync(root)) visit(root)
  return changed
}

/** An in-memory PGlite (tests). */
export const MEMORY_DATA_DIR = 'memory://'

/** The store's PGlite: in memory, or in dataDir with every file private to this user. */
export async function openPglite(dataDir) {
  const client =
    dataDir === MEMORY_DATA_DIR ? new PGlite() : new PGlite({ fs: new PrivateNodeFS(dataDir) })
  await client.waitReady
  return client
}

/** The code of a call the store did not take within its caller's wait (storeThread.ts). */
export const STORE_BUSY = 'LEADS_BUSY'

/** One holder at a time, first come first served. */
export class Gate {
  #tail = Promise.resolve()

  /** Resolves, once it is this caller's turn, with the function that ends the turn. */
  acquire() {
    let release
    const turn = new Promise((resolve) => (release = resolve))
    const previous = this.#tail
    this.#tail = previous.then(() => turn)
    return previous.then(() => release)
  }
}

/** Postgres's name for a server socket in a directory: psql -h <dir> finds it. */
const SOCKET_NAME = '.s.PGSQL.5432'

/** The socket's file in the data directory: psql -h <dataDir> finds it by Postgres's name. */
export const socketPathFor = (dataDir) => path.join(dataDir, SOCKET_NAME)

/** Where the serving process says how to reach it (read by the operator commands). */
export const endpointFileFor = (dataDir) => path.join(dataDir, 'leads-socket.json')

/** The code of the error that says the socket's path is too long, and which setting to shorten. */
export const SOCKET_PATH_TOO_LONG = 'LEADS_SOCKET_PATH_TOO_LONG'

/** sun_path is 108 bytes with its NUL on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 103

/** The prefix of the private folder a socket goes in when the data directory's path is too long. */
const PRIVATE_SOCKET_DIR = 'leads-socket-'

/**
 * Where to listen: in the data directory (0700), or, when that path is too long for a socket, in a
 * fresh folder of the temp directory that only this user can enter (mkdtemp makes it 0700). Never
 * on TCP: a port on 127.0.0.1 is open to every local user, and PGlite has no password check.
 */
function socketPlace(dataDir) {
  const inDataDir = socketPathFor(dataDir)
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return { socketPath: inDataDir, own: null }
  const dir = mkdtempSync(path.join(os.tmpdir(), PRIVATE_SOCKET_DIR))
  const socketPath = path.join(dir, SOCKET_NAME)
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    rmSync(dir, { recursive: true, force: true })
    const error = new Error(
      `The leads store's socket path would be longer than ${MAX_SOCKET_PATH} bytes both in ` +
        `LEADS_DATA_DIR (${inDataDir}) and in the temp directory (${socketPath}): shorten ` +
        'LEADS_DATA_DIR or TMPDIR. The store is not served to operator tools meanwhile.',
    )
    throw Object.assign(error, { code: SOCKET_PATH_TOO_LONG })
  }
  return { socketPath, own: dir }
}

/** The endpoint a live process serves for this data directory, or null. */
export function readEndpoint(dataDir, readFile) {
  const file = endpointFileFor(dataDir)
  if (!existsSync(file)) return null
  try {
    const endpoint = JSON.parse(readFile(file))
    return Number.isInteger(endpoint.pid) && typeof endpoint.path === 'string' ? endpoint : null
  } catch {
    return null
  }
}

const MESSAGE = {
  sync: 0x53, // 'S'
  query: 0x51, // 'Q'
  parse: 0x50, // 'P'
  terminate: 0x58, // 'X'
  readyForQuery: 0x5a, // 'Z'
  idle: 0x49, // 'I', ReadyForQuery's status outside a transaction
}
const SYNC = Buffer.from([MESSAGE.sync, 0, 0, 0, 4])

/** A simple-query message (the wire form of `client.exec`, for use inside runExclusive). */
function simpleQuery(sql) {
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
  let status = null
  return {
    feed(chunk) {
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

function errorResponse(code, message) {
  const fields = Buffer.from(`SERROR\0VERROR\0C${code}\0M${message}\0\0`, 'utf8')
  const error = Buffer.alloc(5)
  error[0] = 0x45 // 'E'
  error.writeInt32BE(4 + fields.length, 1)
  const ready = Buffer.from([MESSAGE.readyForQuery, 0, 0, 0, 5, MESSAGE.idle])
  return Buffer.concat([error, fields, ready])
}

/**
 * `COPY … FROM STDIN` (psql's `\copy … from` too) never ends in PGlite: it waits for CopyData it
 * cannot read, holding the store, or brings the store's thread down. Refused at once, failing
 * closed: any statement text that names both COPY and STDIN, wherever (quoting and comments are
 * not parsed, so none can hide it). A statement refused by mistake costs the operator a rewrite;
 * one let through would cost the store.
 */
export function copiesFromClient(sql) {
  return /\bcopy\b/i.test(sql) && /\bp?stdin\b/i.test(sql)
}

const COPY_REFUSED =
  'COPY FROM STDIN is not supported by the embedded leads store: insert rows with INSERT, or ' +
  'use PostgreSQL (DATABASE_URL) for bulk loads'

/** A statement that fails as Postgres fails a refused one, with the session's state kept right. */
const refusal = (message) =>
  `DO $refused$ BEGIN RAISE EXCEPTION USING ERRCODE = '0A000', MESSAGE = '${message.replaceAll("'", "''")}'; END $refused$`

/** The SQL text of a simple Query or a Parse message, or null for any other message. */
function statementOf(message) {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength)
  if (bytes[0] === MESSAGE.query) return { sql: bytes.toString('utf8', 5, bytes.length - 1) }
  if (bytes[0] !== MESSAGE.parse) return null
  const nameEnd = bytes.indexOf(0, 5)
  const sqlEnd = bytes.indexOf(0, nameEnd + 1)
  if (nameEnd < 0 || sqlEnd < 0) return null
  return {
    sql: bytes.toString('utf8', nameEnd + 1, sqlEnd),
    name: bytes.subarray(5, nameEnd + 1),
    rest: bytes.subarray(sqlEnd + 1),
  }
}

/** The message with its statement replaced by `sql` (same kind: Query or Parse). */
function withStatement(message, statement, sql) {
  if (message[0] === MESSAGE.query) return simpleQuery(sql)
  const text = Buffer.from(`${sql}\0`, 'utf8')
  const body = Buffer.concat([statement.name, text, statement.rest])
  const header = Buffer.alloc(5)
  header[0] = MESSAGE.parse
  header.writeInt32BE(4 + body.length, 1)
  return Buffer.concat([header, body])
}

/**
 * What the socket server sees as its database: PGlite's own protocol entry points, each message
 * run in the connection's turn of the gate. pglite-socket 0.2.17 calls exactly these (waitReady,
 * runExclusive, execProtocolRawStream, isInTransaction, exec('ROLLBACK') on a disconnect).
 */
function sessionOf(client, gate, options) {
  let release = null
  let idleTimer
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
      options.log?.(`[leads] socket: ending a held unit failed: ${error?.name}`)
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
    exec: async (query) => {
      // Only pglite-socket's ROLLBACK for a client that went away inside its transaction.
      if (!holding()) return []
      try {
        return await client.exec(query)
      } finally {
        endTurn()
      }
    },
    runExclusive: async (fn) => {
      release ??= await gate.acquire()
      clearTimeout(idleTimer)
      try {
        return await client.runExclusive(fn)
      } finally {
        // Still this connection's turn: its unit is open, and it has holdMs for the next message.
        if (holding()) idleTimer = setTimeout(() => void expire(), options.holdMs)
      }
    },
    execProtocolRawStream: async (message, streamOptions) => {
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
      const statement = statementOf(message)
      if (statement && copiesFromClient(statement.sql)) {
        options.log?.('[leads] socket: COPY FROM STDIN refused')
        message = withStatement(message, statement, refusal(COPY_REFUSED))
      }
      const tracker = readyStatusTracker()
      try {
        await client.execProtocolRawStream(message, {
          onRawData: (data) => {
            tracker.feed(data)
            streamOptions.onRawData(data)
          },
        })
      } catch (error) {
        // pglite-socket 0.2.17 stops serving every later connection after one throw from here.
        options.log?.(`[leads] socket: a statement failed in PGlite: ${error?.name}`)
        streamOptions.onRawData(
          errorResponse('XX000', 'the leads store could not run this statement'),
        )
        endTurn()
        return
      }
      // The unit ends when the session is idle again; until then (a batch before its Sync, a
      // transaction, a COPY) the site waits.
      if (tracker.status === MESSAGE.idle || type === MESSAGE.terminate) endTurn()
    },
  }
  return { session, endTurn }
}

/** A socket folder of ours that a killed server left in the temp directory. */
function removeStaleSocketDir(dataDir) {
  const stale = readEndpoint(dataDir, (file) => readFileSync(file, 'utf8'))
  const dir = stale ? path.dirname(stale.path) : null
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith(PRIVATE_SOCKET_DIR))
    rmSync(dir, { recursive: true, force: true })
}

/**
 * Serves the store on a Unix socket (in the data directory, or a private temp folder when that
 * path is too long) and writes the endpoint file. The caller holds the data directory's lock, so
 * a socket file found there was left by a process that died: it is replaced.
 */
export async function serveStore(client, gate, options) {
  const endpointFile = endpointFileFor(options.dataDir)
  removeStaleSocketDir(options.dataDir)
  rmSync(socketPathFor(options.dataDir), { force: true })
  rmSync(endpointFile, { force: true })
  const { socketPath, own } = socketPlace(options.dataDir)
  const { session, endTurn } = sessionOf(client, gate, options)
  const server = new PGLiteSocketServer({ db: session, path: socketPath, maxConnections: 1 })
  server.addEventListener('error', (event) => {
    const error = event.detail
    options.log?.(`[leads] socket: ${error?.name ?? 'Error'} ${error?.code ?? ''}`)
  })
  const removeFiles = () => {
    rmSync(socketPath, { force: true })
    rmSync(endpointFile, { force: true })
    if (own) rmSync(own, { recursive: true, force: true })
  }
  try {
    await server.start()
    // Only this user may connect (connecting to a Unix socket needs write permission on it); the
    // folder it is in is 0700 already, so nobody else could reach it even before this chmod.
    chmodSync(socketPath, 0o600)
  } catch (error) {
    removeFiles()
    throw error
  }
  const endpoint = { pid: process.pid, path: socketPath }
  writeFileSync(endpointFile, `${JSON.stringify(endpoint)}\n`, { mode: 0o600 })
  // A process that exits without stop() (process.exit) still takes its files with it.
  process.once('exit', removeFiles)
  let stopping = null
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
