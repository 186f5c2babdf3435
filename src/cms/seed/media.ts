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

/**
 * The site's logo: a shield with a tick, and the name with its letters as outlines (written by
 * scripts/logo-outlines.ts), so that it draws the same on every device and a browser showing it looks no font up.
 */
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
  <path fill="#0b3a6f" d="M82.3 28.8Q82.3 30.1 81.9 31.1Q81.4 32.1 80.5 32.8Q79.6 33.5 78.1 33.9Q76.7 34.3 74.7 34.3Q72.9 34.3 71.5 33.9Q70.2 33.6 69.2 33Q68.2 32.4 67.6 31.5Q67 30.5 66.7 29.3L70.4 28.7Q70.5 29.3 70.8 29.8Q71.1 30.3 71.6 30.7Q72.1 31.1 72.9 31.3Q73.7 31.4 74.8 31.4Q76.7 31.4 77.7 30.9Q78.7 30.3 78.7 29.1Q78.7 28.3 78.3 27.9Q77.9 27.4 77.2 27.1Q76.5 26.8 75.6 26.6Q74.8 26.4 73.8 26.2Q73.1 26 72.3 25.8Q71.5 25.6 70.8 25.4Q70.2 25.1 69.6 24.7Q69 24.4 68.5 23.8Q68.1 23.3 67.8 22.5Q67.6 21.8 67.6 20.8Q67.6 19.5 68.1 18.6Q68.7 17.6 69.6 17Q70.5 16.4 71.9 16.1Q73.2 15.8 74.7 15.8Q76.5 15.8 77.7 16.1Q79 16.4 79.8 17Q80.7 17.5 81.1 18.4Q81.6 19.2 81.9 20.3L78.2 20.8Q77.9 19.7 77.1 19.1Q76.2 18.5 74.6 18.5Q73.6 18.5 73 18.7Q72.3 18.8 71.9 19.1Q71.6 19.4 71.4 19.8Q71.2 20.2 71.2 20.6Q71.2 21.3 71.5 21.7Q71.9 22.1 72.4 22.4Q73 22.7 73.8 22.9Q74.6 23.1 75.5 23.3Q76.4 23.5 77.2 23.7Q78 23.9 78.8 24.1Q79.5 24.4 80.2 24.8Q80.8 25.2 81.3 25.7Q81.8 26.3 82.1 27Q82.3 27.8 82.3 28.8ZM88.3 34.3Q87.3 34.3 86.6 34Q85.8 33.7 85.2 33.2Q84.7 32.7 84.4 31.9Q84.1 31.1 84.1 30.1Q84.1 28.9 84.5 28.1Q85 27.2 85.7 26.7Q86.4 26.2 87.4 26Q88.4 25.7 89.5 25.7L92.5 25.7L92.5 25Q92.5 24.2 92.3 23.7Q92.2 23.2 92 22.9Q91.7 22.6 91.3 22.5Q91 22.3 90.5 22.3Q90 22.3 89.7 22.4Q89.3 22.5 89.1 22.7Q88.8 22.9 88.7 23.3Q88.5 23.7 88.4 24.3L84.7 24.1Q84.9 23.2 85.3 22.4Q85.7 21.7 86.4 21.2Q87.1 20.6 88.2 20.3Q89.2 20 90.6 20Q91.9 20 92.9 20.3Q93.9 20.6 94.6 21.3Q95.3 21.9 95.7 22.8Q96 23.7 96 24.9L96 29.9Q96 30.4 96.1 30.8Q96.1 31.2 96.3 31.4Q96.4 31.7 96.6 31.8Q96.8 32 97.2 32Q97.6 32 98 31.9L98 33.8Q97.6 33.9 97.4 34Q97.1 34 96.9 34.1Q96.6 34.1 96.3 34.1Q96.1 34.2 95.7 34.2Q94.3 34.2 93.7 33.5Q93.1 32.8 92.9 31.5L92.9 31.5Q92.1 32.8 91 33.5Q89.9 34.3 88.3 34.3ZM92.5 27.6L90.7 27.7Q90.1 27.7 89.6 27.8Q89.1 27.8 88.7 28.1Q88.3 28.3 88.1 28.7Q87.8 29.1 87.8 29.8Q87.8 30.8 88.3 31.3Q88.7 31.8 89.5 31.8Q90.2 31.8 90.7 31.5Q91.3 31.2 91.7 30.7Q92.1 30.2 92.3 29.6Q92.5 29 92.5 28.3ZM103.1 23Q103.9 21.4 104.9 20.7Q106 20 107.6 20Q108.8 20 109.7 20.4Q110.5 20.8 111 21.5Q111.6 22.2 111.8 23.2Q112.1 24.2 112.1 25.3L112.1 34L108.5 34L108.5 26.3Q108.5 25.5 108.4 24.8Q108.3 24.2 108 23.7Q107.7 23.2 107.2 23Q106.7 22.7 106.1 22.7Q105.4 22.7 104.9 23Q104.4 23.3 104 23.8Q103.6 24.3 103.4 25Q103.2 25.8 103.2 26.6L103.2 34L99.6 34L99.6 15.2L103.2 15.2L103.2 20.3Q103.2 20.7 103.2 21.1Q103.2 21.5 103.1 21.9Q103.1 22.3 103.1 22.5Q103.1 22.8 103.1 23ZM121.1 30.9L124.3 20.3L128 20.3L122.6 34.7Q121.5 37.2 120.4 38.3Q119.2 39.4 117.3 39.4Q116 39.4 115 39.2L115 36.7Q115.7 36.8 116.2 36.8Q116.8 36.8 117.2 36.7Q117.6 36.6 117.9 36.3Q118.6 35.8 119.1 34.5L119.3 33.9L113.9 20.3L117.7 20.3ZM143 27.1Q143 28.7 142.6 30Q142.1 31.3 141.3 32.3Q140.4 33.2 139.1 33.7Q137.8 34.3 136 34.3Q134.4 34.3 133.1 33.7Q131.8 33.2 130.9 32.3Q130 31.3 129.6 30Q129.2 28.7 129.2 27.1Q129.2 25.6 129.6 24.3Q130 23 130.9 22Q131.7 21.1 133 20.5Q134.4 20 136.1 20Q138 20 139.3 20.5Q140.6 21.1 141.4 22Q142.2 23 142.6 24.3Q143 25.6 143 27.1ZM139.3 27.1Q139.3 24.7 138.5 23.6Q137.7 22.5 136.2 22.5Q134.6 22.5 133.7 23.6Q132.9 24.7 132.9 27.1Q132.9 28.4 133.1 29.2Q133.3 30.1 133.8 30.7Q134.2 31.3 134.7 31.5Q135.3 31.8 136 31.8Q136.8 31.8 137.4 31.5Q138 31.3 138.4 30.7Q138.8 30.1 139.1 29.2Q139.3 28.4 139.3 27.1ZM151.6 39.5Q150.2 39.5 149.2 39.2Q148.2 39 147.4 38.5Q146.7 38 146.3 37.3Q145.8 36.6 145.7 35.8L149.2 35.4Q149.4 36.2 150 36.7Q150.7 37.2 151.7 37.2Q152.3 37.2 152.9 37Q153.4 36.8 153.8 36.4Q154.1 36 154.3 35.3Q154.5 34.6 154.5 33.5Q154.5 33.2 154.5 32.8Q154.5 32.4 154.6 32.1Q154.6 31.8 154.6 31.4L154.5 31.4Q153.9 32.8 152.8 33.4Q151.7 34 150.1 34Q148.8 34 147.9 33.5Q146.9 32.9 146.3 32Q145.7 31.1 145.4 29.8Q145.1 28.6 145.1 27Q145.1 25.4 145.4 24.1Q145.7 22.9 146.4 21.9Q147 21 148 20.5Q149 20 150.4 20Q151.8 20 152.9 20.6Q153.9 21.2 154.5 22.5L154.6 22.5Q154.6 22.2 154.6 21.9Q154.7 21.5 154.7 21.2Q154.7 20.9 154.7 20.6Q154.8 20.4 154.8 20.3L158.2 20.3Q158.1 20.7 158.1 21.5Q158.1 22.4 158.1 23.4L158.1 33.6Q158.1 35.1 157.7 36.2Q157.2 37.3 156.4 38Q155.6 38.8 154.4 39.1Q153.1 39.5 151.6 39.5ZM154.6 26.9Q154.6 25.6 154.3 24.8Q154.1 23.9 153.7 23.4Q153.3 22.9 152.7 22.7Q152.2 22.4 151.7 22.4Q151 22.4 150.5 22.7Q149.9 23 149.6 23.5Q149.2 24.1 149 25Q148.8 25.8 148.8 27Q148.8 29.2 149.5 30.4Q150.2 31.5 151.6 31.5Q152.2 31.5 152.7 31.3Q153.2 31.1 153.6 30.6Q154.1 30 154.3 29.2Q154.6 28.3 154.6 26.9Z"/>
  <path fill="#f57f17" d="M67.8 52L67.8 44.1L69.4 44.1L69.4 50.7L73.7 50.7L73.7 52ZM77.4 52L77.4 44.1L79.1 44.1L79.1 52ZM84.8 45.4L84.8 47.8L88.9 47.8L88.9 49.1L84.8 49.1L84.8 52L83.2 52L83.2 44.1L89 44.1L89 45.4ZM92.8 52L92.8 44.1L99 44.1L99 45.4L94.5 45.4L94.5 47.4L98.7 47.4L98.7 48.6L94.5 48.6L94.5 50.7L99.3 50.7L99.3 52ZM108.9 52L108.9 44.1L110.5 44.1L110.5 52ZM119.5 52L116 45.9Q116.1 46.2 116.1 46.4Q116.1 46.6 116.1 46.9Q116.1 47.1 116.1 47.3L116.1 52L114.7 52L114.7 44.1L116.6 44.1L120.1 50.2Q120 50 120 49.7Q120 49.5 120 49.2Q120 49 120 48.7L120 44.1L121.4 44.1L121.4 52ZM132 49.7Q132 50.3 131.8 50.7Q131.6 51.1 131.2 51.5Q130.8 51.8 130.2 51.9Q129.5 52.1 128.6 52.1Q127.9 52.1 127.3 52Q126.7 51.8 126.2 51.6Q125.8 51.3 125.5 50.9Q125.3 50.5 125.1 49.9L126.7 49.7Q126.8 49.9 126.9 50.2Q127.1 50.4 127.3 50.5Q127.5 50.7 127.9 50.8Q128.2 50.9 128.7 50.9Q129.5 50.9 130 50.6Q130.4 50.4 130.4 49.8Q130.4 49.5 130.2 49.3Q130.1 49.1 129.8 48.9Q129.5 48.8 129.1 48.7Q128.7 48.6 128.3 48.5Q127.9 48.5 127.6 48.4Q127.3 48.3 127 48.2Q126.6 48.1 126.4 47.9Q126.1 47.7 125.9 47.5Q125.7 47.3 125.6 46.9Q125.5 46.6 125.5 46.2Q125.5 45.6 125.7 45.2Q126 44.8 126.4 44.5Q126.8 44.2 127.4 44.1Q128 44 128.7 44Q129.4 44 130 44.1Q130.5 44.2 130.9 44.5Q131.3 44.7 131.5 45.1Q131.7 45.5 131.8 46L130.2 46.2Q130.1 45.7 129.7 45.4Q129.3 45.1 128.6 45.1Q128.2 45.1 127.9 45.2Q127.6 45.3 127.4 45.4Q127.3 45.6 127.2 45.7Q127.1 45.9 127.1 46.1Q127.1 46.4 127.3 46.6Q127.4 46.8 127.7 46.9Q127.9 47 128.3 47.1Q128.6 47.2 129 47.3Q129.4 47.4 129.8 47.4Q130.1 47.5 130.5 47.6Q130.8 47.8 131.1 47.9Q131.4 48.1 131.6 48.3Q131.8 48.6 131.9 48.9Q132 49.3 132 49.7ZM139.1 52.1Q138.4 52.1 137.8 51.9Q137.2 51.8 136.7 51.4Q136.3 51 136 50.4Q135.8 49.8 135.8 49L135.8 44.1L137.4 44.1L137.4 48.9Q137.4 49.4 137.6 49.8Q137.7 50.1 137.9 50.4Q138.1 50.6 138.5 50.7Q138.8 50.8 139.2 50.8Q139.6 50.8 139.9 50.7Q140.3 50.6 140.5 50.3Q140.8 50.1 140.9 49.7Q141 49.4 141 48.8L141 44.1L142.7 44.1L142.7 49Q142.7 49.8 142.4 50.4Q142.2 51 141.7 51.3Q141.2 51.7 140.6 51.9Q139.9 52.1 139.1 52.1ZM152.2 52L150.4 49L148.4 49L148.4 52L146.8 52L146.8 44.1L150.7 44.1Q151.4 44.1 152 44.3Q152.6 44.4 152.9 44.7Q153.3 45 153.5 45.5Q153.7 45.9 153.7 46.4Q153.7 46.9 153.5 47.3Q153.4 47.6 153.2 47.9Q152.9 48.2 152.6 48.4Q152.3 48.6 151.9 48.7L154.1 52ZM152 46.5Q152 45.9 151.6 45.7Q151.2 45.4 150.5 45.4L148.4 45.4L148.4 47.7L150.6 47.7Q150.9 47.7 151.2 47.6Q151.5 47.5 151.7 47.4Q151.8 47.2 151.9 47Q152 46.8 152 46.5ZM163.3 52L162.6 50L159.5 50L158.8 52L157.2 52L160.1 44.1L162 44.1L164.9 52ZM161.4 46.5Q161.3 46.3 161.3 46.1Q161.2 45.9 161.2 45.7Q161.1 45.5 161.1 45.4Q161 45.3 161 45.3Q161 45.3 161 45.4Q161 45.5 160.9 45.7Q160.9 45.9 160.8 46.1Q160.8 46.3 160.7 46.5L159.9 48.7L162.2 48.7ZM173.4 52L169.9 45.9Q170 46.2 170 46.4Q170 46.6 170 46.9Q170 47.1 170 47.3L170 52L168.6 52L168.6 44.1L170.5 44.1L174 50.2Q173.9 50 173.9 49.7Q173.9 49.5 173.9 49.2Q173.9 49 173.9 48.7L173.9 44.1L175.3 44.1L175.3 52ZM183.2 50.8Q183.6 50.8 184 50.7Q184.3 50.5 184.6 50.3Q184.8 50.1 185 49.8Q185.1 49.6 185.2 49.3L186.7 49.8Q186.5 50.3 186.2 50.7Q186 51.1 185.5 51.4Q185.1 51.7 184.5 51.9Q184 52.1 183.2 52.1Q182.1 52.1 181.4 51.8Q180.6 51.5 180.1 51Q179.6 50.4 179.4 49.7Q179.2 48.9 179.2 48Q179.2 47.1 179.4 46.3Q179.6 45.6 180.1 45.1Q180.6 44.5 181.4 44.3Q182.1 44 183.1 44Q183.9 44 184.4 44.1Q185 44.3 185.5 44.6Q185.9 44.9 186.2 45.3Q186.4 45.7 186.6 46.2L185.1 46.6Q185.1 46.3 184.9 46.1Q184.7 45.9 184.5 45.7Q184.2 45.5 183.9 45.4Q183.6 45.3 183.1 45.3Q182.5 45.3 182.1 45.5Q181.7 45.7 181.4 46Q181.1 46.4 181 46.9Q180.8 47.4 180.8 48Q180.8 48.6 181 49.1Q181.1 49.7 181.4 50Q181.7 50.4 182.1 50.6Q182.5 50.8 183.2 50.8ZM190.4 52L190.4 44.1L196.6 44.1L196.6 45.4L192 45.4L192 47.4L196.3 47.4L196.3 48.6L192 48.6L192 50.7L196.8 50.7L196.8 52Z"/>
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
