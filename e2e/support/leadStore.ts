// The leads the test server stored, read as an operator does: `npm run leads -- export` against
// the server's store (its socket, in the route server's LEADS_DATA_DIR). The socket
// takes one connection at a time (docs/leads.md), so a read that meets another one tries again.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { ROUTES_LEADS_DATA_DIR } from './routeServer'

export interface StoredLead {
  formId: string
  page: string
  values: Record<string, string>
  routed: boolean | null
}

/**
 * How long a read may take, retries included. An export is a Node process that loads the leads
 * modules (~2.0 s here, idle, with their transpiled TypeScript cached by scripts/lib/ts-hooks.mjs;
 * ~3.0 s without); at a load average of 14 one took the whole of a 30 s limit, and three tests
 * failed with their leads stored.
 */
const READ_MS = 90_000

async function exportOnce(): Promise<StoredLead[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/leads.mjs', 'export', '--format', 'json'],
    {
      env: { ...process.env, LEADS_DATA_DIR: ROUTES_LEADS_DATA_DIR, DATABASE_URL: '' },
      maxBuffer: 1 << 26,
      // An attempt still running when the read gives up is stopped, not left to load the machine.
      timeout: READ_MS,
    },
  )
  return JSON.parse(stdout) as StoredLead[]
}

/**
 * Every stored lead whose values match `values`. The read brings its own time: the test's limit
 * grows by READ_MS.
 */
export async function storedLeadsWith(values: Record<string, string>): Promise<StoredLead[]> {
  test.info().setTimeout(test.info().timeout + READ_MS)
  let leads: StoredLead[] = []
  await expect(async () => {
    leads = await exportOnce()
  }).toPass({ timeout: READ_MS })
  return leads.filter((lead) =>
    Object.entries(values).every(([name, value]) => lead.values[name] === value),
  )
}
