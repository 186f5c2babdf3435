import '@/app/payload'

import './globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { lang } from 'next/root-params'
import type React from 'react'
import { preload } from 'react-dom'

import { isLanguage, LANGUAGES, shownLanguages } from '@/domain/i18n/languages'
import { SHELL } from '@/domain/shell/constants'
import { getSiteSettings } from '@/server/content'
import { env } from '@/server/env'
import { currentPreview } from '@/server/preview'
import { devanagari } from '@/ui/i18n/devanagari'
import { pageLanguage } from '@/ui/i18n/language'
import { PageTexts } from '@/ui/i18n/PageTexts'
import { pageTextsFile } from '@/ui/i18n/page-texts-file'
import { AnalyticsBody, AnalyticsHead } from '@/ui/shell/Analytics'
import { Consent } from '@/ui/shell/Consent'
import { FieldVitals } from '@/ui/shell/FieldVitals'
import { ServiceWorker } from '@/ui/shell/ServiceWorker'

/** The languages shown are rendered per language (the proxy never asks for another). */
export async function generateStaticParams() {
  return shownLanguages().map((lang) => ({ lang }))
}

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
  const segment = await lang()
  if (!isLanguage(segment) || !LANGUAGES[segment].shown) notFound()
  const language = await pageLanguage()
  const settings = await getSiteSettings()
  // Analytics only when the administrator switched it on (ga_tag 'Yes'): the Google tags for the ids set and the
  // pasted code, all waiting for consent; with 'No' nothing of it is rendered.
  // Never in an editor's preview: drafts and preview addresses stay out of analytics.
  const analytics = settings.ga_tag === 'Yes' && !(await currentPreview())
  const english = language === 'en'
  const texts = pageTextsFile(language)
  // Asked for from the head, beside the scripts, so the texts are in when React starts (PageTexts).
  if (texts) preload(texts.href, { as: 'fetch', crossOrigin: 'anonymous' })
  const body = (
    <>
      {analytics ? <AnalyticsBody headCode={settings.ga_head_code} bodyCode={settings.ga_body_code} /> : null}
      {children}
      <Consent asks={analytics} privacyPolicyUrl="/legal/privacy-policy" />
      {analytics ? <FieldVitals /> : null}
      <ServiceWorker />
    </>
  )
  return (
    <html lang={language} dir="ltr" className={english ? undefined : devanagari.variable}>
      <head>{analytics ? <AnalyticsHead code={settings.ga_head_code} ids={settings} /> : null}</head>
      <body>
        {texts ? (
          // The texts the browser code may show come as a file of their own, not in the page (PageTexts).
          <PageTexts language={language} href={texts.href}>
            {body}
          </PageTexts>
        ) : (
          body
        )}
      </body>
    </html>
  )
}
