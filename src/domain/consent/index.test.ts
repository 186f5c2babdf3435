import { describe, expect, it } from 'vitest'

import { CONSENT, allPurposes, parseConsent, serializeConsent, withdraws, type TConsent } from '.'

const NOW = Date.UTC(2026, 10, 25, 10, 0)
const consent = (analytics: boolean, at = NOW): TConsent => ({
  version: CONSENT.version,
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  at,
  choice: { analytics },
})

describe('the consent cookie', () => {
  it('keeps a choice and reads it back', () => {
    for (const analytics of [true, false]) {
      const value = serializeConsent(consent(analytics))
      expect(value).toMatch(/^1\.AbCdEfGhIjKlMnOpQrStUv\.[0-9a-z]+\.analytics=[01]$/)
      expect(parseConsent(value, NOW)).toEqual(consent(analytics))
    }
  })

  it('asks again after 180 days, and for a choice made under other purposes', () => {
    const old = serializeConsent(consent(true, NOW - 181 * 86_400_000))
    expect(parseConsent(old, NOW)).toBeNull()
    expect(parseConsent(serializeConsent(consent(true, NOW - 179 * 86_400_000)), NOW)).not.toBeNull()
    expect(parseConsent(serializeConsent(consent(true)).replace(/^1\./, '2.'), NOW)).toBeNull()
  })

  it('takes nothing it cannot read as a yes', () => {
    for (const value of [
      '',
      'yes',
      '1.short.abc.analytics=1',
      `1.AbCdEfGhIjKlMnOpQrStUv.${NOW.toString(36)}.analytics=yes`,
      `1.AbCdEfGhIjKlMnOpQrStUv.${NOW.toString(36)}.marketing=1`,
      `1.AbCdEfGhIjKlMnOpQrStUv.${(NOW + 86_400_000).toString(36)}.analytics=1`,
      `1.AbCdEfGhIjKlMnOpQrStUv.${NOW.toString(36)}.analytics=1.extra`,
    ])
      expect(parseConsent(value, NOW), value).toBeNull()
  })

  it('knows a withdrawal: a yes that becomes a no', () => {
    expect(withdraws({ analytics: true }, { analytics: false })).toBe(true)
    expect(withdraws({ analytics: false }, { analytics: true })).toBe(false)
    expect(withdraws(null, allPurposes(false))).toBe(false)
  })
})
