import type { Metadata } from 'next'
import Link from 'next/link'

import { formatDay } from '@/domain/nav-history'
import { formatPaise, PAYMENT_MESSAGES, paidOnDay, receiptGst, RENEWAL_PAYMENT_PATH } from '@/domain/payments'
import { receiptView } from '@/server/payments/receipt'
import { PrintButton } from '@/ui/payments/PrintButton'
import { Shell } from '@/ui/shell/Shell'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Premium receipt',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** The receipt of a renewal payment, by its receipt number (where the gateway's return lands). */
export default async function ReceiptPage({ searchParams }: Args) {
  const params = await searchParams
  const view = await receiptView(typeof params.ref === 'string' ? params.ref : null)
  // The premium and GST when GST was charged; otherwise the sentence why there is none.
  const gst = view.kind === 'paid' ? receiptGst(view.receipt) : null
  return (
    <Shell path="/renewal-payment/receipt">
      <div className="mx-auto max-w-2xl px-4 py-8">
        {view.kind === 'paid' ? (
          <>
            <h1 className="text-3xl font-bold text-brand-900">Premium receipt</h1>
            <p className="mt-2 text-muted" role="status">
              Thank you. Your premium has been received.
            </p>
            <dl
              className="mt-6 grid gap-x-6 gap-y-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2 md:p-6"
              data-testid="receipt"
            >
              {(
                [
                  ['Receipt number', view.receipt.reference],
                  ['Policy number', view.receipt.policyNumber],
                  ...(gst?.rows.map((row) => [row.label, row.value] as const) ?? []),
                  ['Amount received', formatPaise(view.receipt.amountPaise)],
                  [
                    view.receipt.dueDates.length > 1 ? 'Premiums due on' : 'Premium due on',
                    view.receipt.dueDates.map((day) => formatDay(day)).join(', '),
                  ],
                  ['Paid on', formatDay(paidOnDay(view.receipt.paidAt))],
                  ['Payment id', view.receipt.gatewayPaymentId],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="font-semibold break-all text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            {gst?.note ? (
              <p className="mt-3 text-sm text-ink" data-testid="receipt-gst">
                {gst.note}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3 print:hidden">
              <a
                href={`/api/v1/renewal-payment/receipt?ref=${encodeURIComponent(view.receipt.reference)}`}
                download
                className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
              >
                Download receipt (PDF)
              </a>
              <PrintButton />
            </div>
          </>
        ) : view.kind === 'not-found' ? (
          <>
            <h1 className="text-3xl font-bold text-brand-900">Receipt not found</h1>
            <p className="mt-2">{PAYMENT_MESSAGES.receiptNotFound}</p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold text-brand-900">
              {view.kind === 'failed' ? 'Payment not completed' : 'Payment being confirmed'}
            </h1>
            <p className="mt-2" role="status">
              {view.kind === 'failed' ? PAYMENT_MESSAGES.failed : PAYMENT_MESSAGES.pending}
            </p>
            <p className="mt-2 text-muted">
              Reference {view.reference}, policy {view.policyNumber}, {formatPaise(view.amountPaise)}.
            </p>
          </>
        )}
        <p className="mt-8 print:hidden">
          <Link href={RENEWAL_PAYMENT_PATH} className="font-semibold text-brand-700 underline">
            Back to renewal payment
          </Link>
        </p>
      </div>
    </Shell>
  )
}
