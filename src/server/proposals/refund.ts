import 'server-only'

import type { PayloadRequest } from 'payload'

import { format } from '@/domain/i18n/format'
import { APPLICATION_TEXTS } from '@/domain/proposals/application'

import { logger } from '../log'
import { paymentGateway, PaymentGatewayUnavailable } from '../payments'

export type TRefundOutcome =
  | { ok: true; refundId: string; made: boolean }
  | { ok: false; reason: 'no-payment' | 'gateway'; message: string }

/** The one idempotency key of a first premium's refund: every attempt, by anyone, asks for the same refund. */
export const refundKey = (paymentReference: string) => `refund-${paymentReference}`

/**
 * Refunds a declined application's first premium through the payment gateway, in full (GST included), once.
 * Runs in the staff's save (`req`, its transaction): the refund is recorded on the payment with the gateway's
 * refund id and time, or, when the gateway fails, with the reason (status failed) so staff see it and try again.
 * Once: a payment already refunded is answered from its record without asking the gateway; and every attempt asks
 * the gateway with the same idempotency key, so a retry after a lost answer, a save that did not commit, or two
 * staff at once get the one refund the gateway made, never a second.
 */
export async function refundFirstPremium(req: PayloadRequest, ref: string): Promise<TRefundOutcome> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { dueKey: { equals: `proposal:${ref}` } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const payment = docs[0]
  if (
    !payment ||
    payment.kind !== 'first-premium' ||
    payment.status !== 'paid' ||
    !payment.gatewayPaymentId ||
    !payment.gatewayOrderId
  )
    return { ok: false, reason: 'no-payment', message: APPLICATION_TEXTS.refundNoPayment }
  if (payment.refundStatus === 'refunded' && payment.gatewayRefundId)
    return { ok: true, refundId: payment.gatewayRefundId, made: false }

  const record = (data: Record<string, unknown>) =>
    req.payload.update({ collection: 'payments', id: payment.id, data, overrideAccess: true, depth: 0, req })
  try {
    const refund = await paymentGateway().refund({
      paymentId: payment.gatewayPaymentId,
      orderId: payment.gatewayOrderId,
      amountPaise: payment.amountPaise,
      reference: payment.reference,
      idempotencyKey: refundKey(payment.reference),
    })
    if (refund.status === 'failed' || refund.amountPaise !== payment.amountPaise)
      throw new PaymentGatewayUnavailable('The gateway refused the refund', 'invalid')
    await record({
      refundStatus: 'refunded',
      gatewayRefundId: refund.refundId,
      refundPaise: refund.amountPaise,
      refundedAt: new Date().toISOString(),
      refundFailure: null,
    })
    logger.info(
      { proposals: 'refunded', proposal: ref, payment: payment.reference },
      'first premium refunded',
    )
    return { ok: true, refundId: refund.refundId, made: true }
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailable)) throw error
    const reason = error.message.slice(0, 200)
    logger.error(
      { proposals: 'refund-failed', proposal: ref, payment: payment.reference, err: reason },
      'refunding a first premium failed',
    )
    await record({ refundStatus: 'failed', refundFailure: reason })
    return { ok: false, reason: 'gateway', message: format(APPLICATION_TEXTS.refundFailed, { reason }) }
  }
}
