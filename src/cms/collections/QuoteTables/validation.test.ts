import { describe, expect, it } from 'vitest'

import { SMART_TERM_RATES } from '../../seed/quote-tables'
import { firstTableProblem, tableOf } from './validation'

/** A document as the admin's form or the API holds it: the rules, the rows (with their ids) and the plan. */
const { planPath: _path, rates, ...rules } = SMART_TERM_RATES
const doc = { id: 7, plan: 3, ...rules, rates: rates.map((row, i) => ({ id: `row-${i}`, ...row })) }

describe('the rate table check behind the rates field', () => {
  it('passes a complete, sound table', () => {
    expect(firstTableProblem(doc, doc.rates)).toBeNull()
  })

  it('reads the rules and rows alone, without ids or the plan', () => {
    const table = tableOf(doc, doc.rates)
    expect(table?.rates[0]).toEqual({ age_from: 18, age_to: 25, term_from: 10, term_to: 15, rate: 0.62 })
    expect(table).not.toHaveProperty('plan')
    expect(table?.entry_age_max).toBe(65)
    expect(table?.limited_pay_years).toEqual([5, 10, 15])
    expect(table?.riders.map((rider) => rider.kind)).toEqual([
      'critical-illness',
      'accidental-death',
      'waiver-of-premium',
    ])
  })

  it('reports the first problem, for the editor to read beside the rates', () => {
    // The last row stops at age 64: age 65 has no rate.
    const short = doc.rates.map((row) => (row.age_to === 65 ? { ...row, age_to: 64 } : row))
    expect(firstTableProblem(doc, short)).toBe('No rate for age 65 with a 10-year term')
    // Two rows for the same band.
    expect(firstTableProblem(doc, [...doc.rates, doc.rates[0]!])).toBe(
      'Two rates for age 18 with a 10-year term',
    )
    // A rule at odds with another.
    expect(firstTableProblem({ ...doc, sum_assured_max: 1_000_000 }, doc.rates)).toBe(
      'The smallest sum assured cannot be above the largest',
    )
  })

  it('waits until every rule and row is filled in (those fields say they are required)', () => {
    expect(firstTableProblem({ ...doc, income_min: null }, doc.rates)).toBeNull()
    expect(firstTableProblem({ ...doc, maturity_benefit: undefined }, doc.rates)).toBeNull()
    expect(firstTableProblem(doc, [...doc.rates, { id: 'new', age_from: 18 }])).toBeNull()
    expect(firstTableProblem(doc, undefined)).toBeNull()
  })
})
