import { describe, expect, it } from 'vitest'

import { issuePreviewToken, PREVIEW_TTL_SECONDS, readPreviewToken } from './token'

const secret = 'a'.repeat(64)

describe('preview token', () => {
  it('reads back what it issued', () => {
    const { token, claims } = issuePreviewToken(secret, '7')
    expect(readPreviewToken(secret, token)).toEqual(claims)
  })
  it('is refused after it expires', () => {
    const now = Date.now()
    const { token } = issuePreviewToken(secret, '7', now)
    expect(readPreviewToken(secret, token, now + PREVIEW_TTL_SECONDS * 1000 + 1)).toBeNull()
  })
  it('is refused when altered or signed with another secret', () => {
    const { token } = issuePreviewToken(secret, '7')
    const [body, sig] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ uid: '1', id: 'x', exp: 9e9 })).toString('base64url')
    expect(readPreviewToken(secret, `${forged}.${sig}`)).toBeNull()
    expect(readPreviewToken('b'.repeat(64), token)).toBeNull()
    expect(readPreviewToken(secret, `${body}.`)).toBeNull()
    expect(readPreviewToken(secret, 'garbage')).toBeNull()
    expect(readPreviewToken(secret, undefined)).toBeNull()
  })
  it('gives each preview its own link id', () => {
    expect(issuePreviewToken(secret, '7').claims.id).not.toBe(issuePreviewToken(secret, '7').claims.id)
  })
})
