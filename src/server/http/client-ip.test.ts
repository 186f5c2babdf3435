import { afterEach, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, HOST_MARK } from '@/server/process/host-contract'

import { clientAddress, isLoopback } from './client-ip'

const request = (address?: string) =>
  new Request('http://site/', { headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {} })
const mark = globalThis as Record<symbol, unknown>

afterEach(() => {
  delete mark[HOST_MARK]
})

describe('clientAddress', () => {
  it("reads the host's header when the host serves this process", () => {
    mark[HOST_MARK] = true
    expect(clientAddress(request('203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(request('not an address'))).toBe('unknown')
    expect(clientAddress(request())).toBe('unknown')
  })

  it('believes no header under another server, where a client could have written it', () => {
    expect(clientAddress(request('203.0.113.9'))).toBe('unknown')
  })
})

describe('isLoopback', () => {
  it('is true for 127.0.0.0/8 and ::1 only', () => {
    expect(isLoopback('127.0.0.1')).toBe(true)
    expect(isLoopback('127.31.4.5')).toBe(true)
    expect(isLoopback('::1')).toBe(true)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopback('10.0.0.1')).toBe(false)
    expect(isLoopback('unknown')).toBe(false)
  })
})
