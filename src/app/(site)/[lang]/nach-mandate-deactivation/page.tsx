import type { Metadata } from 'next'
import { cache } from 'react'

import { servicesPath } from '@/domain/otp/protocol'
import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { MandateDeactivation } from '@/ui/mandates/MandateDeactivation'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

const PATH = '/nach-mandate-deactivation'
const TITLE = 'NACH mandate de-activation'

const meta = cache(() =>
  metaRecordForScreen({
    path: PATH,
    title: TITLE,
    description:
      'Stop the auto-debit of your Sahyog Life Insurance premiums: verify your policy by OTP, review the mandate and confirm its de-activation.',
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

/** Spec 2.1 nach-mandate-deactivation: stop an e-NACH or UPI autopay mandate of a verified policy. */
export default async function MandateDeactivationPage() {
  const record = await meta()
  const config = env()
  return (
    <Shell path={PATH} schema={record.schema}>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{TITLE}</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Stop paying your premiums by auto-debit. We will show the mandate registered on your policy before
          you confirm.
        </p>
        <div className="mt-6">
          <MandateDeactivation
            servicesPath={servicesPath(config.SERVICES_PROVIDER)}
            resendSeconds={config.OTP_RESEND_SECONDS}
          />
        </div>
      </div>
    </Shell>
  )
}
