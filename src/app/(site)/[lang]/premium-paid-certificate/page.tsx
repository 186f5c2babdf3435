import type { Metadata } from 'next'
import { cache } from 'react'

import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { CertificateJourney } from '@/ui/certificates/CertificateJourney'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

const PATH = '/premium-paid-certificate'

const meta = cache(() =>
  metaRecordForScreen({
    path: PATH,
    title: 'Premium paid certificate',
    description:
      'Download the premium paid certificate of your Sahyog Life Insurance policy for any financial year, for your income-tax return: policy number, date of birth and an OTP to your registered mobile.',
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Premium paid certificate', path: PATH },
    ],
  }),
)

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

/** Spec 2.1 `premium-paid-certificate`: lookup, OTP, a PDF certificate for a chosen financial year. */
export default async function PremiumPaidCertificatePage() {
  const record = await meta()
  return (
    <Shell path={PATH} schema={record.schema}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">Premium paid certificate</h1>
        <p className="mt-2 text-muted">
          Enter your policy number and date of birth. We send a one-time password to the mobile number
          registered with the policy; once it is verified you can download the certificate for any financial
          year.
        </p>
        <div className="mt-6">
          <CertificateJourney resendSeconds={env().OTP_RESEND_SECONDS} />
        </div>
      </div>
    </Shell>
  )
}
