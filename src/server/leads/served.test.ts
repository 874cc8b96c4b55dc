import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { LeadsDb } from './db'

vi.mock('server-only', () => ({}))
const { openLeadsDatabase, rowsOf } = await import('./db')
const { servedUrl } = await import('./cli')
const { copiesFromClient } = await import('./served.mjs')

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A store made and migrated once for the file; a test's store is a private copy of it (making a
 * store costs ~6 s of CPU, opening a copy ~1 s).
 */
let template: Promise<string> | undefined
const templateDir = mkdtempSync(path.join(os.tmpdir(), 'leads-template-'))
afterAll(() => rmSync(templateDir, { recursive: true, force: true }))

async function copyOfStore(dataDir: string) {
  template ??= (async () => {
    const made = path.join(templateDir, 'leads')
    await (await openLeadsDatabase({ databaseUrl: '', dataDir: made, autoMigrate: true })).close()
    return made
  })()
  cpSync(await template, dataDir, { recursive: true })
  // Folders as the store keeps them (a copy makes them with the umask's mode).
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) chmodSync(path.join(entry.parentPath, entry.name), 0o700)
  }
  chmodSync(dataDir, 0o700)
  return dataDir
}

/** A PGlite store in a temp directory, served as a running server serves it. */
async function servedStore(holdMs: number, waitMs = 30_000) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-served-'))
  const database = await openLeadsDatabase(
    { databaseUrl: '', dataDir: await copyOfStore(path.join(dir, 'leads')), autoMigrate: true },
    { migrate: true, ownThreadWaitMs: waitMs },
  )
  const endpoint = await database.serve!(holdMs)
  const client = new pg.Client({ connectionString: servedUrl(endpoint) })
  await client.connect()
  cleanups.push(async () => {
    await client.end().catch(() => {})
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return { database, client }
}

const dropRow = (form: string) =>
  sql`insert into lead_drop_counts (day, form_id, reason, count) values ('2026-01-01', ${form}, 'honeypot', 1)`
const forms = async (db: LeadsDb) =>
  rowsOf<{ form_id: string }>(
    await db.execute(sql`select form_id from lead_drop_counts order by form_id`),
  ).map((row) => row.form_id)

describe('the store served to operator tools', () => {
  it("keeps the site's writes out of an operator's transaction (its rollback loses none)", async () => {
    const { database, client } = await servedStore(10_000)
    await client.query('begin')
    await client.query(`insert into lead_drop_counts (day, form_id, reason, count)
      values ('2026-01-01', 'operator', 'honeypot', 1)`)
    let siteDone = false
    const site = database.db.execute(dropRow('site')).then(() => (siteDone = true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(siteDone).toBe(false) // it waits for the operator's transaction to end
    await client.query('rollback')
    await site
    expect(await forms(database.db)).toEqual(['site'])
  }, 60_000)

  it('rolls back a transaction left idle, answers its next statement with an error, and lets the site on', async () => {
    const { database, client } = await servedStore(500)
    await client.query('begin')
    await client.query(`insert into lead_drop_counts (day, form_id, reason, count)
      values ('2026-01-01', 'operator', 'honeypot', 1)`)
    const started = Date.now()
    await database.db.execute(dropRow('site'))
    expect(Date.now() - started).toBeLessThan(5_000)
    await expect(client.query('commit')).rejects.toMatchObject({ code: '25P03' })
    expect(await forms(database.db)).toEqual(['site'])
    // The connection goes on working after the error.
    expect((await client.query('select count(*)::int as n from lead_drop_counts')).rows).toEqual([
      { n: 1 },
    ])
  }, 60_000)
})

/** Every entry under dir whose mode lets anyone but the owner in, as `mode path`. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  const visit = (entry: string) => {
    const stat = lstatSync(entry)
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${entry}`)
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name))
  }
  visit(dir)
  return found
}

describe('the store on its own thread', () => {
  it('keeps every file and folder private to its user, and tightens a directory made before', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-modes-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
    const dataDir = path.join(dir, 'leads')
    // A store from before the rule: folders 0755, files 0666.
    await copyOfStore(dataDir)
    for (const entry of readdirSync(dataDir, { recursive: true }) as string[]) {
      const file = path.join(dataDir, entry)
      chmodSync(file, lstatSync(file).isDirectory() ? 0o755 : 0o666)
    }
    chmodSync(dataDir, 0o755)
    expect(openToOthers(dataDir).length).toBeGreaterThan(100)
    const database = await openLeadsDatabase(
      { databaseUrl: '', dataDir, autoMigrate: true },
      { migrate: true, ownThreadWaitMs: 30_000 },
    )
    await database.db.execute(dropRow('site'))
    const endpoint = await database.serve!(2_000)
    expect(openToOthers(dataDir)).toEqual([])
    expect(lstatSync(endpoint.path).mode & 0o777).toBe(0o600)
    // Hundreds of Postgres files, none open to others (PGlite writes them 0666 by itself).
    expect(readdirSync(path.join(dataDir, 'base'), { recursive: true }).length).toBeGreaterThan(100)
    await database.close()
  }, 60_000)

  it('refuses a data directory that is a link, and changes no file of a folder that holds no store', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-refused-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
    const elsewhere = path.join(dir, 'elsewhere')
    mkdirSync(elsewhere)
    symlinkSync(elsewhere, path.join(dir, 'linked'))
    await expect(
      openLeadsDatabase({ databaseUrl: '', dataDir: path.join(dir, 'linked'), autoMigrate: true }),
    ).rejects.toThrow(/not a directory/)
    // A folder with files of its own (LEADS_DATA_DIR pointed at the wrong place): the store goes
    // in it, the folder becomes 0700, and its files keep their modes.
    const folder = path.join(dir, 'folder')
    mkdirSync(folder, { mode: 0o755 })
    writeFileSync(path.join(folder, 'project-file.txt'), 'not a store', { mode: 0o644 })
    const database = await openLeadsDatabase({
      databaseUrl: '',
      dataDir: folder,
      autoMigrate: true,
    })
    await database.close()
    expect(lstatSync(folder).mode & 0o777).toBe(0o700)
    expect(lstatSync(path.join(folder, 'project-file.txt')).mode & 0o777).toBe(0o644)
  }, 60_000)

  it('serves a data directory too long for a socket from a private temp folder, never over TCP', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-long-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
    const dataDir = path.join(dir, 'x'.repeat(120 - dir.length), 'leads')
    expect(dataDir.length).toBeGreaterThan(110)
    mkdirSync(path.dirname(dataDir))
    await copyOfStore(dataDir)
    const database = await openLeadsDatabase(
      { databaseUrl: '', dataDir, autoMigrate: true },
      { migrate: true, ownThreadWaitMs: 30_000 },
    )
    const endpoint = await database.serve!(2_000)
    expect(path.dirname(path.dirname(endpoint.path))).toBe(os.tmpdir())
    expect(lstatSync(path.dirname(endpoint.path)).mode & 0o777).toBe(0o700)
    const client = new pg.Client({ connectionString: servedUrl(endpoint) })
    await client.connect()
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    await client.end()
    await database.close()
    expect(existsSync(path.dirname(endpoint.path))).toBe(false)
  }, 60_000)

  it('names COPY FROM STDIN wherever it stands: quoting and comments hide nothing', () => {
    for (const sql of [
      'COPY lead_drop_counts (day, form_id, reason, count) FROM STDIN',
      'copy t from stdin',
      "select '--'; copy t from stdin",
      'copy "a--b" from stdin',
      "select '/*'; copy t from stdin; select '*/'",
      "select E'\\''; copy t from stdin; select 'x'",
      "select $$'$$; copy t from stdin; select $$'$$",
      'COPY t FROM PSTDIN',
    ]) {
      expect(copiesFromClient(sql), sql).toBe(true)
    }
    for (const sql of ['copy leads to stdout', 'select count(*) from leads', 'select 1']) {
      expect(copiesFromClient(sql), sql).toBe(false)
    }
  })

  it('refuses COPY FROM STDIN at once and goes on serving the site and the connection', async () => {
    const { database, client } = await servedStore(2_000)
    await expect(
      client.query('COPY lead_drop_counts (day, form_id, reason, count) FROM STDIN'),
    ).rejects.toMatchObject({ code: '0A000', message: expect.stringMatching(/COPY FROM STDIN/) })
    await database.db.execute(dropRow('site'))
    expect(await forms(database.db)).toEqual(['site'])
    expect((await client.query('select count(*)::int as n from lead_drop_counts')).rows).toEqual([
      { n: 1 },
    ])
  }, 60_000)

  it("answers the site busy while an operator's statement holds the store, and never runs that call later", async () => {
    const { database, client } = await servedStore(2_000, 300)
    // Long enough to outlast the poll below on a busy machine.
    const sleeping = client.query('select pg_sleep(6)')
    // Let the operator's statement take the store first.
    await expect
      .poll(
        () =>
          database.db.execute(sql`select 1`).then(
            () => 'ran',
            () => 'busy',
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe('busy')
    // This thread is free meanwhile: a timer fires on time while the statement runs.
    const ticks: number[] = []
    const timer = setInterval(() => ticks.push(Date.now()), 50)
    await expect(database.db.execute(dropRow('too-late'))).rejects.toMatchObject({
      cause: { name: 'StoreBusyError' },
    })
    clearInterval(timer)
    expect(ticks.length).toBeGreaterThan(1)
    await sleeping
    expect(await forms(database.db)).toEqual([])
  }, 60_000)
})
