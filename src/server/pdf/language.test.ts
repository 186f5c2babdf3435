import { describe, expect, it } from 'vitest'

import { blockText, flatBlocks } from '@/domain/certificates/document'
import { certificateBlocks, premiumCertificate } from '@/domain/certificates/premium'
import { receiptBlocks, receiptStatement, type IReceipt } from '@/domain/payments'
import { quoteDocument } from '@/domain/quotes/document'
import { quotePremium } from '@/domain/quotes/premium'
import { TERM_TABLE } from '@/domain/quotes/testing/tables'
import type { IQuoteInput } from '@/domain/quotes/types'

import { blocksIn, documentWords, requestLanguage } from './language'

const POLICY = {
  policyNumber: 'SL2023S0000202',
  holderName: 'राहुल शर्मा',
  pan: null,
  productName: 'Sahyog Guaranteed Savings Plan',
  productKind: 'savings' as const,
  sumAssured: 500_000,
  commencementDate: '2023-06-01',
  premiumsPaid: [{ financialYear: '2024-25', amount: 5000, paidOn: '2024-06-01' }],
}
const COMPANY = {
  legalName: 'Sahyog Life Insurance Limited',
  irdaiRegistration: null,
  cin: null,
  registeredOffice: null,
}

const certificate = () =>
  certificateBlocks(POLICY, premiumCertificate(POLICY, '2024-25')!, '2026-11-22', COMPANY)

const INPUT: IQuoteInput = {
  dob: '1996-06-15',
  age: 30,
  gender: 'male',
  smoker: false,
  income: 1_200_000,
  sum_assured: 10_000_000,
  policy_term: 25,
  ppt: 25,
  pay: 'regular',
  payout: 'lump-sum',
  riders: [],
  mode: 'yearly',
}

const quote = () =>
  quoteDocument({
    ref: 'SLQ-2026-000123',
    createdAt: new Date('2026-11-24T05:00:00Z'),
    name: 'राहुल शर्मा',
    table: TERM_TABLE,
    input: INPUT,
    premium: quotePremium(TERM_TABLE, INPUT, '2026-11-24')!,
  })

describe('documents in the language they are asked in', () => {
  it('writes the premium paid certificate with Hindi labels, the name and figures as they are', () => {
    const blocks = flatBlocks(blocksIn('hi', certificate()))
    expect(blocks).toContainEqual({ kind: 'title', text: 'प्रीमियम भुगतान प्रमाणपत्र' })
    expect(blocks).toContainEqual({ kind: 'row', label: 'पॉलिसीधारक', value: 'राहुल शर्मा' })
    expect(blocks).toContainEqual({ kind: 'row', label: 'पॉलिसी नंबर', value: 'SL2023S0000202', bold: true })
    expect(blocks).toContainEqual({ kind: 'row', label: 'बीमा राशि', value: '₹5,00,000' })
    // Dates in Hindi month names.
    expect(blocks).toContainEqual({ kind: 'row', label: 'प्रारंभ तिथि', value: '1 जून 2023' })
    expect(blockText(blocks)).toContain('वित्त वर्ष 2024-25 (1 अप्रैल 2024 से 31 मार्च 2025)')
    expect(blockText(blocks)).toContain('यह कंप्यूटर से बना प्रमाणपत्र है, इस पर हस्ताक्षर की आवश्यकता नहीं है।')
  })

  it('writes the quote with Hindi labels, headings and the premium table', () => {
    const blocks = flatBlocks(blocksIn('hi', quote()))
    const text = blockText(blocks)
    for (const label of ['आपका जीवन बीमा कोटेशन', 'कोटेशन संदर्भ', 'आयु और लिंग', 'कवर किस आयु तक', 'कृपया ध्यान दें'])
      expect(text).toContain(label)
    expect(blocks).toContainEqual(
      expect.objectContaining({ kind: 'row', label: 'आयु और लिंग', value: '30 वर्ष, पुरुष' }),
    )
    expect(blocks).toContainEqual(expect.objectContaining({ kind: 'row', label: 'धूम्रपान', value: 'नहीं' }))
    expect(blocks).toContainEqual(
      expect.objectContaining({ kind: 'row', label: 'बीमा राशि', value: '₹1 करोड़' }),
    )
    expect(text).toContain('जीवन कवर')
  })

  it('leaves an English request in English, block for block', () => {
    expect(blocksIn('en', certificate())).toEqual(certificate())
    expect(blockText(blocksIn('en', quote()))).toContain('Your life insurance quote')
  })

  it('takes the language from the page the download was asked from, else the language cookie', () => {
    const asked = (headers: Record<string, string>) =>
      requestLanguage(new Request('http://localhost/api/v1/quotes/x/pdf', { headers }))
    expect(asked({ referer: 'http://localhost/hi/quotes/slq-2026-000123' })).toBe('hi')
    expect(asked({ referer: 'http://localhost/en/quotes/slq-2026-000123', cookie: 'site_language=hi' })).toBe(
      'en',
    )
    expect(asked({ cookie: 'a=b; site_language=hi' })).toBe('hi')
    expect(asked({})).toBe('en')
  })
})

/**
 * Words of three Latin letters or more (not a section's number such as 80CCC), once the names, references and
 * abbreviations a Hindi document keeps are taken out.
 */
const englishWords = (text: string) =>
  [
    'Sahyog Guaranteed Savings Plan',
    'Sahyog Smart Term',
    'Sahyog Life Insurance Limited',
    'Sahyog',
    'IRDAI',
    'GST',
    'PAN',
    'UIN',
    'SL2023S0000202',
    'SLQ-2026-000123',
  ]
    .reduce((rest, name) => rest.split(name).join(' '), text)
    .replace(/\bPPC[\w/-]*/g, ' ')
    .match(/\b[A-Za-z]{3,}\b/g) ?? []

describe('documents in Hindi, paragraph by paragraph', () => {
  it("writes the certificate's income-tax paragraphs in Hindi, for life and pension plans", () => {
    const pension = { ...POLICY, productName: 'Sahyog Smart Term', productKind: 'pension' as const }
    for (const policy of [POLICY, pension]) {
      const blocks = flatBlocks(
        blocksIn(
          'hi',
          certificateBlocks(policy, premiumCertificate(policy, '2024-25')!, '2026-11-22', COMPANY),
        ),
      )
      expect(englishWords(blockText(blocks))).toEqual([])
    }
    const text = blockText(flatBlocks(blocksIn('hi', certificate())))
    expect(text).toContain('धारा 80C: जीवन बीमा प्रीमियम पर बीमा राशि के 10% तक कटौती मिलती है।')
    expect(text).toContain('इस वर्ष कटौती योग्य राशि: ₹5,000, जो')
    expect(text).toContain('कुल मिलाकर ₹1,50,000 प्रति वर्ष की सीमा के भीतर है।')
  })

  it("writes the quote's IRDAI warning and its notes in Hindi", () => {
    const text = blockText(flatBlocks(blocksIn('hi', quote())))
    expect(text).toContain('फ़र्ज़ी फ़ोन कॉल और झूठे/धोखाधड़ी वाले प्रस्तावों से सावधान रहें')
    expect(text).toContain('IRDAI बीमा पॉलिसियां नहीं बेचता')
    expect(englishWords(text)).toEqual([])
  })
})

describe('the renewal receipt in Hindi', () => {
  // Two monthly premiums due before 22 Sep 2025, GST charged on them; and one due after it, exempt.
  const RECEIPTS: IReceipt[] = [
    {
      reference: 'RP20250701A1B2C3D4E5F60718',
      policyNumber: 'SL2023S0000202',
      amountPaise: 472000,
      gstPaise: 72000,
      dueDates: ['2025-06-05', '2025-07-05'],
      paidAt: '2025-07-01T06:30:00Z',
      gatewayPaymentId: 'pay_Q1w2E3r4T5y6U7',
      maskedMobile: '+91 9XXXXXX236',
    },
    {
      reference: 'RP20261130F8B8D32DBD7285CA',
      policyNumber: 'SL2023S0000202',
      amountPaise: 240000,
      gstPaise: 0,
      dueDates: ['2026-12-05'],
      paidAt: '2026-11-30T10:20:00Z',
      gatewayPaymentId: 'pay_g6iqec4FRxGQCg',
      maskedMobile: null,
    },
  ]

  it('leaves no English word in its PDF, with GST charged or exempt, one premium or several', () => {
    for (const receipt of RECEIPTS)
      expect(englishWords(blockText(flatBlocks(blocksIn('hi', receiptBlocks(receipt, COMPANY)))))).toEqual([])
    const text = blockText(flatBlocks(blocksIn('hi', receiptBlocks(RECEIPTS[0]!, COMPANY))))
    expect(text).toContain('प्रीमियम रसीद')
    expect(text).toContain('प्रीमियम की देय तिथियां')
    expect(text).toContain('5 जून 2025, 5 जुलाई 2025')
  })

  it('shows on its page the rows of its PDF, in the same words', () => {
    const words = documentWords('hi')
    const receipt = RECEIPTS[0]!
    const onPage = receiptStatement(receipt).rows.map((row) => ({
      label: words.text(row.label),
      value: words.value(row.value),
    }))
    const inPdf = flatBlocks(blocksIn('hi', receiptBlocks(receipt, COMPANY)))
      .filter((block) => block.kind === 'row')
      .map((block) => ({ label: block.label, value: block.value }))
    expect(inPdf.slice(0, onPage.length)).toEqual(onPage)
    expect(onPage[0]).toEqual({ label: 'रसीद संख्या', value: 'RP20250701A1B2C3D4E5F60718' })
    expect(documentWords('en').text('Paid on')).toBe('Paid on')
  })
})
