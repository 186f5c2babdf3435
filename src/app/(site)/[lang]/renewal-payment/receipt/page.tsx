import type { Metadata } from 'next'
import Link from 'next/link'
import { cache } from 'react'

import { format } from '@/domain/i18n/format'
import { formatPaise, type IReceipt, receiptStatement, RENEWAL_PAYMENT_PATH } from '@/domain/payments'
import { receiptView } from '@/server/payments/receipt'
import { documentWords } from '@/server/pdf/language'
import { localHref, pageLanguage, serverTexts } from '@/ui/i18n/language'
import { PrintButton } from '@/ui/payments/PrintButton'
import { Shell } from '@/ui/shell/Shell'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

/** The page's words in its language (the services texts: `receiptPage`, and `payments` for its messages). */
const texts = cache(() => serverTexts('services'))
type TReceiptTexts = Awaited<ReturnType<typeof texts>>['receiptPage']

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await texts()).receiptPage.title,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/**
 * The receipt of a renewal payment, by its receipt number (where the gateway's return lands), in the page's
 * language: its rows are the PDF's (`receiptStatement`), put into Hindi as the PDF is (`documentWords`). The PDF
 * is asked for in the same language (its language cookie, as the page sends no Referer).
 */
export default async function ReceiptPage({ searchParams }: Args) {
  const [params, services, language, back] = await Promise.all([
    searchParams,
    texts(),
    pageLanguage(),
    localHref(RENEWAL_PAYMENT_PATH),
  ])
  const page = services.receiptPage
  const view = await receiptView(typeof params.ref === 'string' ? params.ref : null)
  return (
    <Shell path="/renewal-payment/receipt" contentLanguage={language}>
      <div className="mx-auto max-w-2xl px-4 py-8">
        {view.kind === 'paid' ? (
          <PaidReceipt
            receipt={view.receipt}
            page={page}
            words={documentWords(language === 'hi' ? 'hi' : 'en')}
          />
        ) : view.kind === 'not-found' ? (
          <>
            <h1 className="text-3xl font-bold text-brand-900">{page.notFound}</h1>
            <p className="mt-2">{services.payments.receiptNotFound}</p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold text-brand-900">
              {view.kind === 'failed' ? page.failed : page.pending}
            </h1>
            <p className="mt-2" role="status">
              {view.kind === 'failed' ? services.payments.failed : services.payments.pending}
            </p>
            <p className="mt-2 text-muted">
              {format(page.reference, {
                reference: view.reference,
                policy: view.policyNumber,
                amount: formatPaise(view.amountPaise),
              })}
            </p>
          </>
        )}
        <p className="mt-8 print:hidden">
          <Link href={back} className="font-semibold text-brand-700 underline">
            {page.back}
          </Link>
        </p>
      </div>
    </Shell>
  )
}

/** A paid receipt: its rows and GST sentence (`receiptStatement`, as in its PDF), its download and print buttons. */
function PaidReceipt({
  receipt,
  page,
  words,
}: {
  receipt: IReceipt
  page: TReceiptTexts
  words: ReturnType<typeof documentWords>
}) {
  const statement = receiptStatement(receipt)
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{page.title}</h1>
      <p className="mt-2 text-muted" role="status">
        {page.thanks}
      </p>
      <dl
        className="mt-6 grid gap-x-6 gap-y-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2 md:p-6"
        data-testid="receipt"
      >
        {statement.rows.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-muted">{words.text(label)}</dt>
            <dd className="font-semibold break-all text-ink">{words.value(value)}</dd>
          </div>
        ))}
      </dl>
      {statement.gstNote ? (
        <p className="mt-3 text-sm text-ink" data-testid="receipt-gst">
          {words.text(statement.gstNote)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <a
          href={`/api/v1/renewal-payment/receipt?ref=${encodeURIComponent(receipt.reference)}`}
          download
          className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {page.download}
        </a>
        <PrintButton label={page.print} />
      </div>
    </>
  )
}
