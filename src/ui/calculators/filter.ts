import { formatIndianNumber } from '@/domain/calculators/money'
import { decimals, digitsOnly } from '@/domain/forms/filters'

export type TNumberKind = 'amount' | 'integer' | 'decimal'

/**
 * What each kind of calculator field keeps of what was typed or pasted (spec 5 filters): amounts are digits shown
 * with Indian grouping (at most 10 digits, so 100 crore fits), whole numbers at most 3 digits, decimals one dot.
 */
export function filterValue(kind: TNumberKind, raw: string): string {
  if (kind === 'decimal') return decimals(raw).slice(0, 8)
  const digits = digitsOnly(raw, { noLeadingZero: true }).slice(0, kind === 'amount' ? 10 : 3)
  if (kind === 'integer') return digits
  return digits === '' ? '' : formatIndianNumber(Number(digits))
}
