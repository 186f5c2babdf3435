import { describe, expect, it } from 'vitest'

import { checkQuoteTable, QUOTE_TABLE_BOUNDS } from './table'
import { ROP_TABLE, TERM_TABLE } from './testing/tables'
import type { IRateRow } from './types'

const row = (age_from: number, age_to: number, term_from: number, term_to: number, rate = 1): IRateRow => ({
  age_from,
  age_to,
  term_from,
  term_to,
  rate,
})

describe('QUOTE_TABLE_BOUNDS', () => {
  it('are the outer bounds of a life, not spec 9’s calculator hints (a term plan sells to 65, covers to 85)', () => {
    expect(QUOTE_TABLE_BOUNDS).toEqual({
      entryAge: { min: 0, max: 99 },
      policyTerm: { min: 1, max: 99 },
      coverTillAge: { max: 100 },
      minSumAssured: 10_000,
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

  it('keeps the ages and terms in order and whole', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, entry_age_min: 40, entry_age_max: 30 })).toEqual([
      'The youngest entry age cannot be above the oldest',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, term_min: 20, term_max: 15 })).toContain(
      'The shortest policy term cannot be above the longest',
    )
    expect(checkQuoteTable({ ...TERM_TABLE, entry_age_min: 18.5 })).toEqual([
      'The youngest and oldest entry ages should be whole numbers of years',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, term_max: 100, rates: [row(18, 55, 10, 100)] })).toEqual([
      'The longest policy term cannot be above 99 years',
    ])
  })

  it('leaves the oldest entrant the shortest term before the oldest cover-till age', () => {
    // Oldest entry 55 + shortest term 10 = 65: cover to 64 at the most leaves no term to sell.
    expect(checkQuoteTable({ ...TERM_TABLE, cover_till_age_max: 64 })).toEqual([
      'The oldest cover-till age should leave the oldest entrant the shortest policy term',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, cover_till_age_max: 65 })).toEqual([])
  })

  it('needs rates only for the terms that end by the oldest cover-till age', () => {
    // Cover to 65 at the most: age 55 is sold 10 years only, so no rate for 55 over 11 years is asked for.
    const rates = [row(18, 40, 10, 25), row(41, 55, 10, 24 - 0)]
    expect(checkQuoteTable({ ...TERM_TABLE, cover_till_age_max: 65, rates })).toEqual([])
    expect(checkQuoteTable({ ...TERM_TABLE, cover_till_age_max: 80, rates })).toEqual([
      'No rate for age 41 with a 25-year term',
    ])
  })

  it('offers a way of paying, limited terms shorter than the longest cover', () => {
    expect(
      checkQuoteTable({ ...TERM_TABLE, single_pay: false, regular_pay: false, limited_pay_years: [] }),
    ).toEqual(['Offer at least one way of paying: single, limited or regular pay'])
    expect(checkQuoteTable({ ...TERM_TABLE, limited_pay_years: [5, 25] })).toEqual([
      'A limited paying term should be shorter than the longest policy term',
    ])
    expect(checkQuoteTable({ ...TERM_TABLE, limited_pay_years: [1.5] })).toEqual([
      'Limited paying terms should be whole numbers of years, 2 or more',
    ])
  })

  it('lists each rider and payout once, priced, and the lump sum among the payouts', () => {
    expect(
      checkQuoteTable({
        ...TERM_TABLE,
        riders: [
          { kind: 'accidental-death', rate: 0.5, cover_max: null },
          { kind: 'accidental-death', rate: 0, cover_max: 100 },
        ],
      }),
    ).toEqual([
      'Each rider can be listed once',
      'The accidental-death rider needs its largest cover in rupees',
      'The accidental-death rider’s rate should be above zero',
    ])
    expect(
      checkQuoteTable({ ...TERM_TABLE, payout_options: [{ kind: 'monthly-income', premium_pct: 90 }] }),
    ).toEqual(['A plan with payout options offers the lump sum among them'])
  })

  it('keeps the sum assured from ₹10,000 up, the smallest not above the largest', () => {
    expect(checkQuoteTable({ ...TERM_TABLE, sum_assured_min: 5_000 })).toEqual([
      'The smallest sum assured cannot be below ₹10,000',
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
