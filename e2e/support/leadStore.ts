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

async function exportOnce(): Promise<StoredLead[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/leads.mjs', 'export', '--format', 'json'],
    {
      env: { ...process.env, LEADS_DATA_DIR: ROUTES_LEADS_DATA_DIR, DATABASE_URL: '' },
      maxBuffer: 1 << 26,
    },
  )
  return JSON.parse(stdout) as StoredLead[]
}

/**
 * Every stored lead whose values match `values`. The read brings its own time: the test's limit
 * grows by the 30 s it may retry (a busy machine spent a whole 30 s test on a browser visit and
 * then an export, and failed noJsForm.spec with the lead stored).
 */
export async function storedLeadsWith(values: Record<string, string>): Promise<StoredLead[]> {
  test.info().setTimeout(test.info().timeout + 30_000)
  let leads: StoredLead[] = []
  await expect(async () => {
    leads = await exportOnce()
  }).toPass({ timeout: 30_000 })
  return leads.filter((lead) =>
    Object.entries(values).every(([name, value]) => lead.values[name] === value),
  )
}
