import type { Metadata } from 'next'
import { cache } from 'react'

import { servicesPath } from '@/domain/otp/protocol'
import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { MandateDeactivation } from '@/ui/mandates/MandateDeactivation'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

const PATH = '/nach-mandate-deactivation'

/** The page's words in its language (the services texts, `deactivationPage`). */
const texts = cache(async () => {
  const all = await serverTexts('services')
  return { ...all.deactivationPage, home: all.renewalPage.home, services: all.renewalPage.services }
})

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

/** Spec 2.1 nach-mandate-deactivation: stop an e-NACH or UPI autopay mandate of a verified policy. */
export default async function MandateDeactivationPage() {
  const [record, page] = await Promise.all([meta(), texts()])
  const config = env()
  return (
    <Shell path={PATH} schema={record.schema} contentLanguage={await pageLanguage()}>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{page.title}</h1>
        <p className="mt-2 max-w-3xl text-muted">{page.intro}</p>
        <div className="mt-6">
          <PartTexts parts={['services']}>
            <MandateDeactivation
              servicesPath={servicesPath(config.SERVICES_PROVIDER)}
              resendSeconds={config.OTP_RESEND_SECONDS}
            />
          </PartTexts>
        </div>
      </div>
    </Shell>
  )
}
