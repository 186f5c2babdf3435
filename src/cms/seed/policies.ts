import type { Payload } from 'payload'

import type { IMandate, IPolicy } from '@/domain/policy'

import { SEED_CONTEXT } from './types'

/**
 * Demo policies of the local policy system (POLICY_SERVICE=local), for the service pages and their tests. Each has
 * its own registered mobile (the dev SMS outbox is read by number, and OTP countdowns are per number), so journeys
 * that use different policies never wait on each other. Names, numbers and mobiles are fictional.
 *
 * | policy number    | date of birth | mobile     | plan, state                               | used by                          |
 * | SL2024T0000101   | 1988-04-12    | 7300000101 | term, in force, yearly                    | premium certificate, renewal     |
 * | SL2023S0000202   | 1979-11-03    | 7300000202 | savings, in force, monthly, bonuses       | bonus, certificate               |
 * | SL2022U0000303   | 1992-07-21    | 7300000303 | ULIP, in force, fund units                | NAV / fund value                 |
 * | SL2021T0000404   | 1985-01-30    | 7300000404 | term, lapsed                              | DGH (revival)                    |
 * | SL2020S0000505   | 1975-09-15    | 7300000505 | savings, active e-NACH mandate            | NACH de-activation               |
 * | SL2024P0000606   | 1968-02-28    | 7300000606 | pension, in force, half-yearly            | NACH activation (e-NACH)         |
 * | SL2023T0000707   | 1995-12-05    | 7300000707 | term, in force, monthly 1,850             | NACH activation (UPI autopay)    |
 * | SL2022S0000808   | 1982-06-18    | 7300000808 | savings, active UPI autopay mandate       | NACH de-activation (UPI)         |
 * | SL2024T0000909   | 1990-03-09    | 7300000909 | term, in force, due soon                  | renewal payment, e-KYC           |
 * | SL2019U0001010   | 1972-10-27    | 7300001010 | ULIP, in force, API and fault tests       | policy verification tests        |
 */
type TSeedPolicy = Omit<IPolicy, 'funds' | 'bonuses' | 'premiumsPaid'> &
  Partial<Pick<IPolicy, 'funds' | 'bonuses' | 'premiumsPaid'>>

const yearly = (amount: number, from: number, to: number, month = '04', day = '15') =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const year = from + i
    return {
      financialYear: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
      amount,
      paidOn: `${year}-${month}-${day}`,
    }
  })

export const DEMO_POLICIES: TSeedPolicy[] = [
  {
    policyNumber: 'SL2024T0000101',
    applicationNumber: 'AP24000101',
    holderName: 'Arjun Mehta',
    dateOfBirth: '1988-04-12',
    pan: 'ABCPM1234K',
    mobile: '7300000101',
    productName: 'Sahyog Suraksha Term Plan',
    productKind: 'term',
    sumAssured: 10000000,
    premium: 14500,
    frequency: 'yearly',
    commencementDate: '2024-05-10',
    nextDueDate: '2027-05-10',
    status: 'in-force',
    premiumsPaid: yearly(14500, 2024, 2026, '05', '08'),
  },
  {
    policyNumber: 'SL2023S0000202',
    applicationNumber: 'AP23000202',
    holderName: 'Kavitha Raman',
    dateOfBirth: '1979-11-03',
    pan: 'BCDPR2345L',
    mobile: '7300000202',
    productName: 'Sahyog Assured Savings Plan',
    productKind: 'savings',
    sumAssured: 1200000,
    premium: 5000,
    frequency: 'monthly',
    commencementDate: '2023-08-01',
    nextDueDate: '2026-12-01',
    status: 'in-force',
    bonuses: [
      { financialYear: '2023-24', kind: 'Reversionary bonus', amount: 42000 },
      { financialYear: '2024-25', kind: 'Reversionary bonus', amount: 43800 },
      { financialYear: '2025-26', kind: 'Reversionary bonus', amount: 45600 },
    ],
    premiumsPaid: [2023, 2024, 2025].flatMap((year) =>
      ['04', '07', '10', '01'].map((month) => ({
        financialYear: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
        amount: 15000,
        paidOn: `${month === '01' ? year + 1 : year}-${month}-01`,
      })),
    ),
  },
  {
    policyNumber: 'SL2022U0000303',
    applicationNumber: 'AP22000303',
    holderName: 'Rohan Das',
    dateOfBirth: '1992-07-21',
    pan: 'CDEPD3456M',
    mobile: '7300000303',
    productName: 'Sahyog Wealth Builder ULIP',
    productKind: 'ulip',
    sumAssured: 1000000,
    premium: 100000,
    frequency: 'yearly',
    commencementDate: '2022-09-15',
    nextDueDate: '2027-09-15',
    status: 'in-force',
    funds: [
      { fundCode: 'SLEQ01', fundName: 'Equity Growth Fund', units: 3120.456 },
      { fundCode: 'SLBD01', fundName: 'Bond Fund', units: 1580.12 },
    ],
    premiumsPaid: yearly(100000, 2022, 2026, '09', '12'),
  },
  {
    policyNumber: 'SL2021T0000404',
    applicationNumber: 'AP21000404',
    holderName: 'Meera Kulkarni',
    dateOfBirth: '1985-01-30',
    pan: 'DEFPK4567N',
    mobile: '7300000404',
    productName: 'Sahyog Suraksha Term Plan',
    productKind: 'term',
    sumAssured: 7500000,
    premium: 11200,
    frequency: 'yearly',
    commencementDate: '2021-03-01',
    nextDueDate: '2025-03-01',
    status: 'lapsed',
    premiumsPaid: yearly(11200, 2020, 2023, '03', '01'),
  },
  {
    policyNumber: 'SL2020S0000505',
    applicationNumber: 'AP20000505',
    holderName: 'Suresh Iyer',
    dateOfBirth: '1975-09-15',
    pan: 'EFGPI5678P',
    mobile: '7300000505',
    productName: 'Sahyog Assured Savings Plan',
    productKind: 'savings',
    sumAssured: 2500000,
    premium: 8500,
    frequency: 'monthly',
    commencementDate: '2020-06-05',
    nextDueDate: '2026-12-05',
    status: 'in-force',
    premiumsPaid: yearly(102000, 2020, 2025, '03', '31'),
  },
  {
    policyNumber: 'SL2024P0000606',
    applicationNumber: 'AP24000606',
    holderName: 'Lakshmi Narayan',
    dateOfBirth: '1968-02-28',
    pan: 'FGHPN6789Q',
    mobile: '7300000606',
    productName: 'Sahyog Retirement Income Plan',
    productKind: 'pension',
    sumAssured: 1500000,
    premium: 60000,
    frequency: 'half-yearly',
    commencementDate: '2024-01-20',
    nextDueDate: '2027-01-20',
    status: 'in-force',
    premiumsPaid: yearly(120000, 2023, 2025, '01', '20'),
  },
  {
    policyNumber: 'SL2023T0000707',
    applicationNumber: 'AP23000707',
    holderName: 'Farhan Qureshi',
    dateOfBirth: '1995-12-05',
    pan: 'GHIPQ7890R',
    mobile: '7300000707',
    productName: 'Sahyog Suraksha Term Plan',
    productKind: 'term',
    sumAssured: 5000000,
    premium: 1850,
    frequency: 'monthly',
    commencementDate: '2023-10-10',
    nextDueDate: '2026-12-10',
    status: 'in-force',
    premiumsPaid: yearly(22200, 2023, 2025, '03', '10'),
  },
  {
    policyNumber: 'SL2022S0000808',
    applicationNumber: 'AP22000808',
    holderName: 'Priya Nair',
    dateOfBirth: '1982-06-18',
    pan: 'HIJPN8901S',
    mobile: '7300000808',
    productName: 'Sahyog Child Future Plan',
    productKind: 'savings',
    sumAssured: 1800000,
    premium: 4200,
    frequency: 'monthly',
    commencementDate: '2022-04-25',
    nextDueDate: '2026-12-25',
    status: 'in-force',
    premiumsPaid: yearly(50400, 2022, 2025, '03', '25'),
  },
  {
    policyNumber: 'SL2024T0000909',
    applicationNumber: 'AP24000909',
    holderName: 'Gurpreet Singh',
    dateOfBirth: '1990-03-09',
    pan: 'IJKPS9012T',
    mobile: '7300000909',
    productName: 'Sahyog Suraksha Term Plan',
    productKind: 'term',
    sumAssured: 15000000,
    premium: 19800,
    frequency: 'yearly',
    commencementDate: '2024-12-01',
    nextDueDate: '2026-12-01',
    status: 'in-force',
    premiumsPaid: yearly(19800, 2024, 2025, '11', '28'),
  },
  {
    policyNumber: 'SL2019U0001010',
    applicationNumber: 'AP19001010',
    holderName: 'Ananya Bose',
    dateOfBirth: '1972-10-27',
    pan: 'JKLPB0123U',
    mobile: '7300001010',
    productName: 'Sahyog Wealth Builder ULIP',
    productKind: 'ulip',
    sumAssured: 800000,
    premium: 50000,
    frequency: 'yearly',
    commencementDate: '2019-11-11',
    nextDueDate: '2027-11-11',
    status: 'in-force',
    funds: [{ fundCode: 'SLBL01', fundName: 'Balanced Fund', units: 4210.9 }],
    premiumsPaid: yearly(50000, 2019, 2026, '11', '08'),
  },
]

type TSeedMandate = Omit<IMandate, 'accountNumberMasked'> & { accountNumber: string | null }

/** Mandates already active in the local policy system (for the de-activation page). */
export const DEMO_MANDATES: TSeedMandate[] = [
  {
    policyNumber: 'SL2020S0000505',
    method: 'enach',
    umrn: 'SAHY7000000000000505',
    status: 'active',
    accountHolderName: 'Suresh Iyer',
    accountNumber: '50100234560505',
    bankName: 'State Bank of India',
    branchName: 'Mylapore, Chennai',
    micr: '600002012',
    ifsc: 'SBIN0001234',
    accountType: 'savings',
    upiId: null,
    amount: 10000,
    effectiveFrom: '2020-07-01',
    effectiveTo: '2040-06-30',
    debitDay: 5,
    providerReference: 'SEED-MANDATE-0505',
  },
  {
    policyNumber: 'SL2022S0000808',
    method: 'upi',
    umrn: 'SAHY7000000000000808',
    status: 'active',
    accountHolderName: null,
    accountNumber: null,
    bankName: null,
    branchName: null,
    micr: null,
    ifsc: null,
    accountType: null,
    upiId: 'priya.nair@okaxis',
    amount: 5000,
    effectiveFrom: '2022-05-01',
    effectiveTo: '2037-04-30',
    debitDay: 25,
    providerReference: 'SEED-MANDATE-0808',
  },
]

/** Creates each demo policy and mandate that is not there yet (runs on every start: safe to repeat). */
export async function seedPolicies(payload: Payload): Promise<number> {
  let created = 0
  for (const policy of DEMO_POLICIES) {
    const existing = await payload.find({
      collection: 'policies',
      where: { policyNumber: { equals: policy.policyNumber } },
      limit: 1,
      depth: 0,
      context: SEED_CONTEXT,
    })
    if (existing.docs.length) continue
    await payload.create({
      collection: 'policies',
      data: {
        ...policy,
        funds: policy.funds ?? [],
        bonuses: policy.bonuses ?? [],
        premiumsPaid: policy.premiumsPaid ?? [],
      },
      context: SEED_CONTEXT,
    })
    created += 1
  }
  for (const mandate of DEMO_MANDATES) {
    const existing = await payload.find({
      collection: 'nach-mandates',
      where: { providerReference: { equals: mandate.providerReference } },
      limit: 1,
      depth: 0,
      context: SEED_CONTEXT,
    })
    if (existing.docs.length) continue
    await payload.create({
      collection: 'nach-mandates',
      data: { ...mandate, attempts: 0, completedAt: '2020-07-01T00:00:00.000Z' },
      context: SEED_CONTEXT,
    })
  }
  return created
}
