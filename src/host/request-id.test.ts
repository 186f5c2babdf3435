import { describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/domain/http/client-address'
import { newRequestId, requestIdOf } from './request-id'

const trusted = parseTrustedProxies('10.0.0.0/8')
const nobody = parseTrustedProxies('')

describe('the id of a request', () => {
  it('is made afresh, 16 hex characters, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRequestId()))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/)
  })

  it("is a trusted proxy's X-Request-Id when it is well formed", () => {
    const uuid = '3f1c2b9e-8d4a-4c1e-9f0b-2a6d7e8c9b10'
    expect(requestIdOf('10.1.2.3', uuid, trusted)).toBe(uuid)
    expect(requestIdOf('::ffff:10.1.2.3', 'a1b2c3d4e5f60718', trusted)).toBe('a1b2c3d4e5f60718')
  })

  it("never believes a client's own X-Request-Id", () => {
    expect(requestIdOf('203.0.113.9', 'forged-request-id-1', trusted)).not.toBe('forged-request-id-1')
    expect(requestIdOf('127.0.0.1', 'forged-request-id-1', nobody)).not.toBe('forged-request-id-1')
    expect(requestIdOf(undefined, 'forged-request-id-1', trusted)).not.toBe('forged-request-id-1')
  })

  it('makes its own when the proxy sent one that is malformed, too short, too long or repeated', () => {
    for (const given of [
      'short',
      'has space in it',
      'new\nline-injected',
      'x'.repeat(129),
      ['a'.repeat(16), 'b'.repeat(16)],
    ]) {
      expect(requestIdOf('10.1.2.3', given, trusted)).toMatch(/^[0-9a-f]{16}$/)
    }
    expect(requestIdOf('10.1.2.3', undefined, trusted)).toMatch(/^[0-9a-f]{16}$/)
  })
})
