import { describe, expect, it } from 'vitest'

import { quotePremium } from './premium'
import { quoteSummary } from './summary'
import { MAN_30, TERM_TABLE } from './testing/tables'

describe('quoteSummary', () => {
  it('says the plan, cover, terms and the chosen instalment with GST, and the reference once saved', () => {
    // 10,000 × 1.20 = 12,000 a year + 18 % GST 2,160 = 14,160; monthly 12,000 × 0.0875 = 1,050 + 189 = 1,239.
    const premium = quotePremium(TERM_TABLE, MAN_30)!
    expect(quoteSummary('Sahyog Smart Term', MAN_30, premium)).toBe(
      'Quote for Sahyog Smart Term: ₹1 crore cover for 25 years, paying for 25 years, ₹14,160 a year with GST. ' +
        'Age 30, male, non-smoker.',
    )
    const monthly = { ...MAN_30, mode: 'monthly' as const, smoker: true }
    expect(
      quoteSummary('Sahyog Smart Term', monthly, quotePremium(TERM_TABLE, monthly)!, 'k7qm2xpd9hta'),
    ).toContain('a month with GST. Age 30, male, smoker. Saved quote K7QM-2XPD-9HTA.')
  })
})
