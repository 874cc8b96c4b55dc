import 'server-only'
// DESIGN §1: the leads store. With DATABASE_URL, PostgreSQL through `pg`; without it, PGlite (a
// real Postgres in this process) in LEADS_DATA_DIR. Both get the same drizzle schema and the
// committed migrations in drizzle/. A server process runs its PGlite on a thread of its own
// (storeThread.ts, DESIGN §5a), which also serves it to operator tools (served.mjs); an operator
// command finds the store held by a running server and connects to it.
import { chmodSync, existsSync, lstatSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { LeadsConfig } from './config'
import { acquireDataDirLock } from './lock'
import { schema } from './schema'
import { MEMORY_DATA_DIR, openPglite, tightenTree, type Endpoint } from './served.mjs'
import { startStoreThread } from './storeThread'

export type LeadsDb = PgDatabase<PgQueryResultHKT, typeof schema>

export interface LeadsDatabase {
  db: LeadsDb
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PGlite on its own thread only: serve the store to local operator tools until close(). */
  serve?(holdMs: number): Promise<Endpoint>
}

export { MEMORY_DATA_DIR }

/** The committed migrations; the server and the CLI both run from the project directory. */
export const migrationsFolder = (): string =>
  process.env.LEADS_MIGRATIONS_DIR || path.join(process.cwd(), 'drizzle')

/** Any number of instances may start at once: migrations run one at a time under this lock. */
const MIGRATION_LOCK_KEY = 7_123_001

export interface OpenOptions {
  /** Apply pending migrations (default: config.autoMigrate). */
  migrate?: boolean
  /** PostgreSQL pool size (default 10; 1 for the store a server serves, one client at a time). */
  maxConnections?: number
  /**
   * PGlite in a directory: run it on a thread of its own (the server: DESIGN §5a), whose calls
   * outside a transaction wait for the store at most this many ms. Without it, on the caller's
   * thread (operator commands while the site is stopped, tests).
   */
  ownThreadWaitMs?: number
}

/**
 * DESIGN §5a: the data directory and everything in it are the server user's alone. A store made
 * before this rule (or by hand, or under a loose umask) is tightened, with a log line; a folder
 * that holds no store yet (no PG_VERSION) gets only its own mode set, so that pointing
 * LEADS_DATA_DIR at a project folder cannot change its files. As PostgreSQL does, a data directory
 * that is a link or another user's is refused.
 */
function privateDataDir(dataDir: string) {
  mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 })
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const stat = lstatSync(dataDir)
  const problem = !stat.isDirectory()
    ? 'is not a directory (a link or a file)'
    : stat.uid !== process.getuid?.()
      ? "is another user's"
      : null
  if (problem) {
    throw new Error(`LEADS_DATA_DIR ${dataDir} ${problem}: point it at the store's own folder`)
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    chmodSync(dataDir, 0o700)
    return
  }
  const changed = tightenTree(dataDir)
  if (changed > 0) {
    console.warn(
      `[leads] ${changed} file(s) or folder(s) of ${dataDir} were open to other users; made owner-only (0700/0600)`,
    )
  }
}

export async function openLeadsDatabase(
  config: Pick<LeadsConfig, 'databaseUrl' | 'dataDir' | 'autoMigrate'>,
  options: OpenOptions = {},
): Promise<LeadsDatabase> {
  const runMigrations = options.migrate ?? config.autoMigrate
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.maxConnections ?? 10,
    })
    // An idle client losing its connection must not crash the server; the next query reconnects.
    pool.on('error', (error) => console.error(`[leads] postgres pool: ${errorCode(error)}`))
    try {
      if (runMigrations) {
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
          client.release()
        }
      }
    } catch (error) {
      await pool.end().catch(() => {})
      throw error
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as LeadsDb
    return { db, kind: 'postgres', close: () => pool.end() }
  }

  const inMemory = config.dataDir === MEMORY_DATA_DIR
  const release = inMemory ? () => undefined : acquireDataDirLock(config.dataDir)
  let close: (() => Promise<void>) | undefined
  try {
    let client: PGlite
    let serve: LeadsDatabase['serve']
    if (!inMemory) privateDataDir(config.dataDir)
    if (!inMemory && options.ownThreadWaitMs !== undefined) {
      const thread = await startStoreThread({
        dataDir: config.dataDir,
        waitMs: options.ownThreadWaitMs,
      })
      client = thread.client
      close = thread.close
      serve = thread.serve
    } else {
      const opened = await openPglite(config.dataDir)
      client = opened
      close = async () => {
        if (!opened.closed) await opened.close()
      }
    }
    const db = drizzlePglite({ client, schema })
    if (runMigrations) await migratePglite(db, { migrationsFolder: migrationsFolder() })
    const closeStore = close
    return {
      db: db as unknown as LeadsDb,
      kind: 'pglite',
      close: async () => {
        try {
          await closeStore()
        } finally {
          release()
        }
      },
      serve,
    }
  } catch (error) {
    await close?.().catch(() => {})
    release()
    throw error
  }
}

/** The rows of a raw `db.execute()` result (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

/**
 * What may be logged about a database error: its SQLSTATE or errno code and class, never its
 * message or detail, which can quote the values of a lead.
 */
export function errorCode(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, name } = error as { code?: unknown; name?: unknown }
    const cause = (error as { cause?: unknown }).cause
    if (typeof code === 'string') return `${String(name ?? 'Error')} ${code}`
    if (cause) return errorCode(cause)
    return String(name ?? 'Error')
  }
  return 'unknown error'
}
