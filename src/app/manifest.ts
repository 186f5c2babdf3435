import '@/app/payload'

import type { MetadataRoute } from 'next'

import { SHELL } from '@/domain/shell/constants'
import { getSiteSettings } from '@/server/content'

export const dynamic = 'force-dynamic'

/**
 * /manifest.webmanifest: the name and icons a phone uses when a visitor adds the site to the home screen. The name is
 * the brand's from Site settings; the icons are the shield (`src/app/icon.svg`) on white, a maskable one with the
 * safe margin Android crops to.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSiteSettings()
  const name = settings.brand_name
  return {
    name,
    short_name: name.replace(/ Insurance$/i, '').slice(0, 12) || name,
    description: `${name}: life insurance plans, calculators and policy services.`,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: SHELL.themeColour,
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  }
}
