import { describe, expect, it } from 'vitest'

import { PROPOSAL_ACCESS_TTL_SECONDS, readProposalAccess, signProposalAccess } from './access'

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
