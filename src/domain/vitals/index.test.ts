import { describe, expect, it } from 'vitest'

import { bucketOf, bucketTop, formatVital, indiaDay, percentile, reportPath, summariseVitals } from '.'

describe('buckets', () => {
  it('puts LCP in 50 ms bands, INP in 8 ms bands and CLS in bands of 0.005, a value on an edge in the band above', () => {
    expect(bucketOf('LCP', 0)).toBe(0)
    expect(bucketOf('LCP', 49.9)).toBe(0)
    expect(bucketOf('LCP', 50)).toBe(1)
    expect(bucketOf('LCP', 2_499)).toBe(49)
    expect(bucketOf('INP', 200)).toBe(25)
    expect(bucketOf('INP', 199)).toBe(24)
    // 0.015 / 0.005 is 2.9999999999999996 in floating point: still the band [0.015, 0.02).
    expect(bucketOf('CLS', 0.015)).toBe(3)
    expect(bucketOf('CLS', 0.1)).toBe(20)
    expect(bucketTop('LCP', 49)).toBe(2_500)
    expect(bucketTop('CLS', 3)).toBe(0.02)
  })
})

describe('the 75th percentile', () => {
  it('is the smallest band at or below which three visits in four fall (nearest rank), given by its top', () => {
    // 8 visits: 1,200 ms ×5 (band 24), 2,600 ms ×2 (band 52), 4,000 ms ×1 (band 80). Rank ⌈0.75 × 8⌉ = 6, the
    // sixth visit from the fastest is in band 52, whose top is 2,650 ms.
    const lcp = new Map([
      [24, 5],
      [52, 2],
      [80, 1],
    ])
    expect(percentile('LCP', lcp, 75)).toBe(2_650)
    // 4 visits, one per band 1..4 of INP: rank 3, band 3, top 32 ms.
    expect(
      percentile(
        'INP',
        new Map([
          [4, 1],
          [1, 1],
          [3, 1],
          [2, 1],
        ]),
        75,
      ),
    ).toBe(32)
    expect(percentile('CLS', new Map(), 75)).toBeNull()
  })

  it('sums a page’s days and gives each page its figures, the most visited first', () => {
    const rows = [
      { path: '/a', metric: 'LCP', bucket: 20, visits: 3 },
      { path: '/a', metric: 'LCP', bucket: 60, visits: 1 },
      { path: '/a', metric: 'LCP', bucket: 20, visits: 2 },
      { path: '/a', metric: 'CLS', bucket: 0, visits: 6 },
      { path: '/b', metric: 'LCP', bucket: 10, visits: 9 },
      { path: '/b', metric: 'INP', bucket: 30, visits: 2 },
      { path: '/b', metric: 'TTFB', bucket: 1, visits: 100 },
    ]
    expect(summariseVitals(rows)).toEqual([
      // /b: 9 LCP visits in band 10 → 550 ms; INP band 30 → 248 ms; no CLS.
      { path: '/b', visits: 9, p75: { LCP: 550, INP: 248, CLS: null } },
      // /a: 6 LCP visits (5 in band 20, 1 in band 60): rank 5 is in band 20 → 1,050 ms; CLS band 0 → 0.005.
      { path: '/a', visits: 6, p75: { LCP: 1_050, INP: null, CLS: 0.005 } },
    ])
    expect(summariseVitals(rows, 1).map(({ path }) => path)).toEqual(['/b'])
  })
})

describe('what a report is counted under', () => {
  it('counts a visit under its India date: 18:29 UTC is still the same day there, 18:30 UTC the next', () => {
    expect(indiaDay(new Date('2026-11-28T18:29:59Z'))).toBe('2026-11-28')
    expect(indiaDay(new Date('2026-11-28T18:30:00Z'))).toBe('2026-11-29')
  })

  it('keeps the path alone, lower case, without a trailing slash, and refuses what is not a path', () => {
    expect(reportPath('/Life-Insurance/?utm_source=tv#top')).toBe('/life-insurance')
    expect(reportPath('/')).toBe('/')
    expect(reportPath('/hi/')).toBe('/hi')
    expect(reportPath('//evil.test/x')).toBeNull()
    expect(reportPath('https://evil.test/')).toBeNull()
    expect(reportPath('/a/../admin')).toBeNull()
    expect(reportPath('/naam <script>')).toBeNull()
    expect(reportPath(`/${'a'.repeat(300)}`)).toBeNull()
  })

  it('writes figures as the dashboard shows them', () => {
    expect(formatVital('LCP', 12_350)).toBe('12,350 ms')
    expect(formatVital('CLS', 0.045)).toBe('0.045')
  })
})
