import 'server-only'
// DESIGN §4.2: the server's blocked-domain list, enforced on every submission whatever the
// browser did: free-mail and ISP providers (npm `email-providers`) and disposable / temporary-mail
// services (npm `disposable-email-domains`), normalised once (trimmed, lower-cased).
import freeMail from 'email-providers/all.json'
import disposable from 'disposable-email-domains'
import { domainList } from '@/leads/leadRules'

let list: Set<string> | null = null

/** The full normalised list (built on first use, then kept). */
export function blockedDomains(): Set<string> {
  list ??= domainList([...(freeMail as string[]), ...(disposable as string[])])
  return list
}
