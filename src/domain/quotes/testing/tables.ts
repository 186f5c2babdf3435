/** Small rate tables for the quote tests, shaped as the CMS gives them. Their figures are easy to work by hand. */
import type { IQuoteInput, IQuoteTable } from '../types'

/** A term plan (P1): no maturity benefit; 18 % GST every year before 22 Sep 2025, none from that day. */
export const TERM_TABLE: IQuoteTable = {
  planPath: '/life-insurance/sahyog-smart-term',
  planName: 'Sahyog Smart Term',
  uin: '000N052V03',
  productType: 'P1',
  entry_age_min: 18,
  entry_age_max: 55,
  term_min: 10,
  term_max: 25,
  cover_till_age_max: 80,
  single_pay: true,
  regular_pay: true,
  limited_pay_years: [5, 10, 15],
  sum_assured_min: 200_000,
  sum_assured_max: 100_000_000,
  income_multiple: 20,
  income_min: 300_000,
  female_discount_pct: 10,
  smoker_loading_pct: 50,
  limited_pay_discount_pct: 15,
  single_pay_discount_pct: 40,
  maturity_benefit: 'none',
  riders: [
    { kind: 'critical-illness', rate: 2, cover_max: 2_500_000 },
    { kind: 'accidental-death', rate: 0.5, cover_max: 10_000_000 },
    { kind: 'waiver-of-premium', rate: 5, cover_max: null },
  ],
  payout_options: [
    { kind: 'lump-sum', premium_pct: 100 },
    { kind: 'monthly-income', premium_pct: 90 },
    { kind: 'lump-sum-and-income', premium_pct: 95 },
  ],
  rates: [
    { age_from: 18, age_to: 30, term_from: 10, term_to: 25, rate: 1.2 },
    { age_from: 31, age_to: 55, term_from: 10, term_to: 25, rate: 2.5 },
  ],
}

/**
 * A savings-style plan (P2): the premiums returned at maturity; GST 4.5 % the first year and 2.25 % later before
 * 22 Sep 2025, none from that day.
 */
export const ROP_TABLE: IQuoteTable = {
  ...TERM_TABLE,
  planPath: '/life-insurance/sahyog-term-return',
  planName: 'Sahyog Term with Return of Premium',
  uin: '000N061V01',
  productType: 'P2',
  entry_age_max: 50,
  maturity_benefit: 'return-of-premium',
  riders: [],
  payout_options: [],
  rates: [{ age_from: 18, age_to: 50, term_from: 10, term_to: 25, rate: 3 }],
}

/** The last day premiums of individual life policies carried GST, and the first day they did not. */
export const BEFORE_EXEMPTION = '2025-09-21'
export const EXEMPT = '2025-09-22'

/** A man of 30 who does not smoke: ₹1 crore for 25 years, paying every year of the term, yearly. */
export const MAN_30: IQuoteInput = {
  dob: '1996-06-15',
  age: 30,
  gender: 'male',
  smoker: false,
  income: 1_200_000,
  sum_assured: 10_000_000,
  policy_term: 25,
  ppt: 25,
  pay: 'regular',
  payout: 'lump-sum',
  riders: [],
  mode: 'yearly',
}
