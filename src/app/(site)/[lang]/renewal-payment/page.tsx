import type { Metadata } from 'next'
import Link from 'next/link'
import { cache } from 'react'

import { CASH_PREMIUM_LIMIT_TEXT, OFFLINE_OPTIONS_PATH, RENEWAL_PAYMENT_PATH } from '@/domain/payments'
import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { RenewalJourney } from '@/ui/payments/RenewalJourney'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = RENEWAL_PAYMENT_PATH

const meta = cache(() =>
  metaRecordForScreen({
    path: PATH,
    title: 'Pay your renewal premium online',
    description:
      'Pay the renewal premium of your Sahyog Life Insurance policy online by UPI, card or net banking: policy number, date of birth, an OTP to your registered mobile, and a receipt at once.',
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Renewal payment', path: PATH },
    ],
  }),
)

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

/** Spec 2.1 `renewal-payment`: lookup, OTP, the due premium, payment through the gateway, a receipt. */
export default async function RenewalPaymentPage({ searchParams }: Args) {
  const [params, record] = await Promise.all([searchParams, meta()])
  return (
    <Shell path={PATH} schema={record.schema}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">Pay your renewal premium</h1>
        <p className="mt-2 text-muted">
          Enter your policy number and date of birth. We send a one-time password to the mobile number
          registered with the policy; once it is verified you see the premium due and can pay it online.
        </p>
        <div className="mt-6">
          <RenewalJourney
            resendSeconds={env().OTP_RESEND_SECONDS}
            failedReturn={params.payment === 'failed'}
          />
        </div>
        <aside
          aria-labelledby="offline-heading"
          className="mt-8 rounded-lg border border-gray-200 p-4 md:p-6"
        >
          <h2 id="offline-heading" className="text-lg font-semibold text-brand-900">
            Paying at a branch
          </h2>
          <p className="mt-2">
            Cash is accepted at our branches up to <strong>{CASH_PREMIUM_LIMIT_TEXT}</strong> per policy per
            day. For a larger premium pay online, by cheque or by demand draft.
          </p>
          <p className="mt-2">
            <Link href={OFFLINE_OPTIONS_PATH} className="font-semibold text-brand-700 underline">
              Other ways to pay your premium
            </Link>
          </p>
        </aside>
      </div>
    </Shell>
  )
}
