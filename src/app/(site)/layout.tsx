import './globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { SHELL } from '@/domain/shell/constants'
import { getSiteSettings } from '@/server/content'
import { env } from '@/server/env'
import { currentPreview } from '@/server/preview'
import { AnalyticsBody, AnalyticsHead } from '@/ui/shell/Analytics'
import { Consent } from '@/ui/shell/Consent'
import { ServiceWorker } from '@/ui/shell/ServiceWorker'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: settings.brand_name, template: `%s | ${settings.brand_name}` },
    applicationName: settings.brand_name,
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: SHELL.themeColour, width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  // Analytics only when the administrator switched it on (ga_tag 'Yes'); with 'No' nothing of it is rendered.
  // Never in an editor's preview: drafts and preview addresses stay out of analytics.
  const analytics = settings.ga_tag === 'Yes' && !(await currentPreview())
  return (
    <html lang="en" dir="ltr">
      <head>{analytics ? <AnalyticsHead code={settings.ga_head_code} /> : null}</head>
      <body>
        {analytics ? (
          <AnalyticsBody headCode={settings.ga_head_code} bodyCode={settings.ga_body_code} />
        ) : null}
        {children}
        <Consent asks={analytics} privacyPolicyUrl="/legal/privacy-policy" />
        <ServiceWorker />
      </body>
    </html>
  )
}
