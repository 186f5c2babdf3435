import type { Metadata } from 'next'
import Link from 'next/link'
import { cache } from 'react'

import { CASH_PREMIUM_LIMIT_TEXT, OFFLINE_OPTIONS_PATH, RENEWAL_PAYMENT_PATH } from '@/domain/payments'
import { env } from '@/server/env'
import { metaRecordForScreen } from '@/server/seo'
import { localHref, pageLanguage, serverTexts } from '@/ui/i18n/language'
import { PartTexts } from '@/ui/i18n/PartTexts'
import { RenewalJourney } from '@/ui/payments/RenewalJourney'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = RENEWAL_PAYMENT_PATH

/** The page's words in its language (the services texts, `renewalPage`). */
const texts = cache(async () => (await serverTexts('services')).renewalPage)

const meta = cache(async () => {
  const page = await texts()
  return metaRecordForScreen({
    path: PATH,
    title: page.title,
    description: page.description,
    trail: [
      { name: page.home, path: '/' },
      { name: page.services, path: '/services' },
      { name: page.name, path: PATH },
    ],
  })
})

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await meta())
}

/** Spec 2.1 `renewal-payment`: lookup, OTP, the due premium, payment through the gateway, a receipt. */
export default async function RenewalPaymentPage({ searchParams }: Args) {
  const [params, record, page, language, offlineHref] = await Promise.all([
    searchParams,
    meta(),
    texts(),
    pageLanguage(),
    localHref(OFFLINE_OPTIONS_PATH),
  ])
  return (
    <Shell path={PATH} schema={record.schema} contentLanguage={language}>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{page.heading}</h1>
        <p className="mt-2 text-muted">{page.intro}</p>
        <div className="mt-6">
          <PartTexts parts={['services', 'tax']}>
            <RenewalJourney
              resendSeconds={env().OTP_RESEND_SECONDS}
              failedReturn={params.payment === 'failed'}
            />
          </PartTexts>
        </div>
        <aside
          aria-labelledby="offline-heading"
          className="mt-8 rounded-lg border border-gray-200 p-4 md:p-6"
        >
          <h2 id="offline-heading" className="text-lg font-semibold text-brand-900">
            {page.offline}
          </h2>
          <p className="mt-2">
            {page.cashBefore} <strong>{CASH_PREMIUM_LIMIT_TEXT}</strong> {page.cashAfter}
          </p>
          <p className="mt-2">
            <Link href={offlineHref} className="font-semibold text-brand-700 underline">
              {page.otherWays}
            </Link>
          </p>
        </aside>
      </div>
    </Shell>
  )
}
