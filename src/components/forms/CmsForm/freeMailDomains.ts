// DESIGN §4.2: the browser's copy of the blocked-domain list. Free-mail and ISP mailbox providers
// (npm `email-providers`, several thousand domains, itself listing the best-known disposable
// services) are loaded on demand as their own chunk, so no page's first-load JS carries them. The
// server holds the full list, disposable services included (src/server/blockedDomains.ts), and
// refuses what this copy lets through.
import { domainList } from '../../../leads/leadRules'

let pending: Promise<Set<string>> | null = null

/** The free-mail/ISP list, loaded once; a failed load resolves to an empty set and is retried next time. */
export function loadFreeMailDomains(): Promise<Set<string>> {
  pending ??= import('email-providers/all.json')
    .then((mod) => domainList(mod.default as string[]))
    .catch((error: unknown) => {
      pending = null
      console.error('The work e-mail domain list could not be loaded', error)
      return new Set<string>()
    })
  return pending
}
