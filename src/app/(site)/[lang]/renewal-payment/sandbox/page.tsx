import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { formatPaise } from '@/domain/payments'
import { sandboxGateway } from '@/server/payments/sandbox'
import { paymentByOrderId } from '@/server/payments/store'
import { Shell } from '@/ui/shell/Shell'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Payment sandbox',
  robots: { index: false, follow: false },
}

/**
 * The local payment sandbox's checkout (PAYMENT_GATEWAY=local only; 404 otherwise): the order's amount and two
 * buttons. Nothing is charged; the choice comes back through the same signed callback a real gateway uses.
 */
export default async function PaymentSandboxPage({ searchParams }: Args) {
  if (!sandboxGateway()) notFound()
  const params = await searchParams
  const order = typeof params.order === 'string' ? params.order : ''
  const payment = /^order_[A-Za-z0-9]{1,40}$/.test(order) ? await paymentByOrderId(order) : null
  return (
    <Shell path="/renewal-payment/sandbox">
      <div className="mx-auto max-w-xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-900">Payment sandbox</h1>
        <p className="mt-2 text-muted">
          A test payment page: no money moves. Choose what the payment gateway should answer.
        </p>
        {payment ? (
          <div className="mt-6 rounded-lg border border-gray-200 p-4 md:p-6">
            <dl className="grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">Order</dt>
                <dd className="font-semibold">{order}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Amount</dt>
                <dd className="font-semibold" data-testid="sandbox-amount">
                  {formatPaise(payment.amountPaise)}
                </dd>
              </div>
            </dl>
            {payment.status === 'paid' ? (
              <p className="mt-4 font-semibold">This order is already paid.</p>
            ) : (
              <div className="mt-4 flex flex-wrap gap-3">
                <form method="post" action="/api/v1/renewal-payment/sandbox">
                  <input type="hidden" name="order" value={order} />
                  <button
                    type="submit"
                    name="outcome"
                    value="pay"
                    className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
                  >
                    Pay {formatPaise(payment.amountPaise)}
                  </button>
                </form>
                <form method="post" action="/api/v1/renewal-payment/sandbox">
                  <input type="hidden" name="order" value={order} />
                  <button
                    type="submit"
                    name="outcome"
                    value="fail"
                    className="rounded border border-gray-500 px-5 py-2 font-semibold text-ink hover:bg-gray-100"
                  >
                    Fail the payment
                  </button>
                </form>
              </div>
            )}
          </div>
        ) : (
          <p role="alert" className="mt-6 font-semibold text-red-800">
            This sandbox order is not known. Go back to the page you paid from and press Pay again.
          </p>
        )}
      </div>
    </Shell>
  )
}
