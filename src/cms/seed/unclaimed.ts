import type { Payload } from 'payload'

import { SEED_CONTEXT } from './types'

/**
 * Demo unclaimed amounts (fictional people). Tests search these: by policy number, or by name and date of birth,
 * with and without the PAN. The last one is paid out, so it is never shown.
 */
export const UNCLAIMED_DEMO = [
  {
    policyNumber: 'SL201200004417',
    holderName: 'Ramesh Chandra Iyer',
    dateOfBirth: '1948-07-12',
    pan: 'AAQPI4417K',
    reason: 'maturity',
    amount: 184_350,
    unclaimedSince: '2022-07-15',
  },
  {
    policyNumber: 'SL200900012873',
    holderName: 'Lakshmi Devi Naidu',
    dateOfBirth: '1956-01-30',
    pan: null,
    reason: 'survival_benefit',
    amount: 25_000,
    unclaimedSince: '2019-02-01',
  },
  {
    policyNumber: 'SL201400020566',
    holderName: 'Mohammed Arif Khan',
    dateOfBirth: '1979-11-05',
    pan: 'BKRPK0566M',
    reason: 'premium_refund',
    amount: 3_412,
    unclaimedSince: '2021-03-31',
  },
  {
    policyNumber: 'SL201400020567',
    holderName: 'Mohammed Arif Khan',
    dateOfBirth: '1979-11-05',
    pan: 'BKRPK0566M',
    reason: 'surrender',
    amount: 61_980,
    unclaimedSince: '2023-09-30',
  },
  {
    policyNumber: 'SL201100008890',
    holderName: 'Gurpreet Kaur Sandhu',
    dateOfBirth: '1962-04-18',
    pan: null,
    reason: 'death_claim',
    amount: 500_000,
    unclaimedSince: '2020-12-10',
  },
  {
    policyNumber: 'SL201000003001',
    holderName: 'Anil Joseph',
    dateOfBirth: '1960-09-09',
    pan: null,
    reason: 'maturity',
    amount: 95_000,
    unclaimedSince: '2018-09-09',
    paid: true,
  },
] as const

export async function seedUnclaimedAmounts(payload: Payload): Promise<number> {
  for (const row of UNCLAIMED_DEMO) {
    await payload.create({
      collection: 'unclaimed-amounts',
      data: { ...row, paid: 'paid' in row ? row.paid : false },
      context: SEED_CONTEXT,
    })
  }
  return UNCLAIMED_DEMO.length
}
