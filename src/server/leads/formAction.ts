'use server'
// Issue 48: the server function a CMS form's `action` names (CmsForm.tsx, useActionState). Only a
// post without JavaScript, or sent before the page's JavaScript has run, reaches it: once hydrated
// the form sends JSON to /api/formSubmit itself. See noScriptForm.ts.
//
// The form imports this module, and the form's module graph is also a browser bundle's where Next
// does not stand in for the function: Storybook's (Vite) and the unit tests'. The server's modules
// (the lead store, Node's file system) must not be in those, so they are required when the
// function runs: Next's bundler (Turbopack) follows a `require` as it follows an import, Vite
// leaves one in application code alone, and nothing ever calls the function there. Turbopack
// hands back a promise for a module that loads an ES module package (PGlite) on its way: awaited.
import { headers } from 'next/headers'
import type { NoScriptOutcome } from '@/leads/leadContract'

type ServerModules = typeof import('./noScriptForm') & typeof import('./runtime')

export async function sendFormWithoutScript(
  // The form's last state, as the browser sends it back: never read, never trusted.
  _previous: NoScriptOutcome | null,
  data: FormData,
): Promise<NoScriptOutcome | null> {
  /* eslint-disable @typescript-eslint/no-require-imports -- see the note above */
  const [{ takeFormPost }, { intakeDeps }] = (await Promise.all([
    require('./noScriptForm'),
    require('./runtime'),
  ])) as [ServerModules, ServerModules]
  /* eslint-enable @typescript-eslint/no-require-imports */
  return takeFormPost(data, await headers(), intakeDeps())
}
