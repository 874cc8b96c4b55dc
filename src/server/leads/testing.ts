import 'server-only'
// Test helpers for the lead server's vitest suites: an in-memory PGlite with the real migrations,
// the embedded dataset's demo and contact forms, and a request builder.
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { toLeadFields } from '@/leads/leadContract'
import type { LeadField } from '@/leads/leadRules'
import { readLeadsConfig, type LeadsConfig } from './config'
import { MEMORY_DATA_DIR, openLeadsDatabase, type LeadsDatabase } from './db'
import { blockedDomains } from '@/server/blockedDomains'
import type { FormRules } from './forms'
import type { IntakeDeps } from './intake'
import { createLeadStore } from './store'

export function testConfig(overrides: Partial<LeadsConfig> = {}): LeadsConfig {
  return {
    ...readLeadsConfig({}),
    dataDir: MEMORY_DATA_DIR,
    databaseUrl: '',
    siteOrigin: 'https://forgeline.example',
    ...overrides,
  }
}

export function memoryDatabase(): Promise<LeadsDatabase> {
  return openLeadsDatabase(testConfig(), { migrate: true })
}

/** The rows a query on a test database returns. */
export async function queryRows<T = Record<string, unknown>>(db: LeadsDatabase['db'], query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** How many leads a test database holds. */
export async function storedLeadCount(db: LeadsDatabase['db']): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from leads`)
  return Number(row?.n)
}

export async function truncateAll(database: LeadsDatabase) {
  await database.db.execute(
    sql`truncate leads, lead_outbox, lead_rate_limits, lead_drop_counts, lead_dropped_keys cascade`,
  )
}

/**
 * One in-memory database for a test file, emptied before each test and closed after the last:
 * registers those hooks and returns a getter for its Drizzle handle (opened in `beforeAll`).
 */
export function memoryDatabasePerFile(): () => LeadsDatabase['db'] {
  let database: LeadsDatabase | undefined
  const opened = () => {
    if (!database) throw new Error('the test database opens in beforeAll')
    return database
  }
  // PGlite starts a whole Postgres (WebAssembly) in process: seconds on a busy machine.
  beforeAll(async () => {
    database = await memoryDatabase()
  }, 60_000)
  afterAll(async () => {
    await database?.close()
  })
  beforeEach(async () => {
    await truncateAll(opened())
  })
  return () => opened().db
}

/** The first four fields of form-demo and form-enterprise: who is asking. */
const PERSON_FIELDS = [
  { _key: 'a', fieldName: { current: 'firstName' }, type: 'text', required: true },
  { _key: 'b', fieldName: { current: 'lastName' }, type: 'text', required: true },
  {
    _key: 'c',
    fieldName: { current: 'workEmail' },
    type: 'email',
    required: true,
    allowFreeEmailDomains: false,
  },
  { _key: 'd', fieldName: { current: 'company' }, type: 'text', required: true },
] as const

/** form-demo, form-contact and form-enterprise as content/dataset.ndjson defines them. */
export const FORMS: Record<string, LeadField[]> = {
  'form-demo': toLeadFields([
    ...PERSON_FIELDS,
    {
      _key: 'e',
      fieldName: { current: 'teamSize' },
      type: 'dropdown',
      required: true,
      options: ['1–10 people', '11–50 people'],
    },
    { _key: 'f', fieldName: { current: 'message' }, type: 'textarea', required: false },
  ]),
  'form-contact': toLeadFields([
    { _key: 'a', fieldName: { current: 'fullName' }, type: 'text' },
    { _key: 'b', fieldName: { current: 'email' }, type: 'email', allowFreeEmailDomains: true },
  ]),
  /** Sent through the form-routing provider (`defaultDotComForm`). */
  'form-enterprise': toLeadFields([
    ...PERSON_FIELDS,
    {
      _key: 'e',
      fieldName: { current: 'employees' },
      type: 'dropdown',
      required: true,
      options: ['Fewer than 500', '500–2,000', '2,000–10,000', 'More than 10,000'],
    },
    { _key: 'f', fieldName: { current: 'useCase' }, type: 'textarea', required: false },
  ]),
}

/** The forms of FORMS with `defaultDotComForm: true`. */
const VIA_PROVIDER = new Set(['form-enterprise'])

export const loadTestForm = async (formId: string): Promise<FormRules | null> => {
  const fields = FORMS[formId]
  return fields ? { fields, viaProvider: VIA_PROVIDER.has(formId) } : null
}

export function demoLead(n: number | string = 1, extra: Record<string, unknown> = {}) {
  return {
    formId: 'form-demo',
    page: '/demo',
    firstName: `Ada ${n}`,
    lastName: 'Lovelace',
    workEmail: `ada${n}@analytical-engines.example`,
    company: 'Analytical Engines',
    teamSize: '1–10 people',
    utm_source: 'news<letter>',
    _elapsedMs: 5000,
    ...extra,
  }
}

export function jsonRequest(
  body: unknown,
  { key, headers = {} }: { key?: string | null; headers?: Record<string, string> } = {},
): Request {
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers }
  if (key) all['idempotency-key'] = key
  return new Request('http://127.0.0.1/api/formSubmit', {
    method: 'POST',
    headers: all,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/**
 * The intake's dependencies over a test database: the test forms, the blocked domains, and each
 * log line pushed to `logs`; `config` and the rate `limit` as a test needs them.
 */
export function intakeDeps(
  db: LeadsDatabase['db'],
  logs: string[],
  {
    config = testConfig(),
    limit = { perMinute: 1000, burst: 1000 },
  }: { config?: LeadsConfig; limit?: { perMinute: number; burst: number } } = {},
  overrides: Partial<IntakeDeps> = {},
): IntakeDeps {
  const store = createLeadStore(db, limit)
  return {
    config,
    store: async () => store,
    loadForm: loadTestForm,
    blocked: blockedDomains,
    log: (line) => logs.push(line),
    ...overrides,
  }
}
