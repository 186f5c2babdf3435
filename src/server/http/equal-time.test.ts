import { describe, expect, it } from 'vitest'

import { bearer, padded } from './equal-time'

describe('padded', () => {
  it('holds a quick answer until the minimum time has passed', async () => {
    const started = performance.now()
    const res = await padded(120, async () => new Response('quick'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
    expect(await res.text()).toBe('quick')
  })

  it('adds nothing to an answer slower than the minimum', async () => {
    const started = performance.now()
    await padded(10, () => new Promise((resolve) => setTimeout(() => resolve(new Response('slow')), 80)))
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('bearer', () => {
  const ask = (authorization?: string) =>
    new Request('http://localhost/', authorization ? { headers: { authorization } } : {})

  it('reads the token of a Bearer header, whatever the scheme word’s case', () => {
    expect(bearer(ask('Bearer abc.def'))).toBe('abc.def')
    expect(bearer(ask('bearer abc'))).toBe('abc')
  })

  it('is null without a header, for another scheme, or for a token longer than 200 characters', () => {
    expect(bearer(ask())).toBeNull()
    expect(bearer(ask('JWT abc'))).toBeNull()
    expect(bearer(ask(`Bearer ${'x'.repeat(201)}`))).toBeNull()
  })
})
