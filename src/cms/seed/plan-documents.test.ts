/**
 * The seeded plans' brochures and policy wordings: made from the same records as the plan pages, so each one
 * carries what its page shows; and real documents, several pages long, that a PDF reader opens.
 */
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { blockText } from '@/domain/certificates/document'
import { brochureDocument } from '@/domain/products/brochure'
import { eligibilityRows, premiumExampleCells } from '@/domain/products/details'
import { policyWordingDocument } from '@/domain/products/wording'

import { logoForPdf } from './media'
import { allPages } from './pages'
import { ISSUER, PLAN_CONTENT, planDocumentUploads } from './plan-documents'
import type { SeedMedia } from './types'

/** Media ids as the seed would hand them out: every plan's documents under its slug. */
const MEDIA: SeedMedia = {
  logo: 1,
  images: {
    heroHome: 2,
    heroBenefits: 3,
    heroCompany: 4,
    heroServices: 5,
    term: 6,
    savings: 7,
    ulip: 8,
    retirement: 9,
    child: 10,
    group: 11,
  },
  documents: {
    revenueAccount: 12,
    profitAndLoss: 13,
    annualReport: 14,
    claimForm: 15,
    nachForm: 16,
    kycForm: 17,
  },
  plans: Object.fromEntries(
    PLAN_CONTENT.map(({ slug }, index) => [slug, { brochure: 100 + 2 * index, wording: 101 + 2 * index }]),
  ),
}

const planPages = allPages(MEDIA).filter((page) => page.product)

/** Words as a reader finds them, with line breaks and runs of spaces made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('the plans’ documents', () => {
  it('exist for every plan page, which links its own brochure and policy wording', () => {
    expect(planPages).toHaveLength(PLAN_CONTENT.length)
    for (const page of planPages) {
      const slug = page.path.split('/').at(-1)!
      expect(
        PLAN_CONTENT.map((plan) => plan.slug),
        page.path,
      ).toContain(slug)
      expect(page.product?.brochure).toBe(MEDIA.plans[slug]!.brochure)
      expect(page.product?.policy_wording).toBe(MEDIA.plans[slug]!.wording)
    }
  })

  it('say what each plan page shows: its UIN, every benefit, each eligibility value and premium example', () => {
    for (const page of planPages) {
      const slug = page.path.split('/').at(-1)!
      const { content } = PLAN_CONTENT.find((plan) => plan.slug === slug)!
      const product = page.product!
      expect(content.name).toBe(page.title)
      const brochure = blockText(brochureDocument(content, ISSUER, '2026-11-28').blocks)
      const wording = blockText(policyWordingDocument(content, ISSUER).blocks)
      expect(brochure, slug).toContain(`UIN ${product.uin}`)
      expect(wording, slug).toContain(`UIN ${product.uin}`)
      for (const benefit of product.key_benefits ?? []) {
        expect(brochure, slug).toContain(benefit.title)
        expect(brochure, slug).toContain(benefit.text)
        expect(wording, slug).toContain(benefit.title)
      }
      for (const [label, value] of eligibilityRows(product.eligibility))
        expect(brochure, slug).toContain(`${label} ${value}`)
      for (const example of product.premium_examples ?? [])
        expect(brochure, slug).toContain(premiumExampleCells(example).join(' '))
      if (product.premium_note) expect(brochure, slug).toContain(product.premium_note)
      // Their GST as the law stood on the day they were made: none on individual life premiums, 18 % added to a
      // group term plan's; a fund-based group plan's GST is on its charges and is not mentioned.
      if (product.premium_examples?.length && !page.path.startsWith('/group-life-insurance/'))
        expect(brochure, slug).toContain(
          'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
        )
      if (page.path.startsWith('/group-life-insurance/') && product.type_code === 'P1')
        expect(brochure, slug).toContain('GST of 18% is added to these premiums.')
      if (product.withdrawn_on) {
        expect(brochure, slug).toMatch(/Withdrawn from sale on \d{1,2} \w{3} \d{4}/)
        expect(wording, slug).toMatch(/Withdrawn from sale on \d{1,2} \w{3} \d{4}/)
      }
      expect(brochure, slug).toContain('BEWARE OF SPURIOUS PHONE CALLS AND FICTITIOUS/FRAUDULENT OFFERS')
      expect(brochure, slug).toContain('What is not covered')
    }
  })

  it('are named by plan and edition, so a seeded site takes the new files rather than reusing the old', () => {
    const names = PLAN_CONTENT.flatMap(({ slug, content }) => {
      const { brochure, wording } = planDocumentUploads(slug, content, logoForPdf)
      return [brochure.name, wording.name]
    })
    expect(names).toContain('sahyog-smart-term-brochure-2026.pdf')
    expect(names).toContain('sahyog-term-shield-policy-wording-2026.pdf')
    expect(new Set(names).size).toBe(names.length)
  })

  it('render as real PDFs of two pages or more, with the logo, each over 8 KB and well under 100 KB', async () => {
    for (const { slug, content } of PLAN_CONTENT) {
      const { brochure, wording } = planDocumentUploads(slug, content, logoForPdf)
      for (const upload of [brochure, wording]) {
        const bytes = await upload.data()
        expect(upload.mimetype).toBe('application/pdf')
        expect(bytes.subarray(0, 5).toString('latin1'), upload.name).toBe('%PDF-')
        expect(bytes.byteLength, upload.name).toBeGreaterThan(8 * 1024)
        expect(bytes.byteLength, upload.name).toBeLessThan(100 * 1024)
        const document = await PDFDocument.load(bytes)
        expect(document.getPageCount(), upload.name).toBeGreaterThanOrEqual(2)
        expect(document.getTitle()).toBe(upload.alt)
        const images = document.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)
        expect(images?.keys(), `the logo on the first page of ${upload.name}`).toHaveLength(1)
        // What a reader's viewer finds: the plan's name and UIN, the page numbers, the rupee signs.
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
          mergePages: true,
        })
        expect(flat(text), upload.name).toContain(content.name)
        expect(flat(text), upload.name).toContain(`UIN ${content.details.uin}`)
        expect(flat(text), upload.name).toContain(`Page 2 of ${document.getPageCount()}`)
        if (content.details.eligibility?.sum_assured_min) expect(text, upload.name).toContain('₹')
      }
    }
  }, 240_000)
})
