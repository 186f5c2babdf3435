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

describe('premiumCertificate', () => {
  it('adds up the year’s premiums in date order', () => {
    const certificate = premiumCertificate(POLICY, '2024-25')!
    expect(certificate.total).toBe(10_000)
    expect(certificate.payments.map((paid) => paid.paidOn)).toEqual(['2024-12-05', '2025-01-05'])
    expect(certificate.section).toBe('80C')
    expect(certificate.number).toBe('PPC-SL2023S0000202-202425')
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
      'Financial year 2024-25 (01 Apr 2024 to 31 Mar 2025)',
      '05 Dec 2024',
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
