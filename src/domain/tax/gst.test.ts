import { describe, expect, it } from 'vitest'

import {
  GST_COVERS,
  GST_PLANS,
  GST_RULES,
  gstAmount,
  gstNote,
  gstRate,
  gstSubjectOfPlan,
  gstSubjectOfPolicy,
  premiumYear,
} from './gst'

const TERM = { cover: 'individual', plan: 'protection' } as const
const SAVINGS = { cover: 'individual', plan: 'savings' } as const
const LINKED = { cover: 'individual', plan: 'linked' } as const
const GROUP_TERM = { cover: 'group', plan: 'protection' } as const

describe('GST on life insurance premiums', () => {
  it('charges 18 % on a term premium up to 21 Sep 2025 and nothing from 22 Sep 2025', () => {
    expect(gstRate(TERM, 'first', '2025-09-21')).toEqual({
      pct: 18,
      treatment: 'charged',
      from: '2017-07-01',
    })
    expect(gstRate(TERM, 'later', '2025-09-21').pct).toBe(18)
    expect(gstRate(TERM, 'first', '2025-09-22')).toEqual({ pct: 0, treatment: 'exempt', from: '2025-09-22' })
    expect(gstRate(TERM, 'later', '2026-11-28').pct).toBe(0)
  })

  it('charged savings plans 4.5 % in the first year and 2.25 % later, and nothing from 22 Sep 2025', () => {
    expect(gstRate(SAVINGS, 'first', '2025-09-21').pct).toBe(4.5)
    expect(gstRate(SAVINGS, 'later', '2025-09-21').pct).toBe(2.25)
    expect(gstRate(SAVINGS, 'first', '2025-09-22').pct).toBe(0)
    expect(gstRate(SAVINGS, 'later', '2025-09-22').treatment).toBe('exempt')
  })

  it('charged a single premium annuity 1.8 % up to 21 Sep 2025, and nothing from 22 Sep 2025', () => {
    const annuity = { cover: 'individual', plan: 'annuity' } as const
    expect(gstRate(annuity, 'first', '2025-09-21').pct).toBe(1.8)
    expect(gstRate(annuity, 'first', '2025-09-22').pct).toBe(0)
    // ₹10,00,000 × 1.8 % = ₹18,000.
    expect(gstAmount(1_000_000, gstRate(annuity, 'first', '2025-09-21'))).toBe(18_000)
  })

  it('never added GST to a unit-linked premium (it was on the charges), which is exempt too from 22 Sep 2025', () => {
    expect(gstRate(LINKED, 'first', '2025-09-21')).toEqual({
      pct: 0,
      treatment: 'on-charges',
      from: '2017-07-01',
    })
    expect(gstRate(LINKED, 'first', '2025-09-22').treatment).toBe('exempt')
  })

  it('still charges 18 % on group term premiums after 22 Sep 2025', () => {
    expect(gstRate(GROUP_TERM, 'first', '2025-09-22').pct).toBe(18)
    expect(gstRate(GROUP_TERM, 'later', '2026-11-28')).toEqual({
      pct: 18,
      treatment: 'charged',
      from: '2017-07-01',
    })
  })

  it('began on 1 Jul 2017: before it, no GST is stated', () => {
    expect(gstRate(TERM, 'first', '2017-06-30')).toMatchObject({ pct: 0, treatment: 'before-gst' })
    expect(gstRate(TERM, 'first', '2017-07-01').pct).toBe(18)
  })

  it('has exactly one rule for every cover and plan on the days around each rule’s ends', () => {
    const shift = (day: string, days: number) => {
      const date = new Date(`${day}T00:00:00Z`)
      date.setUTCDate(date.getUTCDate() + days)
      return date.toISOString().slice(0, 10)
    }
    const days = new Set(['2000-01-01', '2030-12-31'])
    for (const rule of GST_RULES)
      for (const end of [rule.from, rule.until].filter((day): day is string => !!day && day > '0001-01-01'))
        for (const offset of [-1, 0, 1]) days.add(shift(end, offset))
    for (const cover of GST_COVERS)
      for (const plan of GST_PLANS)
        for (const day of days) {
          const matching = GST_RULES.filter(
            (rule) =>
              rule.covers.includes(cover) &&
              rule.plans.includes(plan) &&
              rule.from <= day &&
              (rule.until === null || day <= rule.until),
          )
          expect(matching.length, `${cover} ${plan} on ${day}`).toBe(1)
        }
    for (const rule of GST_RULES) expect(rule.basis.length).toBeGreaterThan(20)
  })

  it('works the tax out on whole rupees or paise, a half rounded up', () => {
    // 4,652 × 18 % = 837.36 → 837 (the monthly premium the quote once charged GST on).
    expect(gstAmount(4_652, { pct: 18 })).toBe(837)
    // 6,120 × 18 % = 1,101.6 → 1,102; 16,875 × 18 % = 3,037.5 → 3,038 (a half rounds up).
    expect(gstAmount(6_120, { pct: 18 })).toBe(1_102)
    expect(gstAmount(16_875, { pct: 18 })).toBe(3_038)
    // 1,530 × 4.5 % = 68.85 → 69; 3,000 × 2.25 % = 67.5 → 68; 263 × 2.25 % = 5.9175 → 6.
    expect(gstAmount(1_530, { pct: 4.5 })).toBe(69)
    expect(gstAmount(3_000, { pct: 2.25 })).toBe(68)
    expect(gstAmount(263, { pct: 2.25 })).toBe(6)
    // 15,00,000 paise (₹15,000) × 2.25 % = 33,750 paise (₹337.50).
    expect(gstAmount(1_500_000, { pct: 2.25 })).toBe(33_750)
    expect(gstAmount(4_652, { pct: 0 })).toBe(0)
    expect(() => gstAmount(10.5, { pct: 18 })).toThrow(RangeError)
  })

  it('tells the first policy year from the later ones by the first anniversary', () => {
    expect(premiumYear('2024-06-01', '2025-05-31')).toBe('first')
    expect(premiumYear('2024-06-01', '2025-06-01')).toBe('later')
  })

  it('reads a plan’s kind from its type code and cover, and a policy’s from its kind', () => {
    expect(gstSubjectOfPlan({ typeCode: 'P1', group: false })).toEqual(TERM)
    expect(gstSubjectOfPlan({ typeCode: 'P2', group: false })).toEqual(SAVINGS)
    expect(gstSubjectOfPlan({ typeCode: 'P3', group: false })).toEqual(LINKED)
    expect(gstSubjectOfPlan({ typeCode: 'P1', group: true })).toEqual(GROUP_TERM)
    expect(gstSubjectOfPlan({ typeCode: null, group: false })).toEqual(TERM)
    expect(gstSubjectOfPlan({ typeCode: 'P2', group: false, singlePremiumAnnuity: true })).toEqual({
      cover: 'individual',
      plan: 'annuity',
    })
    expect(gstSubjectOfPolicy('term')).toEqual(TERM)
    expect(gstSubjectOfPolicy('pension')).toEqual(SAVINGS)
    expect(gstSubjectOfPolicy('ulip')).toEqual(LINKED)
  })

  it('says plainly that an exempt premium carries no GST, and nothing of a charged one', () => {
    expect(gstNote(gstRate(TERM, 'first', '2025-09-22'))).toBe(
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )
    expect(gstNote(gstRate(TERM, 'first', '2025-09-21'))).toBeNull()
    expect(gstNote(gstRate(LINKED, 'first', '2025-09-21'))).toBeNull()
  })
})
