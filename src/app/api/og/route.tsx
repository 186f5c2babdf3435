import '@/app/payload'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { SHELL } from '@/domain/shell/constants'
import { OG_IMAGE, ogTitle } from '@/domain/seo/og-image'
import { getSiteSettings } from '@/server/content'
import { env } from '@/server/env'
import { isSignedOgTitle } from '@/server/seo/og-image'

const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')
/** DejaVu Sans (already the PDFs' font): it has ₹ and the Latin letters of every title; loaded once. */
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | null = null
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold })))

const refuse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * GET /api/og?title=…&s=…: the 1200×630 card a page shares on social sites when it has no picture of its own
 * (src/domain/seo/og-image.ts). Only signed titles are drawn. The address holds the whole content, so the card is
 * kept by browsers and caches for a year.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const title = params.get('title') ?? ''
  const signature = params.get('s') ?? ''
  if (!title || title !== ogTitle(title)) return refuse(400, 'A title is required.')
  if (!isSignedOgTitle(title, signature)) return refuse(403, 'This title card is not one of this site’s.')
  const [{ regular, bold }, settings] = await Promise.all([loadFonts(), getSiteSettings()])
  const host = new URL(env().SITE_URL).host.replace(/^www\./, '')
  const size = title.length > 90 ? 52 : title.length > 50 ? 62 : 72

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px 56px',
        background: `linear-gradient(135deg, ${SHELL.themeColour} 0%, #0b3a6f 100%)`,
        color: '#ffffff',
        fontFamily: 'DejaVu Sans',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 64 64">
          <path
            d="M32 4 L56 12 V30 C56 45 46 55 32 60 C18 55 8 45 8 30 V12 Z"
            fill="#ffffff"
            fillOpacity="0.16"
          />
          <path
            d="M21 31 L29 39 L44 23"
            fill="none"
            stroke="#f9a825"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 0.5 }}>{settings.brand_name}</div>
      </div>
      <div style={{ display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.15, maxWidth: 1000 }}>
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 26 }}>
        <div style={{ display: 'flex', color: '#dbe7f5' }}>{host}</div>
        <div style={{ display: 'flex', width: 160, height: 10, borderRadius: 5, background: '#f9a825' }} />
      </div>
    </div>,
    {
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      fonts: [
        { name: 'DejaVu Sans', data: regular, weight: 400, style: 'normal' },
        { name: 'DejaVu Sans', data: bold, weight: 700, style: 'normal' },
      ],
      headers: { 'cache-control': 'public, max-age=31536000, immutable' },
    },
  )
}
