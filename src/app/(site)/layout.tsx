import './globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { getSiteSettings } from '@/server/content'
import { env } from '@/server/env'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: settings.brand_name, template: `%s | ${settings.brand_name}` },
    applicationName: settings.brand_name,
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: '#084887', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body>{children}</body>
    </html>
  )
}
