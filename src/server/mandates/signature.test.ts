import { describe, expect, it } from 'vitest'

import { CALLBACK_WINDOW_SECONDS, checkCallback, signedCallbackParams } from './signature'

const SECRET = 'callback-secret-for-tests'.padEnd(40, 'x')
const NOW = 1_800_000_000
const FIELDS = { ref: 'NACHABC123DEF', status: 'success' as const, umrn: 'SAHY7000000000000123', ts: NOW }

describe('mandate callback signature', () => {
  it('accepts a callback signed with the secret, within the time window', () => {
    expect(checkCallback(SECRET, signedCallbackParams(SECRET, FIELDS), NOW + 60)).toEqual({
      ok: true,
      fields: FIELDS,
    })
  })

  it.each([
    ['status', 'failure'],
    ['ref', 'NACHOTHER00001'],
    ['umrn', 'SAHY7000000000000999'],
    ['ts', String(NOW + 1)],
  ])('refuses a callback whose %s was changed after signing', (key, value) => {
    const params = signedCallbackParams(SECRET, FIELDS)
    params.set(key, value)
    const check = checkCallback(SECRET, params, NOW)
    expect(check.ok).toBe(false)
  })

  it('refuses another secret, a missing signature, and a stale or future timestamp', () => {
    expect(checkCallback(SECRET, signedCallbackParams('x'.repeat(40), FIELDS), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    })
    const unsigned = signedCallbackParams(SECRET, FIELDS)
    unsigned.delete('sig')
    expect(checkCallback(SECRET, unsigned, NOW)).toEqual({ ok: false, reason: 'malformed' })
    const params = signedCallbackParams(SECRET, FIELDS)
    expect(checkCallback(SECRET, params, NOW + CALLBACK_WINDOW_SECONDS + 1)).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(checkCallback(SECRET, params, NOW - CALLBACK_WINDOW_SECONDS - 1)).toEqual({
      ok: false,
      reason: 'stale',
    })
  })

  it('a success without a UMRN is malformed', () => {
    expect(checkCallback(SECRET, signedCallbackParams(SECRET, { ...FIELDS, umrn: '' }), NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })
})
