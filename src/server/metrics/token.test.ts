import { describe, expect, it } from 'vitest'

import { hasMetricsToken } from './token'

const TOKEN = 'scraper-token-0123456789abcdef'
const asking = (authorization?: string) => ({
  headers: new Headers(authorization === undefined ? {} : { authorization }),
})

describe("the metrics scraper's token", () => {
  it('lets in a bearer of METRICS_TOKEN, and no other', () => {
    expect(hasMetricsToken(asking(`Bearer ${TOKEN}`), TOKEN)).toBe(true)
    expect(hasMetricsToken(asking(`Bearer ${TOKEN}x`), TOKEN)).toBe(false)
    expect(hasMetricsToken(asking(TOKEN), TOKEN)).toBe(false)
    expect(hasMetricsToken(asking(), TOKEN)).toBe(false)
  })

  it('lets nobody in by token when METRICS_TOKEN is unset, not even an empty bearer', () => {
    expect(hasMetricsToken(asking('Bearer '), undefined)).toBe(false)
    expect(hasMetricsToken(asking('Bearer undefined'), undefined)).toBe(false)
  })
})
