/**
 * Demo media made in code: the SVG logo, our own SVG illustrations for heroes and cards (illustrations.ts), gradient
 * PNGs (drawn with sharp) where the media centre needs a stand-in photograph, one-page PDFs for the document lists,
 * and each plan's brochure and policy wording (plan-documents.ts). Nothing is downloaded; every file stays well under
 * 100 KB.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { renderPdf } from '@/server/pdf'

import { COMPANY, IRDAI_REG_NO } from './catalogue'
import { ILLUSTRATION_ALT, ILLUSTRATIONS, type TIllustration } from './illustrations'
import { seedPlanDocuments } from './plan-documents'
import { SEED_CONTEXT, type SeedMedia, type Upload } from './types'

// ---------------------------------------------------------------------------------------------------------------
// Logo

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-labelledby="title">
  <title id="title">Sahyog Life Insurance</title>
  <defs>
    <linearGradient id="shield" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1565c0"/>
      <stop offset="1" stop-color="#0b3a6f"/>
    </linearGradient>
  </defs>
  <path d="M32 4 L56 12 V30 C56 45 46 55 32 60 C18 55 8 45 8 30 V12 Z" fill="url(#shield)"/>
  <path d="M32 9 L51 15.5 V30 C51 42 43 50 32 54.5 Z" fill="#ffffff" fill-opacity="0.12"/>
  <path d="M21 31 L29 39 L44 23" fill="none" stroke="#f9a825" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="66" y="34" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#0b3a6f">Sahyog</text>
  <text x="67" y="52" font-family="Arial, Helvetica, sans-serif" font-size="11.5" font-weight="600" letter-spacing="2.6" fill="#f57f17">LIFE INSURANCE</text>
</svg>
`

// ---------------------------------------------------------------------------------------------------------------
// Gradient images (the media centre's stand-in photographs and video posters)

export type Artwork = { from: string; to: string; accent: string; width: number; height: number }

/** A diagonal gradient with two soft circles: a calm stand-in for photography. */
export async function gradientPng({ from, to, accent, width, height }: Artwork): Promise<Buffer> {
  const r = Math.round(height * 0.55)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.3)}" r="${r}" fill="${accent}" fill-opacity="0.18"/>
  <circle cx="${Math.round(width * 0.62)}" cy="${Math.round(height * 0.95)}" r="${Math.round(r * 0.6)}" fill="#ffffff" fill-opacity="0.10"/>
</svg>`
  return sharp(Buffer.from(svg))
    .png({ palette: true, colours: 256, compressionLevel: 9, dither: 1 })
    .toBuffer()
}

// ---------------------------------------------------------------------------------------------------------------
// PDFs

/** A one-page A4 PDF with a title and a few paragraphs, written by the site's own PDF renderer. */
export async function makePdf(title: string, lines: string[]): Promise<Buffer> {
  const bytes = await renderPdf({
    title,
    author: COMPANY,
    blocks: [
      { kind: 'text', text: COMPANY, bold: true, size: 12 },
      { kind: 'space', height: 6 },
      { kind: 'title', text: title },
      ...lines.map((line) =>
        line ? { kind: 'text' as const, text: line, size: 11 } : { kind: 'space' as const },
      ),
    ],
  })
  return Buffer.from(bytes)
}

const DEMO_NOTE = `Demonstration document of a fictional insurer (IRDAI Regn. No. ${IRDAI_REG_NO}). Figures are illustrative.`

let logoPng: Promise<Uint8Array> | null = null

/** The logo as a PNG for the plans' documents: drawn from the SVG at print resolution, once per run. */
export function logoForPdf(): Promise<Uint8Array> {
  logoPng ??= sharp(Buffer.from(LOGO_SVG), { density: 300 })
    .resize({ height: 150 })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))
  return logoPng
}

// ---------------------------------------------------------------------------------------------------------------
// Upload

/** Uploads a file once: a file of the same name already in the library is reused, so a re-run after a failure is safe. */
export async function ensureMedia(payload: Payload, upload: Upload): Promise<number> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: upload.name } },
    limit: 1,
    depth: 0,
    context: SEED_CONTEXT,
  })
  const found = existing.docs[0]
  if (found) return found.id

  const data = await upload.data()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: upload.alt, caption: upload.caption ?? null },
    file: { data, mimetype: upload.mimetype, name: upload.name, size: data.length },
    // A context of its own for each upload: the S3 storage plugin marks the context it is given while it records an
    // upload, and a mark left on one shared by every upload made it skip every file after the first.
    context: { ...SEED_CONTEXT },
  })
  return doc.id
}

export const png = (name: string, alt: string, art: Artwork): Upload => ({
  name,
  mimetype: 'image/png',
  alt,
  data: () => gradientPng(art),
})

/** One of our illustrations, under its own file name and with its alt text. */
export const illustration = (name: string, key: TIllustration): Upload => ({
  name,
  mimetype: 'image/svg+xml',
  alt: ILLUSTRATION_ALT[key],
  data: () => Buffer.from(ILLUSTRATIONS[key], 'utf8'),
})

export const pdf = (name: string, title: string, lines: string[]): Upload => ({
  name,
  mimetype: 'application/pdf',
  alt: title,
  data: () => makePdf(title, [...lines, '', DEMO_NOTE]),
})

export async function seedMedia(payload: Payload): Promise<SeedMedia> {
  const up = (upload: Upload) => ensureMedia(payload, upload)

  const logo = await up({
    name: 'sahyog-logo.svg',
    mimetype: 'image/svg+xml',
    alt: 'Sahyog Life Insurance logo: a blue shield with a saffron tick',
    data: () => Buffer.from(LOGO_SVG, 'utf8'),
  })

  // Names of their own, not the old gradients' (hero-home.png…): ensureMedia reuses a file already in the library by
  // name, so a run resumed over a library that holds the gradients never takes one for an illustration.
  const images = {
    heroHome: await up(illustration('illustration-hero-home.svg', 'heroHome')),
    heroBenefits: await up(illustration('illustration-hero-benefits.svg', 'heroBenefits')),
    heroCompany: await up(illustration('illustration-hero-company.svg', 'heroCompany')),
    heroServices: await up(illustration('illustration-hero-services.svg', 'heroServices')),
    term: await up(illustration('illustration-term-plans.svg', 'term')),
    savings: await up(illustration('illustration-savings-plans.svg', 'savings')),
    ulip: await up(illustration('illustration-ulip-plans.svg', 'ulip')),
    retirement: await up(illustration('illustration-retirement-plans.svg', 'retirement')),
    child: await up(illustration('illustration-child-plans.svg', 'child')),
    group: await up(illustration('illustration-group-plans.svg', 'group')),
  }

  const documents = {
    revenueAccount: await up(
      pdf('form-l1-revenue-account-q2-fy2025-26.pdf', 'Form L-1-A-RA: Revenue Account, Q2 FY 2025-26', [
        `${COMPANY}`,
        'Revenue account for the quarter ended 30 Sep 2025 (₹ in lakh)',
        'Premiums earned (net): 48,215',
        'Income from investments: 12,904',
        'Benefits paid (net): 21,377',
        'Commission and operating expenses: 9,812',
      ]),
    ),
    profitAndLoss: await up(
      pdf(
        'form-l2-profit-and-loss-q2-fy2025-26.pdf',
        'Form L-2-A-PL: Profit and Loss Account, Q2 FY 2025-26',
        [
          `${COMPANY}`,
          'Profit and loss account for the quarter ended 30 Sep 2025 (₹ in lakh)',
          'Amount transferred from policyholders account: 2,145',
          'Income from shareholders investments: 1,032',
          'Profit before tax: 2,688',
        ],
      ),
    ),
    annualReport: await up(
      pdf('annual-report-fy2024-25.pdf', 'Annual Report FY 2024-25', [
        `${COMPANY}`,
        'Directors report, management discussion and analysis, and audited financial statements.',
        'Solvency ratio as at 31 Mar 2025: 2.05 (regulatory minimum 1.50)',
        'Individual death claim settlement ratio FY 2024-25: 98.6%',
      ]),
    ),
    claimForm: await up(
      pdf('death-claim-form.pdf', 'Death Claim Intimation Form', [
        'To be filled in by the nominee or claimant.',
        '1. Policy number(s)   2. Name of the life assured   3. Date and cause of death',
        '4. Claimant name, relationship, mobile number and e-mail',
        '5. Bank details for NEFT payout (attach a cancelled cheque)',
        'Attach: death certificate, claimant KYC, policy document (or indemnity).',
      ]),
    ),
    nachForm: await up(
      pdf('nach-mandate-form.pdf', 'NACH Debit Mandate Form', [
        'Authorise Sahyog Life Insurance to debit your bank account for renewal premiums.',
        'Account holder name, bank name, account number, IFSC / MICR, account type',
        'Maximum amount, frequency, start date and end date of the mandate',
        'Sign exactly as in the bank records.',
      ]),
    ),
    kycForm: await up(
      pdf('kyc-update-form.pdf', 'KYC and Contact Details Update Form', [
        'Update your address, mobile number, e-mail or PAN on your policies.',
        'Attach self-attested proof of identity and proof of address.',
        'Changes are made within 7 working days of receiving a complete request.',
      ]),
    ),
  }

  return { logo, images, documents, plans: await seedPlanDocuments(up, logoForPdf) }
}
