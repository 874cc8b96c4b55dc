// Operator commands for the leads store: `npm run leads -- <command>` (README "Lead intake server").
import { importTs } from './lib/run-ts.mjs'

const { main } = await importTs('src/server/leads/cli.ts')
process.exitCode = await main(process.argv.slice(2))
