/**
 * The value axis of a calculator's chart: a few round steps from 0 to at least the largest bar, so a reader can
 * tell ₹18 lakh from ₹24 lakh without the table.
 */
export type TAxis = { max: number; ticks: number[] }

/** A round step: 1, 2, 2.5 or 5 times a power of ten. */
function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough))
  const scaled = rough / power
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10
  return nice * power
}

/** Ticks from 0 up to the first round value at or above `largest`, about `count` steps (never fewer than 2). */
export function valueAxis(largest: number, count = 4): TAxis {
  if (!Number.isFinite(largest) || largest <= 0) return { max: 1, ticks: [0, 1] }
  const step = roundStep(largest / Math.max(2, count))
  const steps = Math.max(1, Math.ceil(largest / step - 1e-9))
  const ticks = Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)))
  return { max: ticks.at(-1)!, ticks }
}

/**
 * A rupee amount in the few characters an axis has room for, in lakh and crore as Indians read them: ₹0, ₹500,
 * ₹45K, ₹2.5L, ₹12L, ₹1.2Cr.
 */
export function axisRupees(amount: number): string {
  const sign = amount < 0 ? '-' : ''
  const value = Math.abs(amount)
  const trim = (n: number) => String(Number(n.toFixed(n < 10 ? 1 : 0)))
  if (value >= 1e7) return `${sign}₹${trim(value / 1e7)}Cr`
  if (value >= 1e5) return `${sign}₹${trim(value / 1e5)}L`
  if (value >= 1e3) return `${sign}₹${trim(value / 1e3)}K`
  return `${sign}₹${Math.round(value)}`
}

/**
 * Which bars of a chart get their label under them: as many as fit, evenly spaced from the first, with the last and
 * the marked bar (`markAt`, the retirement age; -1 for none) always labelled, and a label left out when it would
 * crowd a kept one. `step` is the space per bar and `room` the space one label needs, in the same unit.
 */
export function chartLabels(count: number, step: number, room: number, markAt = -1): Set<number> {
  const every = Math.max(1, Math.ceil(room / Math.max(step, 1e-9)))
  const fixed = [0, count - 1, markAt].filter((index) => index >= 0 && index < count)
  const chosen = new Set(fixed)
  for (let index = 0; index < count; index += every) {
    if (fixed.every((kept) => kept === index || Math.abs(kept - index) >= every)) chosen.add(index)
  }
  // The first and last give way to the marked bar when they would crowd it.
  for (const end of [0, count - 1])
    if (markAt >= 0 && end !== markAt && Math.abs(end - markAt) < every) chosen.delete(end)
  return chosen
}
