import { describe, expect, it } from 'vitest'

import { axisRupees, chartLabels, valueAxis } from './chart'

describe("a calculator chart's value axis", () => {
  it.each([
    // largest bar → round steps worked out by hand: ~largest/4, rounded up to 1, 2, 2.5 or 5 × 10^n
    [2_345_678, [0, 1_000_000, 2_000_000, 3_000_000]],
    [100, [0, 25, 50, 75, 100]],
    [99, [0, 25, 50, 75, 100]],
    [1_80_00_000, [0, 50_00_000, 1_00_00_000, 1_50_00_000, 2_00_00_000]],
    [7, [0, 2, 4, 6, 8]],
    [0.4, [0, 0.1, 0.2, 0.3, 0.4]],
  ])('largest %d → ticks %j', (largest, ticks) => {
    expect(valueAxis(largest).ticks).toEqual(ticks)
    expect(valueAxis(largest).max).toBe(ticks.at(-1))
    expect(valueAxis(largest).max).toBeGreaterThanOrEqual(largest)
  })

  it('draws something sensible for nothing to show', () => {
    expect(valueAxis(0)).toEqual({ max: 1, ticks: [0, 1] })
    expect(valueAxis(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] })
  })

  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [45_000, '₹45K'],
    [2_50_000, '₹2.5L'],
    [12_00_000, '₹12L'],
    [1_20_00_000, '₹1.2Cr'],
    [25_00_00_000, '₹25Cr'],
    [-3_00_000, '-₹3L'],
  ])('%d reads %s on the axis (lakh and crore)', (amount, text) => {
    expect(axisRupees(amount)).toBe(text)
  })
})

describe("a chart's bar labels", () => {
  it('labels as many bars as fit, evenly, with the first, the last and the marked one', () => {
    // 55 bars (ages 31 to 85) over 260 px: 4.7 px a bar; a two-digit label at 12 px needs about 25 px: every 6th.
    const labels = chartLabels(55, 260 / 55, 25, 29)
    expect([...labels].sort((a, b) => a - b)).toEqual([0, 6, 12, 18, 29, 36, 42, 48, 54])
  })

  it('keeps every label of a short series', () => {
    expect([...chartLabels(5, 60, 25)].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('lets the first or last give way to a marked bar beside it', () => {
    expect(chartLabels(20, 10, 25, 1).has(0)).toBe(false)
    expect(chartLabels(20, 10, 25, 1).has(1)).toBe(true)
  })
})
