// Issue 34: one configuration for build and run. Next writes each `process.env.NEXT_PUBLIC_…` it
// finds in the code into the bundles when the site is built, but the server also read some of them
// again at run time (the public URL for canonical links and the sitemap, the lead endpoint's Origin
// check, the CSP's third-party hosts). A server started with another value (or none) then made
// regenerated pages that disagreed with the build, and with the other replicas. So the build
// records every NEXT_PUBLIC_ value it saw (next.config.ts `env`: FL_BUILT_PUBLIC_ENV, written into
// the bundles like the values themselves), the server reads those, and src/instrumentation.ts
// refuses to start a server whose environment sets one to something else.

/** The variables a build fixes: every NEXT_PUBLIC_ one but the build's own version string. */
export function isPublicKey(key: string): boolean {
  return key.startsWith('NEXT_PUBLIC_') && key !== 'NEXT_PUBLIC_BUILD_VERSION'
}

type Env = Record<string, string | undefined>

/** The public values of an environment, empty ones left out (empty means unset throughout). */
export function publicValues(env: Env): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(env)) {
    if (isPublicKey(key) && value) values[key] = value
  }
  return values
}

/** The public values the build recorded, or null outside a build of the site (unit tests). */
export function builtPublicValues(
  recorded: string | undefined = process.env.FL_BUILT_PUBLIC_ENV,
): Record<string, string> | null {
  if (!recorded) return null
  const parsed: unknown = JSON.parse(recorded)
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null
}

/**
 * `env` with its public values replaced by the build's (a public variable the build did not have
 * is unset here too). Outside a build, `env` as it is.
 */
export function withBuiltPublicEnv(
  env: Env = process.env,
  built: Record<string, string> | null = builtPublicValues(),
): Env {
  if (!built) return env
  const result: Env = {}
  for (const [key, value] of Object.entries(env)) if (!isPublicKey(key)) result[key] = value
  return { ...result, ...built }
}

/**
 * What the running server's environment says differently from the build, one line a variable;
 * a variable left unset at run time takes the build's value and is no difference.
 */
export function publicEnvDifferences(built: Record<string, string>, running: Env): string[] {
  return Object.entries(publicValues(running))
    .filter(([key, value]) => built[key] !== value)
    .map(([key, value]) =>
      built[key] === undefined
        ? `${key} is set to "${value}", but the build had no value for it`
        : `${key} is "${value}", but the build used "${built[key]}"`,
    )
}
