// Typo suggestion for e-mail fields ("Did you mean ann@gmail.com?"), from the kept library
// @zootools/email-spell-checker. It is loaded on the first focus of an e-mail field, so it never
// weighs on a page's first-load JS; a suggestion is only ever offered, never required.

export type EmailSuggester = (email: string) => string | null

let pending: Promise<EmailSuggester> | null = null

/** The suggested address for a typed one, or null (no typo found, or the same address). */
export function suggestionFor(
  run: (options: { email: string }) => { full: string } | undefined,
  email: string,
): string | null {
  const trimmed = email.trim()
  if (!trimmed.includes('@')) return null
  const suggestion = run({ email: trimmed })?.full
  return suggestion && suggestion.toLowerCase() !== trimmed.toLowerCase() ? suggestion : null
}

/** Loads the checker once; a failed load gives a suggester that never suggests (and is retried). */
export function loadEmailSuggester(): Promise<EmailSuggester> {
  pending ??= import('@zootools/email-spell-checker')
    .then((mod) => {
      const run = (mod.run ?? mod.default?.run) as Parameters<typeof suggestionFor>[0]
      return (email: string) => suggestionFor(run, email)
    })
    .catch((error: unknown) => {
      pending = null
      console.error('The e-mail typo checker could not be loaded', error)
      return () => null
    })
  return pending
}
