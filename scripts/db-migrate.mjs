// `npm run db:migrate`: applies the committed migrations (drizzle/) to PGlite (LEADS_DATA_DIR) or
// to PostgreSQL (DATABASE_URL).
import { importTs } from './lib/run-ts.mjs'

const { main } = await importTs('src/server/leads/cli.ts')
process.exitCode = await main(['migrate', ...process.argv.slice(2)])
