import { describe, expect, it } from 'vitest'

import { checkQuoteTable, SPEC_QUOTE_BOUNDS } from './table'
import { ROP_TABLE, TERM_TABLE } from './testing/tables'
import type { IRateRow } from './types'

const row = (age_from: number, age_to: number, term_from: number, term_to: number, rate = 1): IRateRow => ({
  age_from,
  age_to,
  term_from,
  term_to,
  rate,
})

describe('SPEC_QUOTE_BOUNDS', () => {
  it('are the plan limits of the spec', () => {
    expect(SPEC_QUOTE_BOUNDS).toEqual({
      entryAge: { min: 8, max: 55 },
      policyTerm: { min: 5, max: 25 },
      minPremiumPayingTerm: 6,
      minSumAssured: 200_000,
      maxPptPlusAge: 65,
    })
  })
})

describe('checkQuoteTable', () => {
  it('finds nothing wrong with a sound table', () => {
    expect(checkQuoteTable(TERM_TABLE)).toEqual([])
    expect(checkQuoteTable(ROP_TABLE)).toEqual([])
  })

  it('reports the first age without a rate', () => {
    // Ages 18 to 30 and 32 to 55: 31 is missing, first with the shortest term, 10.
    expect(checkQuoteTable({ ...TERM_TABLE, rates: [row(18, 30, 10, 25), row(32, 55, 10, 25)] })).toEqual([
      'No rate for age 31 with a 10-year term',
    ])
  })

  it('reports the first term without a rate', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, rates: [row(18, 55, 10, 20), row(18, 55, 22, 25)] })).toEqual([
      'No rate for age 18 with a 21-year term',
    ])
  })

  it('reports the first age and term with two rates', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, rates: [row(18, 31, 10, 25), row(31, 55, 10, 25)] })).toEqual([
      'Two rates for age 31 with a 10-year term',
    ])
  })

  it('reports a gap and an overlap together', () => {
    expect(
      checkQuoteTable({
        ...TERM_TABLE,
        rates: [row(18, 40, 10, 25), row(40, 50, 10, 25)],
      }),
    ).toEqual(['No rate for age 51 with a 10-year term', 'Two rates for age 40 with a 10-year term'])
  })

  it('asks for at least one rate, without listing every age as a gap', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, rates: [] })).toEqual(['Add at least one rate'])
  })

  it('keeps the ages and terms within the plan limits', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, entry_age_min: 7, rates: [row(7, 55, 10, 25)] })).toEqual([
      'The youngest entry age cannot be below 8 years (the plan limits)',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, entry_age_max: 60, rates: [row(18, 60, 10, 25)] })).toEqual([
      'The oldest entry age cannot be above 55 years (the plan limits)',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, entry_age_min: 40, entry_age_max: 30 })).toEqual([
      'The youngest entry age cannot be above the oldest',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, term_min: 4, rates: [row(18, 55, 4, 25)] })).toEqual([
      'The shortest policy term cannot be below 5 years (the plan limits)',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, term_max: 30, rates: [row(18, 55, 10, 30)] })).toEqual([
      'The longest policy term cannot be above 25 years (the plan limits)',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, term_min: 20, term_max: 15 })).toContain(
      'The shortest policy term cannot be above the longest',
    )
    expect(checkQuoteTable({ ...TERM_TABLE, entry_age_min: 18.5 })).toEqual([
      'The youngest and oldest entry ages should be whole numbers of years',
    ])
  })

  it('keeps the premium paying term between 6 years and the longest policy term', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, ppt_min: 5 })).toEqual([
      'The shortest premium paying term cannot be below 6 years (the plan limits)',
    ])
    expect(
      checkQuoteTable({ ...TERM_TABLE, ppt_min: 12, term_min: 6, term_max: 10, rates: [row(18, 55, 6, 10)] }),
    ).toEqual(['The shortest premium paying term cannot be longer than the longest policy term'])
  })

  it('keeps the sum assured from ₹2,00,000 up, the smallest not above the largest', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, sum_assured_min: 100_000 })).toEqual([
      'The smallest sum assured cannot be below ₹2,00,000 (the plan limits)',
    ])
    expect(
      checkQuoteTable({ ...TERM_TABLE, sum_assured_min: 5_000_000, sum_assured_max: 2_500_000 }),
    ).toEqual(['The smallest sum assured cannot be above the largest'])
  })

  it('wants an income multiple above zero and a lowest income of zero or more', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, income_multiple: 0 })).toEqual([
      'The income multiple should be a number above zero',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, income_min: -1 })).toEqual([
      'The lowest yearly income should be whole rupees, zero or more',
    ])
  })

  it('keeps percentages within 0 to 100, and discounts below 100', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, female_discount_pct: 100 })).toEqual([
      'The discount for women should be a percentage from 0 up to, but not including, 100',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, limited_pay_discount_pct: -5 })).toEqual([
      'The limited-pay discount should be a percentage from 0 up to, but not including, 100',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, smoker_loading_pct: 100 })).toEqual([])
    expect(checkQuoteTable({ ...TERM_TABLE, smoker_loading_pct: 101 })).toEqual([
      'The loading for smokers should be a percentage from 0 to 100',
    ])
  })

  it('checks each row: whole years, in order, a rate above zero', () => {
    expect(
      checkQuoteTable({
        ...TERM_TABLE,
        rates: [
          row(18, 30, 10, 25, 1.2),
          row(31, 55, 10, 25, 0),
          row(56, 50, 25, 10, 1),
          row(18, 30.5, 10, 25),
        ],
      }),
    ).toEqual([
      'Rate row 2: the rate should be a number above zero',
      'Rate row 3: the first age cannot be above the last',
      'Rate row 3: the first term cannot be above the last',
      'Rate row 4: ages and terms should be whole numbers of years',
      // Rows set aside as wrong do not count: ages 31 to 55 have no rate.
      'No rate for age 31 with a 10-year term',
    ])
  })
})
