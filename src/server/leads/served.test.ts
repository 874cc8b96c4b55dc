import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LeadsDb } from './db'

vi.mock('server-only', () => ({}))
const { openLeadsDatabase, rowsOf } = await import('./db')
const { servedUrl } = await import('./cli')

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A PGlite store in a temp directory, served as a running server serves it. */
async function servedStore(holdMs: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-served-'))
  const database = await openLeadsDatabase(
    { databaseUrl: '', dataDir: path.join(dir, 'leads'), autoMigrate: true },
    { migrate: true },
  )
  const served = await database.serve!({ port: 0, holdMs })
  const client = new pg.Client({ connectionString: servedUrl(served.endpoint) })
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
