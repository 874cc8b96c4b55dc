import { describe, expect, it } from 'vitest'
import { DEFAULT_PROXY_PEERS, parseProxyPeers } from './proxyPeers'

describe('parseProxyPeers (TRUST_PROXY_FROM, issue 47)', () => {
  it('trusts loopback only by default', () => {
    for (const unset of [undefined, '', '  ']) {
      const peers = parseProxyPeers(unset)
      expect(peers.entries).toEqual(DEFAULT_PROXY_PEERS)
      expect(peers.has('127.0.0.1')).toBe(true)
      expect(peers.has('::1')).toBe(true)
      expect(peers.has('::ffff:127.0.0.1')).toBe(true)
      expect(peers.has('127.0.0.2')).toBe(false)
      expect(peers.has('10.0.0.5')).toBe(false)
    }
  })

  it('takes addresses and CIDR ranges, IPv4 and IPv6, and an IPv4 peer of a dual-stack socket', () => {
    const peers = parseProxyPeers(' 10.0.0.0/24, 192.0.2.7 ,fd00::/8, 2001:db8::1')
    expect(peers.invalid).toEqual([])
    expect(peers.has('10.0.0.254')).toBe(true)
    expect(peers.has('::ffff:10.0.0.9')).toBe(true)
    expect(peers.has('10.0.1.1')).toBe(false)
    expect(peers.has('192.0.2.7')).toBe(true)
    expect(peers.has('192.0.2.8')).toBe(false)
    expect(peers.has('fd12:3456::1')).toBe(true)
    expect(peers.has('2001:DB8::1')).toBe(true)
    expect(peers.has('2001:db8::2')).toBe(false)
    // Loopback is not added to a list that is set.
    expect(peers.has('127.0.0.1')).toBe(false)
  })

  it('sets aside what is no address or range, and matches nothing that is no address', () => {
    const peers = parseProxyPeers(
      'nginx.internal, 10.0.0.1/33, 10.0.0.1/x, ::1/129, 1.2.3.4/8/1, 10.0.0.1',
    )
    expect(peers.invalid).toEqual([
      'nginx.internal',
      '10.0.0.1/33',
      '10.0.0.1/x',
      '::1/129',
      '1.2.3.4/8/1',
    ])
    expect(peers.entries).toEqual(['10.0.0.1'])
    expect(peers.has('')).toBe(false)
    expect(peers.has('unknown')).toBe(false)
  })
})
