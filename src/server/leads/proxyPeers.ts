// Issue 47: TRUST_PROXY trusts X-Forwarded-* only from the front's own addresses
// (TRUST_PROXY_FROM: addresses and CIDR ranges, default loopback). A client that reaches a
// replica's port directly sends the same headers as the front does, and would otherwise pick its
// own rate-limit bucket with each request; its socket's address decides instead.
import { BlockList, isIP } from 'node:net'

/** TRUST_PROXY_FROM when unset: a front on the same machine (nginx to 127.0.0.1 or ::1). */
export const DEFAULT_PROXY_PEERS: readonly string[] = ['127.0.0.1', '::1']

export interface ProxyPeers {
  /** The entries as configured, valid ones only (for messages). */
  entries: readonly string[]
  /** Entries that are no address or CIDR range: ignored, and reported at start. */
  invalid: readonly string[]
  /** True when a socket's peer address is one of the entries. */
  has(address: string): boolean
}

/** An IPv4-mapped IPv6 address (a dual-stack socket's IPv4 peer) as the IPv4 address it is. */
function unmapped(address: string): string {
  const value = address.trim().toLowerCase()
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(value) ? value.slice(7) : value
}

/** Parses TRUST_PROXY_FROM: a comma list of addresses and CIDR ranges (10.0.0.0/24, fd00::/8). */
export function parseProxyPeers(value: string | undefined): ProxyPeers {
  const raw = value?.trim() ? value.split(',') : DEFAULT_PROXY_PEERS
  const list = new BlockList()
  const entries: string[] = []
  const invalid: string[] = []
  for (const item of raw.map((entry) => entry.trim()).filter(Boolean)) {
    const [address = '', prefix, extra] = item.split('/')
    const host = unmapped(address)
    const family = isIP(host)
    const bits = prefix === undefined ? null : Number(prefix)
    const max = family === 4 ? 32 : 128
    if (
      !family ||
      extra !== undefined ||
      (bits !== null && (!/^\d+$/.test(prefix ?? '') || bits > max))
    ) {
      invalid.push(item)
      continue
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === null) list.addAddress(host, type)
    else list.addSubnet(host, bits, type)
    entries.push(item)
  }
  return {
    entries,
    invalid,
    has(address) {
      const host = unmapped(address)
      const family = isIP(host)
      return family !== 0 && list.check(host, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}
