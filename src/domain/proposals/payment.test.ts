import { describe, expect, it } from 'vitest'

import { blockText } from '../certificates/document'
import { BEFORE_EXEMPTION, EXEMPT, MAN_30, TERM_TABLE } from '../quotes/testing/tables'
import {
  applicationNumber,
  applicationReceivedSms,
  firstPremium,
  isApplicationNumber,
  nextApplicationNumber,
  payableQuote,
  proposalDocument,
} from './payment'

const QUOTE = { table: TERM_TABLE, input: MAN_30 }

describe('the first premium (worked out on the server from the quote’s rate table, never the browser’s figure)', () => {
  it('is the yearly premium with 18 % GST on a day GST was charged', () => {
    // 1,00,00,000 / 1,000 × 1.20 = 12,000 a year; GST 18 % = 2,160; 14,160 in all = 14,16,000 paise.
    expect(firstPremium(QUOTE, BEFORE_EXEMPTION)).toMatchObject({
      mode: 'yearly',
      single: false,
      premium: 12_000,
      gst: 2_160,
      total: 14_160,
      gstPct: 18,
      premiumPaise: 1_200_000,
      gstPaise: 216_000,
      totalPaise: 1_416_000,
    })
  })

  it('carries no GST from the day individual life premiums became exempt, and says so', () => {
    const paid = firstPremium(QUOTE, EXEMPT)!
    expect(paid).toMatchObject({ premium: 12_000, gst: 0, total: 12_000, totalPaise: 1_200_000, gstPct: 0 })
    expect(paid.gstLine).toMatch(/exempt/)
  })

  it('is one instalment of the quote’s mode: a month’s premium for monthly pay', () => {
    // 12,000 × 0.0875 = 1,050 a month; GST 18 % = 189.
    expect(firstPremium({ ...QUOTE, input: { ...MAN_30, mode: 'monthly' } }, BEFORE_EXEMPTION)).toMatchObject(
      {
        mode: 'monthly',
        premium: 1_050,
        gst: 189,
        totalPaise: 123_900,
      },
    )
  })

  it('is the single premium for single pay, whatever mode was saved', () => {
    // 12,000 × 25 years × (100 − 40) % = 1,80,000 once.
    const single = { ...MAN_30, pay: 'single' as const, ppt: 1, mode: 'monthly' as const }
    expect(firstPremium({ ...QUOTE, input: single }, EXEMPT)).toMatchObject({
      mode: 'yearly',
      single: true,
      premium: 180_000,
      total: 180_000,
    })
  })

  it('adds the chosen riders, as the quote does', () => {
    // Critical illness: 25,00,000 / 1,000 × 2 = 5,000; accidental death 1,00,00,000 / 1,000 × 0.5 = 5,000.
    const riders = { ...MAN_30, riders: ['critical-illness', 'accidental-death'] as typeof MAN_30.riders }
    expect(firstPremium({ ...QUOTE, input: riders }, EXEMPT)).toMatchObject({
      premium: 22_000,
      total: 22_000,
    })
  })

  it('is null when the table has no rate for the age and term', () => {
    expect(firstPremium({ ...QUOTE, input: { ...MAN_30, age: 70 } }, EXEMPT)).toBeNull()
  })
})

describe('the application number (prefix, year, sequence)', () => {
  it('reads SLA, the year and a seven-digit sequence', () => {
    expect(applicationNumber(2026, 1)).toBe('SLA-2026-0000001')
    expect(applicationNumber(2026, 1234567)).toBe('SLA-2026-1234567')
    expect(() => applicationNumber(2026, 0)).toThrow(RangeError)
    expect(() => applicationNumber(2026, 10_000_000)).toThrow(RangeError)
    expect(() => applicationNumber(26, 1)).toThrow(RangeError)
  })

  it('follows the year’s highest, and starts again at 1 in a new year', () => {
    expect(nextApplicationNumber(null, 2026)).toBe('SLA-2026-0000001')
    expect(nextApplicationNumber('SLA-2026-0000041', 2026)).toBe('SLA-2026-0000042')
    expect(nextApplicationNumber('SLA-2026-0000099', 2027)).toBe('SLA-2027-0000001')
    expect(nextApplicationNumber('not a number', 2026)).toBe('SLA-2026-0000001')
  })

  it('keeps string order and number order the same (the database asks for the greatest string)', () => {
    const numbers = [9, 10, 99, 100, 12345].map((n) => applicationNumber(2026, n))
    expect([...numbers].sort()).toEqual(numbers)
  })

  it('recognises only its own form', () => {
    expect(isApplicationNumber('SLA-2026-0000042')).toBe(true)
    expect(isApplicationNumber('SLA-2026-0000000')).toBe(false)
    expect(isApplicationNumber('SLA-2026-42')).toBe(false)
    expect(isApplicationNumber('sla-2026-0000042')).toBe(false)
  })

  it('is named in the SMS with the plan and the amount', () => {
    expect(
      applicationReceivedSms({ number: 'SLA-2026-0000042', plan: 'Sahyog Smart Term', amount: '₹12,000' }),
    ).toBe(
      'Sahyog Life: we have received your application SLA-2026-0000042 for Sahyog Smart Term with the first premium of ₹12,000. We will keep you informed of its progress.',
    )
  })
})

describe('the proposal as submitted', () => {
  it('carries the application number, the answers, the premium received and the declaration', () => {
    const text = blockText(
      proposalDocument({
        applicationNumber: 'SLA-2026-0000042',
        ref: 'abcdefghjkmn',
        planName: 'Sahyog Smart Term',
        phone: '9876543210',
        sumAssured: 10_000_000,
        coverUntilAge: 55,
        ppt: 25,
        needsReview: false,
        questions: [{ key: 'diving', text: 'Do you dive?', review: true }],
        answers: {
          personal: {
            full_name: 'Kavya Menon',
            email: 'k@example.in',
            pan: 'ABCPM1234K',
            address: '12, FC Road',
            pincode: '411004',
            city: 'Pune',
            state: 'Maharashtra',
          },
        },
        paid: firstPremium(QUOTE, BEFORE_EXEMPTION)!,
        paidOn: '28 Nov 2026',
        paymentReference: 'RP20261128ABCDEF0123456789',
      }),
    )
    expect(text).toContain('SLA-2026-0000042')
    expect(text).toContain('Kavya Menon')
    expect(text).toContain('₹14,160')
    expect(text).toContain('******3210')
    expect(text).not.toContain('9876543210')
    expect(text).toContain('section 45 of the Insurance Act, 1938')
    // The health questions as they were asked, kept with the proposal.
    expect(text).toContain('Do you dive?')
  })
})

describe('a quote paid after its 30 days (checked at payment)', () => {
  // MAN_30 saved on 20 Jun 2026 (aged 30, cover till 55): ₹1 crore at 1.20 per ₹1,000 = ₹12,000 a year.
  const saved = {
    createdAt: new Date('2026-06-20T06:00:00Z'),
    table: TERM_TABLE,
    input: MAN_30,
    coverUntilAge: 55,
  }
  const raised = {
    ...TERM_TABLE,
    rates: TERM_TABLE.rates.map((row) => (row.age_from === 18 ? { ...row, rate: 1.5 } : row)),
  }

  it('keeps the quote as saved within its 30 days, whatever the table says now', () => {
    const within = payableQuote(saved, raised, '2026-07-19', new Date('2026-07-19T10:00:00Z'))
    expect(within).toMatchObject({ expired: false, lapsed: false, table: TERM_TABLE, input: MAN_30 })
  })

  it('is priced again from today’s table and today’s age once the 30 days are over', () => {
    // Day 31: the rate of the day, 1.50: 10,000 × 1.5 = ₹15,000 a year, the same term to age 55.
    const after = payableQuote(saved, raised, '2026-07-21', new Date('2026-07-21T10:00:00Z'))
    expect(after).toMatchObject({ expired: true, lapsed: false, input: { age: 30, policy_term: 25 } })
    if (after.lapsed) throw new Error('lapsed')
    expect(firstPremium(after, '2026-07-21')).toMatchObject({ premium: 15_000 })
    // A year on: 31 today, cover still till 55 (24 years), the 31–55 rate 2.50: ₹25,000 a year.
    const older = payableQuote(saved, raised, '2027-07-01', new Date('2027-07-01T10:00:00Z'))
    expect(older).toMatchObject({ expired: true, lapsed: false, input: { age: 31, policy_term: 24 } })
    if (older.lapsed) throw new Error('lapsed')
    expect(firstPremium(older, '2027-07-01')).toMatchObject({ premium: 25_000 })
  })

  it('is refused (a new quote is needed) when today’s table no longer takes the choices', () => {
    const younger = { ...raised, entry_age_max: 30 }
    expect(payableQuote(saved, younger, '2027-07-01', new Date('2027-07-01T10:00:00Z'))).toEqual({
      expired: true,
      lapsed: true,
    })
    expect(payableQuote(saved, null, '2026-08-01', new Date('2026-08-01T10:00:00Z'))).toEqual({
      expired: true,
      lapsed: true,
    })
  })
})
