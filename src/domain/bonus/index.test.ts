import { describe, expect, it } from 'vitest'

import {
  bonusPlans,
  bonusYears,
  filterBonusRates,
  financialYearOf,
  isFinancialYear,
  type IBonusRate,
} from '.'

const RATES: IBonusRate[] = [
  { plan: 'B plan', financialYear: '2023-24', reversionary: 40, terminal: 0 },
  { plan: 'A plan', financialYear: '2023-24', reversionary: 42, terminal: 10 },
  { plan: 'A plan', financialYear: '2024-25', reversionary: 43, terminal: 12 },
]

describe('financial years', () => {
  it('accepts only consecutive years written 2024-25', () => {
    expect(isFinancialYear('2024-25')).toBe(true)
    expect(isFinancialYear('1999-00')).toBe(true)
    expect(isFinancialYear('2024-26')).toBe(false)
    expect(isFinancialYear('2024')).toBe(false)
  })

  it('puts a day in the year that starts on 1 April', () => {
    expect(financialYearOf('2025-03-31')).toBe('2024-25')
    expect(financialYearOf('2025-04-01')).toBe('2025-26')
  })
})

describe('filterBonusRates', () => {
  it('lists everything by plan, newest year first', () => {
    const result = filterBonusRates(RATES, {})
    expect(result.ok && result.rows.map((row) => `${row.plan} ${row.financialYear}`)).toEqual([
      'A plan 2024-25',
      'A plan 2023-24',
      'B plan 2023-24',
    ])
  })

  it('filters by plan and by year', () => {
    const result = filterBonusRates(RATES, { plan: 'A plan', year: '2023-24' })
    expect(result.ok && result.rows).toHaveLength(1)
  })

  it('refuses a plan or year that is not in the data', () => {
    expect(filterBonusRates(RATES, { plan: 'Z plan' })).toEqual({
      ok: false,
      message: 'Please enter the valid inputs',
    })
    expect(filterBonusRates(RATES, { year: '2019-20' }).ok).toBe(false)
    expect(filterBonusRates(RATES, { year: 'x' }).ok).toBe(false)
  })

  it('offers the plans and years there are', () => {
    expect(bonusPlans(RATES)).toEqual(['A plan', 'B plan'])
    expect(bonusYears(RATES)).toEqual(['2024-25', '2023-24'])
  })
})
