// Which suites of playwright.config.ts a command line runs, so that the config starts only their
// servers: Playwright starts every `webServer` of a config whatever projects run (a per-project
// webServer is microsoft/playwright#22496, still open), and each suite needs a build of its own.

export const SUITES = ['routes', 'stories', 'analytics', 'remote'] as const
export type Suite = (typeof SUITES)[number]

/** The suite a project belongs to: its name up to the first "-" (`routes-mobile` → routes). */
export function suiteOf(projectName: string): Suite {
  const suite = SUITES.find((name) => projectName === name || projectName.startsWith(`${name}-`))
  if (!suite) throw new Error(`project "${projectName}" belongs to no suite (${SUITES.join(', ')})`)
  return suite
}

/** `--project` filters as Playwright reads them: the whole name, `*` for any text, any case. */
function projectFilter(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')
  return new RegExp(`^${escaped}$`, 'i')
}

/**
 * The suites a `playwright test` command line selects: those of the projects named by
 * `--project` (repeated, a list, or with `*`), else those whose folder a file argument is in
 * (`e2e/stories/…`), else every suite.
 */
export function selectedSuites(argv: readonly string[], projectNames: readonly string[]): Suite[] {
  const filters: RegExp[] = []
  // `--project a b` names two projects, as `--project a --project b` does (a list option).
  let inProjectList = false
  for (const arg of argv) {
    if (arg === '--project') inProjectList = true
    else if (arg.startsWith('-')) inProjectList = false
    if (arg.startsWith('--project=')) filters.push(projectFilter(arg.slice('--project='.length)))
    else if (inProjectList && arg !== '--project') filters.push(projectFilter(arg))
  }
  if (filters.length > 0) {
    const named = projectNames.filter((name) => filters.some((filter) => filter.test(name)))
    return SUITES.filter((suite) => named.some((name) => suiteOf(name) === suite))
  }
  const byFolder = SUITES.filter((suite) =>
    argv.some((arg) => new RegExp(`(^|/)e2e/${suite}(/|$)`).test(arg)),
  )
  return byFolder.length > 0 ? byFolder : [...SUITES]
}
