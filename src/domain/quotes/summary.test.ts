import { describe, expect, it } from 'vitest'

import { quotePremium } from './premium'
import { quoteSummary } from './summary'
import { BEFORE_EXEMPTION, EXEMPT, MAN_30, TERM_TABLE } from './testing/tables'

describe('quoteSummary', () => {
  it('says the plan, cover, terms and the chosen instalment with GST on 21 Sep 2025, and the reference once saved', () => {
    // 10,000 × 1.20 = 12,000 a year + 18 % GST 2,160 = 14,160.
    const premium = quotePremium(TERM_TABLE, MAN_30, BEFORE_EXEMPTION)!
    expect(quoteSummary('Sahyog Smart Term', MAN_30, premium)).toBe(
      'Quote for Sahyog Smart Term: ₹1 crore cover to age 55 (25 years), paying for 25 years, ₹14,160 a year with GST. ' +
        'Age 30, male, non-smoker.',
    )
    const monthly = { ...MAN_30, mode: 'monthly' as const, smoker: true }
    expect(
      quoteSummary(
        'Sahyog Smart Term',
        monthly,
        quotePremium(TERM_TABLE, monthly, BEFORE_EXEMPTION)!,
        'k7qm2xpd9hta',
      ),
    ).toContain('a month with GST. Age 30, male, smoker. Saved quote K7QM-2XPD-9HTA.')
  })

  it('says no GST on 22 Sep 2025: the instalment is the premium', () => {
    // 12,000 a year; a smoker's monthly: 12,000 × 1.5 = 18,000 × 0.0875 = 1,575 a month.
    expect(quoteSummary('Sahyog Smart Term', MAN_30, quotePremium(TERM_TABLE, MAN_30, EXEMPT)!)).toBe(
      'Quote for Sahyog Smart Term: ₹1 crore cover to age 55 (25 years), paying for 25 years, ₹12,000 a year, no GST. ' +
        'Age 30, male, non-smoker.',
    )
    const monthly = { ...MAN_30, mode: 'monthly' as const, smoker: true }
    expect(quoteSummary('Sahyog Smart Term', monthly, quotePremium(TERM_TABLE, monthly, EXEMPT)!)).toContain(
      '₹1,575 a month, no GST. Age 30, male, smoker.',
    )
  })
})
