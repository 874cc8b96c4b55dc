import 'server-only'
// The operator commands behind `npm run leads -- …` and `npm run db:migrate` (README "Lead
// intake server", docs/leads.md). Lead data goes to stdout only when asked for (export);
// everything else prints counts. With PGlite, a data directory held by a running server (lock.ts)
// is reached through the socket that server serves it on (served.mjs).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { TRACKING_PARAMS } from '@/lib/tracking'
import { readLeadsConfig, type Env, type LeadsConfig } from './config'
import { openLeadsDatabase, type LeadsDatabase } from './db'
import { DataDirBusyError } from './lock'
import { drainOutbox, startRelay } from './relay'
import { readEndpoint, type Endpoint } from './served.mjs'
import { listLeads, outboxStatus, type StoredLead } from './store'

const USAGE = `Usage:
  npm run leads -- export --format csv|json [--since <ISO date>]   print stored leads
  npm run leads -- relay --once          deliver every due outbox row to LEADS_WEBHOOK_URL, then exit
  npm run leads -- relay                 keep relaying until stopped (a dedicated relay worker)
  npm run leads -- status                counts: leads, delivered, waiting, failing, dropped
  npm run db:migrate                     apply the migrations in drizzle/`

interface Io {
  out: (text: string) => void
  err: (text: string) => void
}

const defaultIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}

function where(config: LeadsConfig): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`
}

/**
 * A CSV cell: quoted when needed, and never read as a formula by a spreadsheet (OWASP, "CSV
 * Injection"; issue 46). A cell that starts with = + - @, a tab, CR or LF (OWASP's list), with the
 * full-width = + - @ (U+FF1D, U+FF0B, U+FF0D, U+FF20), which spreadsheets take as formula starters
 * too, or with whitespace before any of these (OWASP does not name it, but a spreadsheet that trims
 * spaces on import sees the starter first) gets a leading `'`. A cell that holds a quote, a comma,
 * a line break, or a separator a spreadsheet may split on instead (`;` in many locales, a tab) is
 * quoted, so no part of it can start a cell of its own.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/.test(text)) text = `'${text}`
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function leadsToCsv(rows: readonly StoredLead[]): string {
  const fixed = [
    'id',
    'created_at',
    'form_id',
    'page',
    'delivered_at',
    'attempts',
    'last_error',
    'routed',
  ]
  const fieldNames = [...new Set(rows.flatMap((row) => Object.keys(row.values)))].sort()
  const header = [...fixed, ...TRACKING_PARAMS, 'user_agent', ...fieldNames]
  const lines = [header.map(csvCell).join(',')]
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.createdAt.toISOString(),
        row.formId,
        row.page,
        row.deliveredAt?.toISOString() ?? '',
        row.attempts,
        row.lastError,
        // DESIGN §5a: empty for a form without a routing provider, false when it did not route.
        row.routed === null ? null : String(row.routed),
        ...TRACKING_PARAMS.map((key) => row.tracking[key]),
        row.userAgent,
        ...fieldNames.map((name) => row.values[name]),
      ]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

export function leadsToJson(rows: readonly StoredLead[]): string {
  const items = rows.map((row) =>
    JSON.stringify({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      formId: row.formId,
      page: row.page,
      values: row.values,
      tracking: row.tracking,
      userAgent: row.userAgent,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      attempts: row.attempts,
      lastError: row.lastError,
      routed: row.routed,
    }),
  )
  return items.length === 0 ? '[]\n' : `[\n${items.join(',\n')}\n]\n`
}

/** node-postgres's address of a served store: its Unix socket's directory. */
export function servedUrl(endpoint: Endpoint): string {
  return `postgresql://postgres@/postgres?host=${encodeURIComponent(path.dirname(endpoint.path))}`
}

/**
 * The store itself, or with PGlite held by a running server, that server's socket (served.mjs).
 * Through the socket, migrations run only when asked for: the server applied them at start.
 */
async function openStore(config: LeadsConfig, migrate: boolean): Promise<LeadsDatabase> {
  try {
    return await openLeadsDatabase(config, { migrate: true })
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error
    const endpoint = readEndpoint(config.dataDir, (file) => readFileSync(file, 'utf8'))
    if (!endpoint || endpoint.pid !== error.pid) throw error
    return openLeadsDatabase(
      { ...config, databaseUrl: servedUrl(endpoint) },
      { migrate, maxConnections: 1 },
    )
  }
}

async function withDatabase<T>(
  config: LeadsConfig,
  io: Io,
  run: (database: LeadsDatabase) => Promise<T>,
  { migrate = false } = {},
): Promise<T | null> {
  let database: LeadsDatabase
  try {
    database = await openStore(config, migrate)
  } catch (error) {
    io.err(`Cannot open the leads store (${where(config)}): ${(error as Error).message}\n`)
    return null
  }
  try {
    return await run(database)
  } finally {
    await database.close()
  }
}

export async function main(
  argv: string[],
  env: Env = process.env,
  io: Io = defaultIo,
): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        since: { type: 'string' },
        once: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`)
    return 2
  }
  const { values, positionals } = parsed
  const command = positionals[0]
  if (values.help || !command) {
    io.err(`${USAGE}\n`)
    return values.help ? 0 : 2
  }
  const config = readLeadsConfig(env)

  switch (command) {
    case 'migrate': {
      const done = await withDatabase(config, io, async () => true, { migrate: true })
      if (!done) return 1
      io.err(`Migrations applied to ${where(config)}\n`)
      return 0
    }
    case 'export': {
      const format = values.format ?? 'csv'
      if (format !== 'csv' && format !== 'json') {
        io.err(`--format must be csv or json\n${USAGE}\n`)
        return 2
      }
      let since: Date | undefined
      if (values.since !== undefined) {
        since = new Date(values.since)
        if (Number.isNaN(since.getTime())) {
          io.err(`--since must be an ISO date or time, e.g. 2026-01-31 or 2026-01-31T09:00:00Z\n`)
          return 2
        }
      }
      const rows = await withDatabase(config, io, (database) => listLeads(database.db, since))
      if (!rows) return 1
      io.out(format === 'csv' ? leadsToCsv(rows) : leadsToJson(rows))
      io.err(`${rows.length} lead(s) from ${where(config)}\n`)
      return 0
    }
    case 'status': {
      const status = await withDatabase(config, io, (database) => outboxStatus(database.db))
      if (!status) return 1
      io.out(`${JSON.stringify(status, null, 2)}\n`)
      return 0
    }
    case 'relay': {
      if (!config.webhookUrl) {
        io.err('LEADS_WEBHOOK_URL is not set: there is nowhere to relay to; leads stay stored.\n')
        return 2
      }
      const log = (line: string) => io.err(`${line}\n`)
      if (values.once) {
        const totals = await withDatabase(config, io, (database) =>
          drainOutbox({ db: database.db, config, log }),
        )
        if (!totals) return 1
        io.err(
          `Relayed from ${where(config)}: ${totals.delivered} delivered, ${totals.failed} failed (retried later)\n`,
        )
        return 0
      }
      const result = await withDatabase(config, io, async (database) => {
        const relay = startRelay({ db: database.db, config, log })
        io.err(`Relaying from ${where(config)} to LEADS_WEBHOOK_URL; stop with Ctrl+C\n`)
        await new Promise<void>((resolve) => {
          process.once('SIGINT', () => resolve())
          process.once('SIGTERM', () => resolve())
        })
        await relay.stop()
        const totals = relay.totals()
        io.err(`Relay stopped: ${totals.delivered} delivered, ${totals.failed} failed attempts\n`)
        return true
      })
      return result ? 0 : 1
    }
    default:
      io.err(`Unknown command: ${command}\n${USAGE}\n`)
      return 2
  }
}
