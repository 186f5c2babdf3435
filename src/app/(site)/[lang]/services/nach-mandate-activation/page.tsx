import type { Metadata } from 'next'
import { cache } from 'react'

import { upiMaxAmount } from '@/domain/mandates'
import { servicesPath } from '@/domain/otp/protocol'
import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { MandateActivation } from '@/ui/mandates/MandateActivation'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

const PATH = '/services/nach-mandate-activation'
const TITLE = 'NACH and UPI autopay registration'

const meta = cache(() =>
  metaRecordForScreen({
    path: PATH,
    title: TITLE,
    description:
      'Pay your Sahyog Life Insurance premiums automatically: register an e-NACH mandate on your bank account or UPI autopay, verified by an OTP to your registered mobile.',
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: TITLE, path: PATH },
    ],
  }),
)

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

type Args = { searchParams: Promise<{ mandate?: string | string[] }> }

/** Spec 2.1 services/nach-mandate-activation: e-NACH or UPI autopay for a verified policy. */
export default async function MandateActivationPage({ searchParams }: Args) {
  const [record, { mandate }] = await Promise.all([meta(), searchParams])
  const config = env()
  const outcome = mandate === 'active' || mandate === 'failed' ? mandate : null
  return (
    <Shell path={PATH} schema={record.schema}>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{TITLE}</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Never miss a premium: have it debited on the date you choose from your bank account (e-NACH) or
          through UPI autopay. You can stop the mandate at any time on the NACH de-activation page.
        </p>
        <div className="mt-6">
          <MandateActivation
            servicesPath={servicesPath(config.SERVICES_PROVIDER)}
            resendSeconds={config.OTP_RESEND_SECONDS}
            upiMax={upiMaxAmount(config.APP_ENV)}
            outcome={outcome}
          />
        </div>
      </div>
    </Shell>
  )
}
