import { describe, expect, it } from 'vitest'

import { createPolicy, getJson, verifiedPolicyCookie } from './support/policy'
import { firstPageImages, pdfText } from '../support/pdf'
import { BASE_URL } from './support/http'

// Issue 7: premium-paid-certificate. A fresh policy per test (its own registered mobile), verified by OTP through
// POST /api/v1/policy/verify; the certificate routes read the access credential of PREMIUM_CERTIFICATE_PAGE only.

const PURPOSE = 'PREMIUM_CERTIFICATE_PAGE'
const YEARS = '/api/v1/premium-paid-certificate'
const PDF = '/api/v1/premium-paid-certificate/pdf'

// A term policy (the default of createPolicy). Before 22 Sep 2025 its premiums carried 18 % GST: 12,000 × 0.18 =
// 2,160 each in 2024-25 (24,000 + 4,320 = 28,320 paid); 12,500 × 0.18 = 2,250 on 10 Jun 2025. From 22 Sep 2025
// none: the 12,500 of 10 Dec 2025 is exempt (2025-26: 25,000 + 2,250 = 27,250 paid).
const PREMIUMS = [
  { financialYear: '2024-25', amount: 12000, paidOn: '2024-06-10' },
  { financialYear: '2024-25', amount: 12000, paidOn: '2024-12-10' },
  { financialYear: '2025-26', amount: 12500, paidOn: '2025-06-10' },
  { financialYear: '2025-26', amount: 12500, paidOn: '2025-12-10' },
]

const pdf = (year: string, cookie?: string) =>
  fetch(new URL(`${PDF}?year=${year}`, BASE_URL), { headers: cookie ? { cookie } : {}, redirect: 'manual' })

describe('premium paid certificate', () => {
  it('lists the years and downloads a valid PDF with the year’s figures and tax sections', async () => {
    const policy = await createPolicy({
      holderName: 'Meera Pillai',
      pan: 'CDEPP3456M',
      premiumsPaid: PREMIUMS,
    })
    const cookie = await verifiedPolicyCookie(policy, PURPOSE)
    const years = await getJson(YEARS, cookie)
    expect(years.status).toBe(200)
    expect((years.body.data as { years: string[] }).years).toEqual(['2025-26', '2024-25'])

    const res = await pdf('2024-25', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="premium-paid-certificate-${policy.policyNumber}-2024-25.pdf"`,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(bytes)
    for (const expected of [
      policy.policyNumber,
      'Meera Pillai',
      'XXXXX3456M',
      '10 Jun 2024',
      '10 Dec 2024',
      '₹24,000',
      '₹2,160',
      '₹4,320',
      '₹28,320',
      'Section 80C',
      'Section 80D',
      'Section 10(10D)',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('12,500')
    expect(text).not.toContain('No GST')

    // The next year: one premium with GST, one exempt, and the sentence that says why.
    const next = (await pdfText(new Uint8Array(await (await pdf('2025-26', cookie)).arrayBuffer()))).replace(
      /\s+/g,
      ' ',
    )
    for (const expected of [
      '10 Jun 2025',
      '₹2,250',
      '10 Dec 2025',
      'Exempt',
      '₹25,000',
      '₹27,250',
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    ])
      expect(next).toContain(expected)

    // Issue "A first visit a customer trusts", item 10: the logo, and the one IRDAI number of the site settings,
    // the same that the footer of every page states.
    expect(await firstPageImages(bytes)).toBe(1)
    const footer = /class="company-registration[^"]*">([^<]+)</.exec(await (await fetch(BASE_URL)).text())
    expect(footer, 'the footer states the registration').not.toBeNull()
    const registration = footer![1]!.replace(/&amp;/g, '&').split(' · ').slice(1).join(' · ')
    expect(registration).toMatch(/^IRDAI Regn\. No\. \w+/)
    expect(text).toContain(registration)
  })

  it('refuses without the OTP, with another page’s credential, and for a year without premiums', async () => {
    const policy = await createPolicy({ premiumsPaid: PREMIUMS })
    expect((await pdf('2024-25')).status).toBe(401)
    expect((await getJson(YEARS)).status).toBe(401)

    // A code verified for another service page does not open this one.
    const other = await verifiedPolicyCookie(policy, 'NACH_ACTIVATION_PAGE')
    expect((await pdf('2024-25', other)).status).toBe(401)

    const cookie = await verifiedPolicyCookie(policy, PURPOSE)
    const empty = await pdf('2019-20', cookie)
    expect(empty.status).toBe(404)
    expect(((await empty.json()) as { message: string }).message).toBe(
      'No premium was received for this policy in the chosen financial year',
    )
    const bad = await pdf('2024-26', cookie)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe('Please choose a financial year')
  })
})
