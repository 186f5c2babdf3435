import { describe, expect, it } from 'vitest'

import { normaliseAddress, parseTrustedProxies, resolveClientAddress } from './client-address'

const nobody = parseTrustedProxies('')
const balancer = parseTrustedProxies('10.0.0.0/8')
const chain = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, 2001:db8::/32')

describe('resolveClientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', nobody)).toBe('203.0.113.9')
    expect(resolveClientAddress('127.0.0.5', '10.1.1.1, 8.8.8.8', nobody)).toBe('127.0.0.5')
  })

  it('believes the entry a trusted proxy appended, never the ones a client wrote to its left', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', balancer)).toBe('203.0.113.9')
  })

  it('skips trusted proxies from the right and stops at the first address that is not one', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9, 192.0.2.7, 10.3.3.3', chain)).toBe(
      '203.0.113.9',
    )
    expect(resolveClientAddress('2001:db8::1', '198.51.100.4', chain)).toBe('198.51.100.4')
  })

  it('does not trust X-Forwarded-For from a peer outside the list, even when it names a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.50', '10.0.0.2', balancer)).toBe('203.0.113.50')
  })

  it('stops at an entry that is not an address: the proxy that wrote it is the last known hop', () => {
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9, not-an-ip', balancer)).toBe('10.0.0.2')
  })

  it('is the trusted proxy itself when it forwarded nothing (a health check)', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, balancer)).toBe('10.0.0.2')
  })

  it('reads several X-Forwarded-For headers as one list', () => {
    expect(resolveClientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.9'], balancer)).toBe('203.0.113.9')
  })

  it('spells an IPv4 client one way, whether the socket is IPv4 or IPv6', () => {
    expect(resolveClientAddress('::ffff:127.0.0.9', undefined, nobody)).toBe('127.0.0.9')
    expect(normaliseAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(parseTrustedProxies('::ffff:10.0.0.0/104')('10.2.3.4')).toBe(true)
  })

  it('is unknown without a peer', () => {
    expect(resolveClientAddress(undefined, '203.0.113.9', balancer)).toBe('unknown')
  })
})

describe('parseTrustedProxies', () => {
  it('matches single addresses and ranges of both families', () => {
    expect(chain('192.0.2.7')).toBe(true)
    expect(chain('192.0.2.8')).toBe(false)
    expect(chain('10.255.0.1')).toBe(true)
    expect(chain('2001:db8:1::5')).toBe(true)
    expect(chain('2001:db9::5')).toBe(false)
  })

  it('trusts nobody when empty', () => {
    expect(nobody('10.0.0.1')).toBe(false)
    expect(nobody('127.0.0.1')).toBe(false)
  })

  it('refuses an entry that is not an address or range, naming it', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.internal')).toThrow(/"proxy\.internal"/)
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/TRUSTED_PROXIES/)
  })
})
