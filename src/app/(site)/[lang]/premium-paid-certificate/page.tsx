import type { Metadata } from 'next'
import { cache } from 'react'

import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { CertificateJourney } from '@/ui/certificates/CertificateJourney'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

const PATH = '/premium-paid-certificate'

/** The page's words in its language (the services texts, `certificatePage`). */
const texts = cache(async () => (await serverTexts('services')).certificatePage)

const meta = cache(async () => {
  const page = await texts()
  return metaRecordForScreen({
    path: PATH,
    title: page.title,
    description: page.description,
    trail: [
      { name: page.home, path: '/' },
      { name: page.services, path: '/services' },
      { name: page.title, path: PATH },
    ],
  })
})

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

/** Spec 2.1 `premium-paid-certificate`: lookup, OTP, a PDF certificate for a chosen financial year. */
export default async function PremiumPaidCertificatePage() {
  const [record, page, language] = await Promise.all([meta(), texts(), pageLanguage()])
  return (
    // Every word of this screen is in the site's texts, in the page's language.
    <Shell path={PATH} schema={record.schema} contentLanguage={language}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{page.title}</h1>
        <p className="mt-2 text-muted">{page.intro}</p>
        <div className="mt-6">
          <PartTexts parts={['services']}>
            <CertificateJourney resendSeconds={env().OTP_RESEND_SECONDS} />
          </PartTexts>
        </div>
      </div>
    </Shell>
  )
}
