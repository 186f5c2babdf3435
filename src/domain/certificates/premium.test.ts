import { describe, expect, it } from 'vitest'

import { blockText } from './document'
import {
  certificateBlocks,
  certificateYears,
  financialYearSpan,
  maskPan,
  premiumCertificate,
  type ICertificatePolicy,
} from './premium'

const POLICY: ICertificatePolicy = {
  policyNumber: 'SL2023S0000202',
  holderName: 'Kavitha Raman',
  pan: 'BCDPR2345L',
  productName: 'Sahyog Guaranteed Savings Plan',
  productKind: 'savings',
  sumAssured: 500_000,
  commencementDate: '2023-06-01',
  premiumsPaid: [
    { financialYear: '2024-25', amount: 5000, paidOn: '2025-01-05' },
    { financialYear: '2024-25', amount: 5000, paidOn: '2024-12-05' },
    { financialYear: '2023-24', amount: 5000, paidOn: '2023-06-01' },
  ],
}

/** A term policy whose premiums straddle 22 Sep 2025: 10,000 received on 21 Sep 2025 and again on 22 Sep 2025. */
const TERM_POLICY: ICertificatePolicy = {
  ...POLICY,
  policyNumber: 'SL2024T0000101',
  productName: 'Sahyog Suraksha Term Plan',
  productKind: 'term',
  sumAssured: 10_000_000,
  commencementDate: '2024-09-21',
  premiumsPaid: [
    { financialYear: '2025-26', amount: 10_000, paidOn: '2025-09-22' },
    { financialYear: '2025-26', amount: 10_000, paidOn: '2025-09-21' },
    { financialYear: '2026-27', amount: 10_000, paidOn: '2026-09-21' },
  ],
}

describe('premiumCertificate', () => {
  it('adds up the year’s premiums in date order, with the GST of a savings plan’s later years before 22 Sep 2025', () => {
    const certificate = premiumCertificate(POLICY, '2024-25')!
    // Both after the first anniversary (1 Jun 2024): 2.25 %, 5,000 × 0.0225 = 112.50 each; 225 in all.
    expect(certificate.total).toBe(10_000)
    expect(certificate.gst).toBe(225)
    expect(certificate.paid).toBe(10_225)
    expect(certificate.payments.map((paid) => [paid.paidOn, paid.premium, paid.gst, paid.paid])).toEqual([
      ['2024-12-05', 5_000, 112.5, 5_112.5],
      ['2025-01-05', 5_000, 112.5, 5_112.5],
    ])
    expect(certificate.section).toBe('80C')
    expect(certificate.number).toBe('PPC-SL2023S0000202-202425')
  })

  it('charged the first policy year’s 4.5 % on a savings premium received before its first anniversary', () => {
    // 5,000 × 0.045 = 225 on 1 Jun 2023, the day the policy began.
    const certificate = premiumCertificate(POLICY, '2023-24')!
    expect(certificate.payments[0]).toMatchObject({ premium: 5_000, gst: 225, paid: 5_225 })
  })

  it('charges 18 % on a term premium received on 21 Sep 2025 and nothing on one received on 22 Sep 2025', () => {
    const certificate = premiumCertificate(TERM_POLICY, '2025-26')!
    // 10,000 × 0.18 = 1,800 on 21 Sep; none on 22 Sep. Premiums 20,000, GST 1,800, paid 21,800.
    expect(certificate.payments.map((paid) => [paid.paidOn, paid.gst, paid.paid])).toEqual([
      ['2025-09-21', 1_800, 11_800],
      ['2025-09-22', 0, 10_000],
    ])
    expect(certificate).toMatchObject({ total: 20_000, gst: 1_800, paid: 21_800 })
    // 80C counts the premiums, within 10 % of ₹1 crore (₹10,00,000): ₹20,000.
    expect(certificate.eligible).toBe(20_000)
    expect(premiumCertificate(TERM_POLICY, '2026-27')).toMatchObject({ total: 10_000, gst: 0, paid: 10_000 })
  })

  it('counts for 80C only up to 10 % of the sum assured', () => {
    const certificate = premiumCertificate({ ...POLICY, sumAssured: 80_000 }, '2024-25')!
    expect(certificate.eligible).toBe(8_000)
  })

  it('uses 80CCC for a pension plan, and answers null for a year without premiums', () => {
    expect(premiumCertificate({ ...POLICY, productKind: 'pension' }, '2024-25')!.section).toBe('80CCC')
    expect(premiumCertificate(POLICY, '2022-23')).toBeNull()
  })

  it('lists the years with premiums, newest first', () => {
    expect(certificateYears(POLICY)).toEqual(['2024-25', '2023-24'])
    expect(financialYearSpan('2024-25')).toEqual({ from: '2024-04-01', to: '2025-03-31' })
    expect(maskPan('BCDPR2345L')).toBe('XXXXX2345L')
  })
})

const COMPANY = {
  legalName: 'Sahyog Life Insurance Company Limited',
  irdaiRegistration: '000',
  cin: 'U00000MH2026PLC000000',
  registeredOffice: 'Sahyog House\nMumbai 400 013',
}

describe('certificateBlocks', () => {
  it('heads the certificate with the company, its address and its one IRDAI number from the settings', () => {
    const certificate = premiumCertificate(POLICY, '2024-25')!
    const text = blockText(certificateBlocks(POLICY, certificate, '2026-11-22', COMPANY))
    expect(text).toContain('Sahyog Life Insurance Company Limited')
    expect(text).toContain('Sahyog House, Mumbai 400 013')
    expect(text).toContain('IRDAI Regn. No. 000 · CIN U00000MH2026PLC000000')
    const unregistered = { ...COMPANY, irdaiRegistration: null, cin: null, registeredOffice: null }
    expect(blockText(certificateBlocks(POLICY, certificate, '2026-11-22', unregistered))).not.toContain(
      'Regn',
    )
  })

  it('puts the policy, the figures and the tax sections in the PDF', () => {
    const certificate = premiumCertificate(POLICY, '2024-25')!
    const text = blockText(certificateBlocks(POLICY, certificate, '2026-11-22', COMPANY))
    for (const expected of [
      'SL2023S0000202',
      'Kavitha Raman',
      'XXXXX2345L',
      'Financial year 2024-25 (1 Apr 2024 to 31 Mar 2025)',
      '5 Dec 2024',
      '₹10,000',
      'Section 80C',
      'Section 80D',
      'Section 10(10D)',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('BCDPR2345L')
    expect(text).not.toContain('Rs')
  })
})

describe('the certificate’s GST', () => {
  const pdfText = (policy: ICertificatePolicy, year: string) =>
    blockText(certificateBlocks(policy, premiumCertificate(policy, year)!, '2026-11-22', COMPANY))

  it('shows each premium’s GST and what was paid when GST was charged in the year (2024-25, savings at 2.25 %)', () => {
    const text = pdfText(POLICY, '2024-25')
    expect(text).toContain('Date received Premium GST Amount paid')
    expect(text).toContain('5 Dec 2024 ₹5,000 ₹112.50 ₹5,112.50')
    expect(text).toContain('Total ₹10,000 ₹225 ₹10,225')
    expect(text).not.toContain('No GST')
  })

  it('says a premium of 22 Sep 2025 was exempt beside one of 21 Sep 2025 that carried 18 %', () => {
    const text = pdfText(TERM_POLICY, '2025-26')
    expect(text).toContain('21 Sep 2025 ₹10,000 ₹1,800 ₹11,800')
    expect(text).toContain('22 Sep 2025 ₹10,000 Exempt ₹10,000')
    expect(text).toContain('Total ₹20,000 ₹1,800 ₹21,800')
    expect(text).toContain(
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )
  })

  it('shows the premiums alone, and why, in a year without GST', () => {
    const text = pdfText(TERM_POLICY, '2026-27')
    expect(text).toContain('Date received Premium')
    expect(text).toContain('21 Sep 2026 ₹10,000')
    expect(text).toContain('Total premium paid ₹10,000')
    expect(text).toContain(
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )
    expect(text).not.toMatch(/Amount paid|₹0\b|Exempt/)
  })
})
