import 'server-only'

import type { Payment } from '@/payload-types'

import { payloadClient } from '../content/payload'
import { env } from '../env'
import { logger } from '../log'
import { paymentGateway, PaymentGatewayUnavailable } from './index'
import { ORDER_CLAIM_MS, claimOrder, isOrderClaim, settleOrderClaim, updatePayment } from './store'
import type { ICheckout } from './types'

/** The browser's return from the gateway's checkout, for every premium the site takes. */
export const CALLBACK_PATH = '/api/v1/renewal-payment/callback'

// One start per payment at a time in this process: a double click waits for the first and reuses its payment (the
// unique due key does the same across processes).
const inflight = new Map<string, Promise<unknown>>()
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = inflight.get(key) ?? Promise.resolve()
  const next = previous.catch(() => undefined).then(work)
  inflight.set(key, next)
  try {
    return await next
  } finally {
    if (inflight.get(key) === next) inflight.delete(key)
  }
}

/** Another instance is making this payment's order: its order once made, or null after a while. */
async function orderMadeElsewhere(id: number): Promise<Payment | null> {
  const payload = await payloadClient()
  const deadline = Date.now() + Math.min(ORDER_CLAIM_MS, 10_000)
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const payment = (await payload.findByID({
      collection: 'payments',
      id,
      depth: 0,
      overrideAccess: true,
    })) as Payment
    if (payment.gatewayOrderId && !isOrderClaim(payment.gatewayOrderId)) return payment
    if (!payment.gatewayOrderId) return null
  }
  return null
}

export type TCheckoutResult =
  { ok: true; payment: Payment; checkout: ICheckout } | { ok: false; payment: Payment; retryAfter: number }

/**
 * Sends a stored, unpaid payment to the gateway's checkout: one gateway order per payment, whichever instance gets
 * there first (a claim taken by one conditional UPDATE), the others waiting for its order and sending their visitor
 * to the same checkout. The gateway down → not ok (the payment stays stored with the reason, for a retry).
 */
export async function orderAndCheckout(
  stored: Payment,
  what: { policyNumber: string; description?: string; cancelPath: string },
): Promise<TCheckoutResult> {
  const gateway = paymentGateway()
  let payment = stored
  const attempts = (payment.attempts ?? 0) + 1
  const claim =
    payment.gatewayOrderId && !isOrderClaim(payment.gatewayOrderId)
      ? null
      : await claimOrder(payment.id, payment.gatewayOrderId)
  if (claim) {
    try {
      const order = await gateway.createOrder({
        reference: payment.reference,
        amountPaise: payment.amountPaise,
        policyNumber: what.policyNumber,
        dueDates: payment.dueDates.split(','),
      })
      if (!(await settleOrderClaim(payment.id, claim, order.orderId)))
        throw new Error('order claim taken over')
      payment = await updatePayment(payment.id, {
        gatewayOrderId: order.orderId,
        status: 'pending',
        attempts,
        failureReason: null,
      })
    } catch (error) {
      await settleOrderClaim(payment.id, claim, null)
      if (!(error instanceof PaymentGatewayUnavailable)) throw error
      await updatePayment(payment.id, { attempts, failureReason: `Gateway unavailable (${error.reason})` })
      logger.warn(
        { payments: 'order-failed', reference: payment.reference, reason: error.reason },
        'Payment gateway unavailable; the payment stays stored for a retry',
      )
      return { ok: false, payment, retryAfter: 30 }
    }
  } else if (!payment.gatewayOrderId || isOrderClaim(payment.gatewayOrderId)) {
    const made = await orderMadeElsewhere(payment.id)
    if (!made) return { ok: false, payment, retryAfter: 5 }
    payment = made
  } else payment = await updatePayment(payment.id, { status: 'pending', attempts })
  const site = env().SITE_URL
  const checkout = gateway.checkout({
    orderId: payment.gatewayOrderId!,
    reference: payment.reference,
    amountPaise: payment.amountPaise,
    policyNumber: what.policyNumber,
    ...(what.description ? { description: what.description } : {}),
    callbackUrl: new URL(CALLBACK_PATH, site).toString(),
    cancelUrl: new URL(what.cancelPath, site).toString(),
  })
  return { ok: true, payment, checkout }
}
