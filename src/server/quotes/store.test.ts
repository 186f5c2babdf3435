import { describe, expect, it, vi } from 'vitest'

import type { ILeadForm } from '@/domain/forms/lead'
import { quotePremium } from '@/domain/quotes'
import { BEFORE_EXEMPTION, EXEMPT, MAN_30, TERM_TABLE } from '@/domain/quotes/testing/tables'

vi.mock('server-only', () => ({}))

const { quoteLeadPayload } = await import('./store')

const PERSON: ILeadForm = {
  full_name: 'Arjun Mehta',
  full_email: 'arjun@example.com',
  full_number: '9876543210',
  prefferd_language: 'English',
  is_submit_contact: true,
}

const leadOn = (day: string) =>
  quoteLeadPayload({
    ref: 'k7qm2xpd9hta',
    siteUrl: 'https://www.example.com/',
    person: PERSON,
    table: TERM_TABLE,
    quote: MAN_30,
    premium: quotePremium(TERM_TABLE, MAN_30, day)!,
    utm: [],
    process: 'DIGITAL',
  })

describe('quoteLeadPayload', () => {
  it('tells the advisor the premium without GST for a quote of 22 Sep 2025', () => {
    // ₹1 crore at 1.20 per ₹1,000: 10,000 × 1.20 = ₹12,000 a year, no GST on individual life premiums.
    expect(leadOn(EXEMPT).Comments).toBe(
      'Quote for Sahyog Smart Term: ₹1 crore cover to age 55 (25 years), paying for 25 years, ₹12,000 a year, no GST. ' +
        'Age 30, male, non-smoker. Saved quote K7QM-2XPD-9HTA. ₹12,000 a year; income ₹12,00,000. ' +
        'https://www.example.com/quotes/k7qm2xpd9hta',
    )
  })

  it('told the premium with 18 % GST for a quote of 21 Sep 2025', () => {
    // 12,000 + 12,000 × 0.18 = 12,000 + 2,160 = ₹14,160 a year with GST; ₹12,000 before it.
    expect(leadOn(BEFORE_EXEMPTION).Comments).toBe(
      'Quote for Sahyog Smart Term: ₹1 crore cover to age 55 (25 years), paying for 25 years, ₹14,160 a year with GST. ' +
        'Age 30, male, non-smoker. Saved quote K7QM-2XPD-9HTA. ₹12,000 a year before GST; income ₹12,00,000. ' +
        'https://www.example.com/quotes/k7qm2xpd9hta',
    )
  })
})
