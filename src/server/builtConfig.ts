import 'server-only'
// Issue 34: a server refuses to start when its environment sets a public value (NEXT_PUBLIC_…)
// differently from the build it serves: its pages, the other replicas' and the browser bundles
// would disagree (canonical URLs, the Origin check, the CSP's hosts). One left unset takes the
// build's value (src/lib/publicEnv.ts).
import { builtPublicValues, publicEnvDifferences } from '@/lib/publicEnv'

/**
 * Ends the process, with the reason, when the running environment differs. Exit, not throw: Next
 * logs a register() that threw but keeps the process alive, answering nothing.
 */
export function exitUnlessBuiltConfig() {
  try {
    assertBuiltConfig()
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
}

/** Throws, naming each difference and what to do, when the running environment differs. */
export function assertBuiltConfig(running: Record<string, string | undefined> = process.env) {
  const built = builtPublicValues()
  if (!built) return
  const differences = publicEnvDifferences(built, running)
  if (differences.length === 0) return
  throw new Error(
    [
      'This server was started with public settings other than its build:',
      ...differences.map((line) => `  - ${line}`),
      'NEXT_PUBLIC_ values are fixed when the site is built (they are in the pages and the',
      'browser code). Start it with the same values, or leave them unset to use the build’s,',
      'or build again with the new ones.',
    ].join('\n'),
  )
}
