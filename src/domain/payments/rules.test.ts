import { describe, expect, it } from 'vitest'

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
}

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
      instalments: [{ dueDate: '2026-12-01', graceEnds: '2026-12-16', amountPaise: 240000 }],
      totalPaise: 240000,
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

  it('past the grace period, or lapsed, the policy is revived instead; other states cannot pay', () => {
    expect(dueState(POLICY, '2026-12-17').kind).toBe('lapsed')
    expect(dueState(POLICY, '2026-12-16').kind).toBe('due')
    expect(dueState({ ...POLICY, status: 'lapsed' }, '2026-11-22').kind).toBe('lapsed')
    expect(dueState({ ...POLICY, status: 'matured' }, '2026-11-22').kind).toBe('not-payable')
  })
})

describe('the receipt', () => {
  it('states the receipt number, policy, amount, due date, day paid (in India) and payment id', () => {
    expect(paidOnDay('2026-11-22T19:00:00.000Z')).toBe('2026-11-23')
    const blocks = receiptBlocks(
      {
        reference: 'RP20261122ABCDEF0123456789',
        policyNumber: 'SL2023S0000202',
        amountPaise: 240000,
        dueDates: ['2026-12-01'],
        paidAt: '2026-11-22T10:00:00.000Z',
        gatewayPaymentId: 'pay_ABC123',
        maskedMobile: '+91 9XXXXXX202',
      },
      {
        legalName: 'Sahyog Life Insurance Company Limited',
        irdaiRegistration: '000',
        cin: null,
        registeredOffice: null,
      },
    )
    const rows = Object.fromEntries(blocks.flatMap((b) => (b.kind === 'row' ? [[b.label, b.value]] : [])))
    expect(rows).toEqual({
      'Receipt number': 'RP20261122ABCDEF0123456789',
      'Policy number': 'SL2023S0000202',
      'Amount received': '₹2,400',
      'Premium due on': '01 Dec 2026',
      'Paid on': '22 Nov 2026',
      'Payment id': 'pay_ABC123',
      'Registered mobile': '+91 9XXXXXX202',
    })
  })
})
