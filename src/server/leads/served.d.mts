import type { PGlite } from '@electric-sql/pglite'

/** An in-memory PGlite (tests). */
export const MEMORY_DATA_DIR: 'memory://'

/** The store's PGlite: in memory, or in dataDir with every file private to this user. */
export function openPglite(dataDir: string): Promise<PGlite>

/** Makes a tree the owner's alone (folders 0700, files 0600); returns how many entries changed. */
export function tightenTree(root: string): number

/** One holder at a time, first come first served. */
export class Gate {
  acquire(): Promise<() => void>
}

export function socketPathFor(dataDir: string): string
export function endpointFileFor(dataDir: string): string

export interface Endpoint {
  pid: number
  /** The Unix socket: in the data directory, or in a private temp folder when that is too long. */
  path: string
}

export function readEndpoint(dataDir: string, readFile: (file: string) => string): Endpoint | null

/** The code of a call the store did not take within its caller's wait. */
export const STORE_BUSY: 'LEADS_BUSY'

/** The code of the error that says the socket's path is too long. */
export const SOCKET_PATH_TOO_LONG: 'LEADS_SOCKET_PATH_TOO_LONG'

/** Whether a statement names COPY and STDIN (refused by the served store, failing closed). */
export function copiesFromClient(sql: string): boolean

export interface ServeOptions {
  dataDir: string
  /** Longest a connection may sit idle with the store to itself (a transaction left open). */
  holdMs: number
  log?: (line: string) => void
}

export interface ServedStore {
  endpoint: Endpoint
  stop(): Promise<void>
}

export function serveStore(client: PGlite, gate: Gate, options: ServeOptions): Promise<ServedStore>
