import { describe, expect, it } from 'vitest'

import { blockText } from '../certificates/document'
import {
  addMonths,
  cashAllowed,
  dueState,
  formatPaise,
  type IDuePolicy,
  paidOnDay,
  receiptBlocks,
  toPaise,
} from './rules'

const POLICY: IDuePolicy = {
  policyNumber: 'SL2023S0000202',
  premium: 2400,
  frequency: 'monthly',
  nextDueDate: '2026-12-01',
  status: 'in-force',
  productKind: 'savings',
  commencementDate: '2023-08-01',
}

const NO_GST = 'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.'

describe('renewal payment amounts', () => {
  it('keeps money in whole paise and shows it in Indian grouping', () => {
    expect(toPaise(2400)).toBe(240000)
    expect(toPaise(1234.56)).toBe(123456)
    expect(toPaise(0.1 + 0.2)).toBe(30)
    expect(formatPaise(12345600)).toBe('₹1,23,456')
    expect(formatPaise(240050)).toBe('₹2,400.50')
    expect(formatPaise(240000)).toBe('₹2,400')
  })

  it('allows cash at a branch only up to ₹49,999 (spec 9)', () => {
    expect(cashAllowed(4_999_900)).toBe(true)
    expect(cashAllowed(5_000_000)).toBe(false)
  })

  it('adds months on the calendar, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29')
    expect(addMonths('2026-12-10', 12)).toBe('2027-12-10')
  })
})

describe('what is due today', () => {
  it('a premium due within 30 days is payable, with its grace period (15 days monthly, 30 otherwise)', () => {
    expect(dueState(POLICY, '2026-11-22')).toEqual({
      kind: 'due',
      instalments: [
        {
          dueDate: '2026-12-01',
          graceEnds: '2026-12-16',
          premiumPaise: 240000,
          gstPaise: 0,
          amountPaise: 240000,
        },
      ],
      totalPaise: 240000,
      totalGstPaise: 0,
      gstNote: NO_GST,
      dueKey: 'SL2023S0000202:2026-12-01',
    })
    const yearly = dueState({ ...POLICY, frequency: 'yearly', premium: 60000 }, '2026-12-20')
    expect(yearly.kind === 'due' && yearly.instalments[0]!.graceEnds).toBe('2026-12-31')
  })

  it('lists every instalment falling due in the window, in one payment', () => {
    const state = dueState(POLICY, '2026-12-05')
    expect(state.kind === 'due' && state.instalments.map((i) => i.dueDate)).toEqual([
      '2026-12-01',
      '2027-01-01',
    ])
    expect(state.kind === 'due' && state.totalPaise).toBe(480000)
  })

  it('nothing is due far ahead of the date, after the site took the payment, or for a single premium', () => {
    expect(dueState({ ...POLICY, nextDueDate: '2027-05-10' }, '2026-11-22')).toEqual({
      kind: 'nothing-due',
      nextDueDate: '2027-05-10',
    })
    expect(dueState(POLICY, '2026-11-22', ['2026-12-01'])).toEqual({
      kind: 'nothing-due',
      nextDueDate: '2027-01-01',
    })
    expect(dueState({ ...POLICY, frequency: 'single' }, '2026-11-22').kind).toBe('nothing-due')
  })

  it('adds 18 % GST to a term premium due on 21 Sep 2025, and none to one due on 22 Sep 2025', () => {
    const term: IDuePolicy = {
      ...POLICY,
      productKind: 'term',
      premium: 1850,
      nextDueDate: '2025-09-21',
      commencementDate: '2023-10-10',
    }
    // On 21 Sep 2025 two monthly instalments fall due within the 30 days ahead: 21 Sep and 21 Oct 2025.
    // 21 Sep: 1,85,000 paise × 18 % = 33,300 → 2,18,300; 21 Oct: exempt, 1,85,000. Total 4,03,300 paise.
    const state = dueState(term, '2025-09-21')
    expect(state).toMatchObject({
      kind: 'due',
      instalments: [
        { dueDate: '2025-09-21', premiumPaise: 185000, gstPaise: 33300, amountPaise: 218300 },
        { dueDate: '2025-10-21', premiumPaise: 185000, gstPaise: 0, amountPaise: 185000 },
      ],
      totalPaise: 403300,
      totalGstPaise: 33300,
      gstNote: NO_GST,
    })
    // A yearly premium of ₹19,800 due on 22 Sep 2025: no GST, the premium is the amount.
    const yearly = dueState(
      { ...term, frequency: 'yearly', premium: 19800, nextDueDate: '2025-09-22' },
      '2025-09-01',
    )
    expect(yearly).toMatchObject({ totalPaise: 1980000, totalGstPaise: 0, gstNote: NO_GST })
  })

  it('charged a savings premium 4.5 % in its first policy year and 2.25 % later, before 22 Sep 2025', () => {
    // Monthly ₹2,400 on a policy begun on 1 Oct 2024: due 1 Sep 2025 in the first year, 4.5 % = 10,800 paise;
    // due 1 Oct 2025 (exempt by then). Begun on 1 Aug 2023, the 1 Sep 2025 premium is a later year's: 2.25 % =
    // 5,400 paise.
    const first = dueState(
      { ...POLICY, nextDueDate: '2025-09-01', commencementDate: '2024-10-01' },
      '2025-09-01',
    )
    expect(first.kind === 'due' && first.instalments.map((i) => [i.dueDate, i.gstPaise])).toEqual([
      ['2025-09-01', 10800],
      ['2025-10-01', 0],
    ])
    const later = dueState({ ...POLICY, nextDueDate: '2025-09-01' }, '2025-09-01')
    expect(later.kind === 'due' && later.instalments[0]!.amountPaise).toBe(245400)
  })

  it('past the grace period, or lapsed, the policy is revived instead; other states cannot pay', () => {
    expect(dueState(POLICY, '2026-12-17').kind).toBe('lapsed')
    expect(dueState(POLICY, '2026-12-16').kind).toBe('due')
    expect(dueState({ ...POLICY, status: 'lapsed' }, '2026-11-22').kind).toBe('lapsed')
    expect(dueState({ ...POLICY, status: 'matured' }, '2026-11-22').kind).toBe('not-payable')
  })
})

const COMPANY = {
  legalName: 'Sahyog Life Insurance Company Limited',
  irdaiRegistration: '000',
  cin: null,
  registeredOffice: null,
}

const RECEIPT = {
  reference: 'RP20261122ABCDEF0123456789',
  policyNumber: 'SL2023S0000202',
  amountPaise: 240000,
  gstPaise: 0,
  dueDates: ['2026-12-01'],
  paidAt: '2026-11-22T10:00:00.000Z',
  gatewayPaymentId: 'pay_ABC123',
  maskedMobile: '+91 9XXXXXX202',
}

describe('the receipt', () => {
  it('states the receipt number, policy, amount, due date, day paid (in India) and payment id', () => {
    expect(paidOnDay('2026-11-22T19:00:00.000Z')).toBe('2026-11-23')
    const blocks = receiptBlocks(RECEIPT, COMPANY)
    const rows = Object.fromEntries(blocks.flatMap((b) => (b.kind === 'row' ? [[b.label, b.value]] : [])))
    expect(rows).toEqual({
      'Receipt number': 'RP20261122ABCDEF0123456789',
      'Policy number': 'SL2023S0000202',
      'Amount received': '₹2,400',
      'Premium due on': '1 Dec 2026',
      'Paid on': '22 Nov 2026',
      'Payment id': 'pay_ABC123',
      'Registered mobile': '+91 9XXXXXX202',
    })
  })
})

describe('the receipt’s GST', () => {
  const rowsOf = (blocks: ReturnType<typeof receiptBlocks>) =>
    Object.fromEntries(blocks.flatMap((b) => (b.kind === 'row' ? [[b.label, b.value]] : [])))

  it('says a premium due from 22 Sep 2025 carried no GST, with no GST row', () => {
    const blocks = receiptBlocks({ ...RECEIPT, dueDates: ['2025-09-22'] }, COMPANY)
    expect(blockText(blocks)).toContain(NO_GST)
    expect(rowsOf(blocks)).not.toHaveProperty('GST')
  })

  it('shows the premium and the GST in the amount for a premium due on 21 Sep 2025', () => {
    // ₹1,850 + 18 % (₹333) = ₹2,183 received.
    const blocks = receiptBlocks(
      { ...RECEIPT, amountPaise: 218300, gstPaise: 33300, dueDates: ['2025-09-21'] },
      COMPANY,
    )
    expect(rowsOf(blocks)).toMatchObject({ Premium: '₹1,850', GST: '₹333', 'Amount received': '₹2,183' })
    expect(blockText(blocks)).not.toContain('No GST')
  })
})
