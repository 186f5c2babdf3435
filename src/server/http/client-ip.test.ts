import { describe, expect, it } from 'vitest'

import { clientIp } from './client-ip'

const request = (xff?: string) =>
  new Request('http://site/', { headers: xff ? { 'x-forwarded-for': xff } : {} })

describe('clientIp', () => {
  it('takes the address the nearest trusted proxy saw, ignoring what the client claims to its left', () => {
    expect(clientIp(request('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientIp(request('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
  })

  it('answers unknown when there are fewer entries than hops, or none is trusted', () => {
    expect(clientIp(request('203.0.113.9'), 2)).toBe('unknown')
    expect(clientIp(request(), 1)).toBe('unknown')
    expect(clientIp(request('203.0.113.9'), 0)).toBe('unknown')
  })
})
