import type { Metadata } from 'next'
import { cache } from 'react'

import { upiMaxAmount } from '@/domain/mandates'
import { servicesPath } from '@/domain/otp/protocol'
import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { MandateActivation } from '@/ui/mandates/MandateActivation'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

const PATH = '/services/nach-mandate-activation'

/** The page's words in its language (the services texts, `mandatePage`). */
const texts = cache(async () => {
  const all = await serverTexts('services')
  return { ...all.mandatePage, home: all.renewalPage.home, services: all.renewalPage.services }
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

type Args = { searchParams: Promise<{ mandate?: string | string[] }> }

/** Spec 2.1 services/nach-mandate-activation: e-NACH or UPI autopay for a verified policy. */
export default async function MandateActivationPage({ searchParams }: Args) {
  const [record, { mandate }, page] = await Promise.all([meta(), searchParams, texts()])
  const config = env()
  const outcome = mandate === 'active' || mandate === 'failed' ? mandate : null
  return (
    <Shell path={PATH} schema={record.schema} contentLanguage={await pageLanguage()}>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{page.title}</h1>
        <p className="mt-2 max-w-3xl text-muted">{page.intro}</p>
        <div className="mt-6">
          <PartTexts parts={['services']}>
            <MandateActivation
              servicesPath={servicesPath(config.SERVICES_PROVIDER)}
              resendSeconds={config.OTP_RESEND_SECONDS}
              upiMax={upiMaxAmount(config.APP_ENV)}
              outcome={outcome}
            />
          </PartTexts>
        </div>
      </div>
    </Shell>
  )
}
