/**
 * Core Web Vitals from real visitors (field data), kept in aggregate: for each page, India date and metric, a
 * histogram of how many visits fell into each bucket. No visit is kept on its own and nothing names a visitor; the
 * 75th percentile the dashboard shows is read back from the histogram.
 *
 * Buckets are fixed steps, so a percentile is exact to one step: LCP and INP in 50 ms and 8 ms steps, CLS in steps
 * of 0.005. A percentile is given as the upper edge of its bucket (the pessimistic reading, as a budget wants).
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const
export type TVitalMetric = (typeof VITAL_METRICS)[number]

interface IMetricScale {
  /** The width of one bucket, in the metric's unit (ms, or CLS's unitless score). */
  step: number
  /** A value above this is not a real visit's (a tab left open for hours): refused. */
  max: number
  /** "Good" for three visits in four, by the Core Web Vitals thresholds. */
  good: number
  unit: 'ms' | ''
}

export const METRIC_SCALES: Record<TVitalMetric, IMetricScale> = {
  LCP: { step: 50, max: 60_000, good: 2_500, unit: 'ms' },
  INP: { step: 8, max: 60_000, good: 200, unit: 'ms' },
  CLS: { step: 0.005, max: 10, good: 0.1, unit: '' },
}

/** The bucket a value falls in: 0 holds [0, step), 1 holds [step, 2 step)… */
export function bucketOf(metric: TVitalMetric, value: number): number {
  const { step } = METRIC_SCALES[metric]
  // A value on a bucket's edge belongs to the bucket above it; the rounding guards 0.015 / 0.005 = 2.9999….
  return Math.floor(Math.round((value / step) * 1e6) / 1e6)
}

/** The value a bucket stands for in a percentile: its upper edge. */
export function bucketTop(metric: TVitalMetric, bucket: number): number {
  const { step } = METRIC_SCALES[metric]
  return Number(((bucket + 1) * step).toFixed(6))
}

/**
 * The p-th percentile (0 < p ≤ 100) of a histogram ({bucket → count}), by the nearest-rank method: the smallest
 * bucket at or below which at least p% of the visits fall. Null without visits.
 */
export function percentile(
  metric: TVitalMetric,
  histogram: ReadonlyMap<number, number>,
  p: number,
): number | null {
  const buckets = [...histogram.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b)
  const total = buckets.reduce((sum, [, count]) => sum + count, 0)
  if (total === 0) return null
  const rank = Math.ceil((p / 100) * total)
  let seen = 0
  let last = 0
  for (const [bucket, count] of buckets) {
    seen += count
    last = bucket
    if (seen >= rank) break
  }
  return bucketTop(metric, last)
}

/** A figure as the dashboard writes it: 2,350 ms, 96 ms, 0.045. */
export function formatVital(metric: TVitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3)
  return `${Math.round(value).toLocaleString('en-IN')} ms`
}

/** The India calendar date of an instant, as YYYY-MM-DD (the day a visit is counted under). */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}

/** The address a report is counted under: the path alone, lower case, no trailing slash, or null if not one. */
export function reportPath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.length > 300) return null
  const path = raw.replace(/[?#].*$/, '').toLowerCase()
  if (!/^[a-z0-9/_.~-]*$/.test(path) || path.split('/').some((part) => part === '.' || part === '..'))
    return null
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

export interface IFieldVitalsRow {
  path: string
  /** Visits counted for LCP, the metric every page load reports. */
  visits: number
  p75: Record<TVitalMetric, number | null>
}

/**
 * The 75th percentile of each metric for each page, from rows of (path, metric, bucket, visits) summed over the
 * days asked for: the pages with the most visits first, at most `limit`.
 */
export function summariseVitals(
  rows: readonly { path: string; metric: string; bucket: number; visits: number }[],
  limit = 20,
): IFieldVitalsRow[] {
  const byPath = new Map<string, Record<TVitalMetric, Map<number, number>>>()
  for (const { path, metric, bucket, visits } of rows) {
    if (!(VITAL_METRICS as readonly string[]).includes(metric)) continue
    const histograms = byPath.get(path) ?? { LCP: new Map(), INP: new Map(), CLS: new Map() }
    const histogram = histograms[metric as TVitalMetric]
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + visits)
    byPath.set(path, histograms)
  }
  return [...byPath.entries()]
    .map(([path, histograms]) => ({
      path,
      visits: [...histograms.LCP.values()].reduce((sum, count) => sum + count, 0),
      p75: {
        LCP: percentile('LCP', histograms.LCP, 75),
        INP: percentile('INP', histograms.INP, 75),
        CLS: percentile('CLS', histograms.CLS, 75),
      },
    }))
    .sort((a, b) => b.visits - a.visits || a.path.localeCompare(b.path))
    .slice(0, limit)
}
