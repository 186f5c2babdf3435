/**
 * Bonus information (spec 2.1 `bonus-information`): bonus rates declared for participating plans, by plan and
 * financial year. Rates are rupees per ₹1,000 of sum assured (the way insurers declare them).
 */

import services from '../i18n/en/services.json' with { type: 'json' }

export interface IBonusRate {
  plan: string
  uin?: string | null
  financialYear: string
  /** Simple reversionary bonus, ₹ per ₹1,000 sum assured, per year of the policy. */
  reversionary: number
  /** Terminal bonus, ₹ per ₹1,000 sum assured, paid once on maturity or death; 0 when none was declared. */
  terminal: number
  note?: string | null
}

/** '2024-25': a financial year runs from 1 April to 31 March. */
export const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/

export function isFinancialYear(value: string): boolean {
  const match = FINANCIAL_YEAR.exec(value)
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2])
}

/** The financial year a day (YYYY-MM-DD) falls in. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4))
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

export interface IBonusFilter {
  plan?: string | null
  year?: string | null
}

export const BONUS_MESSAGES = services.bonus

/**
 * The rows shown for a filter: an unknown plan or year (not in the data) is refused rather than shown as empty,
 * so a typo in an address reads as a mistake. Sorted by plan, then the newest year first.
 */
export function filterBonusRates(
  rates: readonly IBonusRate[],
  filter: IBonusFilter,
): { ok: true; rows: IBonusRate[] } | { ok: false; message: string } {
  const plan = filter.plan?.trim() || ''
  const year = filter.year?.trim() || ''
  if (plan && !rates.some((rate) => rate.plan === plan)) return { ok: false, message: BONUS_MESSAGES.invalid }
  if (year && (!isFinancialYear(year) || !rates.some((rate) => rate.financialYear === year))) {
    return { ok: false, message: BONUS_MESSAGES.invalid }
  }
  const rows = rates
    .filter((rate) => (!plan || rate.plan === plan) && (!year || rate.financialYear === year))
    .sort((a, b) => a.plan.localeCompare(b.plan) || b.financialYear.localeCompare(a.financialYear))
  return { ok: true, rows }
}

export const bonusPlans = (rates: readonly IBonusRate[]) =>
  [...new Set(rates.map((rate) => rate.plan))].sort()
export const bonusYears = (rates: readonly IBonusRate[]) =>
  [...new Set(rates.map((rate) => rate.financialYear))].sort().reverse()

/** ₹ per ₹1,000, as declared: whole rupees without decimals, otherwise two. */
export const formatRate = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))
