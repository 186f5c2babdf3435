import { describe, expect, it } from 'vitest'

import {
  APPLICATION_ACCESS_TTL_SECONDS,
  PROPOSAL_ACCESS_TTL_SECONDS,
  readApplicationAccess,
  readProposalAccess,
  signApplicationAccess,
  signProposalAccess,
} from './access'

const SECRET = 'a-test-secret-of-enough-length-1234567890'

describe('the proposal credential', () => {
  it('names the verified mobile until it expires', () => {
    const now = Date.UTC(2026, 10, 28, 10)
    const value = signProposalAccess(SECRET, '9876543210', now)
    expect(readProposalAccess(SECRET, value, now + 1000)).toBe('9876543210')
    expect(readProposalAccess(SECRET, value, now + PROPOSAL_ACCESS_TTL_SECONDS * 1000)).toBeNull()
  })

  it('refuses a credential changed, signed with another key, or malformed', () => {
    const value = signProposalAccess(SECRET, '9876543210')
    const [body, signature] = value.split('.')
    const other = Buffer.from(JSON.stringify({ m: '9999999999', e: Date.now() + 60_000 })).toString(
      'base64url',
    )
    expect(readProposalAccess(SECRET, `${other}.${signature}`)).toBeNull()
    expect(readProposalAccess(`${SECRET}x`, value)).toBeNull()
    expect(readProposalAccess(SECRET, `${body}`)).toBeNull()
    expect(readProposalAccess(SECRET, null)).toBeNull()
  })
})

describe('the tracking credential', () => {
  it('names the application and its proved mobile for 30 minutes, and is not a proposal credential', () => {
    const now = Date.UTC(2026, 10, 28, 10)
    const value = signApplicationAccess(SECRET, 'SLA-2026-0000001', '9876543210', now)
    expect(readApplicationAccess(SECRET, value, now + 1000)).toEqual({
      number: 'SLA-2026-0000001',
      phone: '9876543210',
    })
    expect(readApplicationAccess(SECRET, value, now + APPLICATION_ACCESS_TTL_SECONDS * 1000)).toBeNull()
    expect(readProposalAccess(SECRET, value, now + 1000)).toBeNull()
    expect(readApplicationAccess(SECRET, signProposalAccess(SECRET, '9876543210', now), now)).toBeNull()
    expect(readApplicationAccess(`${SECRET}x`, value, now + 1000)).toBeNull()
  })
})
