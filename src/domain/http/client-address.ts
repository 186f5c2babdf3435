import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

/** Whether an address belongs to a proxy we trust to report the client's address in X-Forwarded-For. */
export type TTrust = (address: string) => boolean

/** At most this many X-Forwarded-For entries are looked at; a longer chain is a client padding the header. */
const MAX_HOPS = 20

/** 203.0.113.9 for ::ffff:203.0.113.9, so one client has one spelling. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim()
  if (!isIP(trimmed)) return trimmed
  return ipaddr.process(trimmed).toString()
}

/**
 * TRUSTED_PROXIES: a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 2001:db8::/32, 192.0.2.7`).
 * Empty trusts nobody: the socket's peer is the client. Throws naming the entry that is not an address or range.
 */
export function parseTrustedProxies(list: string | undefined): TTrust {
  const ranges = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return entry.includes('/')
          ? ipaddr.parseCIDR(entry)
          : ([ipaddr.parse(entry), entry.includes(':') ? 128 : 32] as [ipaddr.IPv4 | ipaddr.IPv6, number])
      } catch {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
      }
    })
    .map(([address, bits]) => normaliseRange(address, bits))
  if (ranges.length === 0) return () => false
  return (address) => {
    if (!isIP(address)) return false
    const parsed = ipaddr.process(address)
    return ranges.some((range) => parsed.kind() === range[0].kind() && parsed.match(range))
  }
}

/** An IPv4-mapped IPv6 range (::ffff:10.0.0.0/104) is the IPv4 range it maps, as processed addresses are. */
function normaliseRange(
  address: ipaddr.IPv4 | ipaddr.IPv6,
  bits: number,
): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96]
  }
  return [address, bits]
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the X-Forwarded-For entries
 * are read from the right (each proxy appends the address it saw), skipping those that are trusted proxies too, and
 * the first one that is not is the client. Entries further left were written by the client and are never believed.
 * 'unknown' when there is no peer (the socket already closed).
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TTrust,
): string {
  if (!peer || !isIP(peer)) return 'unknown'
  let current = normaliseAddress(peer)
  if (!trusted(current)) return current
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(-MAX_HOPS)
  for (let at = entries.length - 1; at >= 0; at--) {
    const entry = entries[at]!
    // A trusted proxy wrote this entry; one that is not an address means the chain cannot be read further.
    if (!isIP(entry)) return current
    current = normaliseAddress(entry)
    if (!trusted(current)) return current
  }
  return current
}
