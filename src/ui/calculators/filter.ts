import { formatIndianNumber } from '@/domain/format'
import { digitsOnly } from '@/domain/forms/filters'

export type TNumberKind = 'amount' | 'integer' | 'decimal'

/**
 * What each kind of calculator field keeps of what was typed or pasted (spec 5 filters): amounts are digits shown
 * with Indian grouping (at most 10 digits, so 100 crore fits), whole numbers at most 3 digits, decimals one dot.
 * A zero on its own is kept (no savings, no loans).
 */
/**
 * Rates and measurements: digits and one dot. Unlike the form filter `decimals`, a leading zero is kept before a dot
 * or on its own ('0.5', '0'), since 0% growth and half a percent are real answers; other leading zeros go.
 */
function rate(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '')
  const dot = kept.indexOf('.')
  const single = dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '')
  const trimmed = single.replace(/^0+(?=\d)/, '')
  return (trimmed.startsWith('.') ? `0${trimmed}` : trimmed).slice(0, 8)
}

export function filterValue(kind: TNumberKind, raw: string): string {
  if (kind === 'decimal') return rate(raw)
  // Leading zeros go, but a lone zero stays: 'no savings yet' is a real answer.
  const typed = digitsOnly(raw)
  const digits = (digitsOnly(typed, { noLeadingZero: true }) || typed.slice(0, 1)).slice(
    0,
    kind === 'amount' ? 10 : 3,
  )
  if (kind === 'integer') return digits
  return digits === '' ? '' : formatIndianNumber(Number(digits))
}
