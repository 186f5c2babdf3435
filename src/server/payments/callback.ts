import 'server-only'

import { PAYMENT_MESSAGES } from '@/domain/payments'
import { FIRST_PREMIUM_TEXTS } from '@/domain/proposals/payment'
import type { Payment } from '@/payload-types'

import { readBoundedBytes, readBoundedText } from '../http/body'
import { logger } from '../log'
import { firstPremiumReceived, proposalLanding } from '../proposals/payment'
import { paymentGateway, PaymentGatewayUnavailable } from './index'
import { checkCheckoutSignature, checkWebhookSignature } from './signature'
import { markFailed, markPaid, paymentByOrderId, paymentByReference, takeReturn } from './store'
import { isReceived, type IGatewayPayment } from './types'

const NO_STORE = { 'Cache-Control': 'no-store' }
export const RECEIPT_PAGE = '/renewal-payment/receipt'
const CALLBACK_MAX_BYTES = 8 * 1024
export const WEBHOOK_MAX_BYTES = 64 * 1024
const GATEWAY_ID = /^[A-Za-z0-9_]{1,64}$/

const json = (status: number, message: string) =>
  Response.json({ status_code: status, status: status === 200, message }, { status, headers: NO_STORE })

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } })

/** Where a completed (or being confirmed) payment lands: a renewal on its receipt, a first premium on its proposal. */
const receiptAt = (payment: Payment) =>
  redirect(
    payment.kind === 'first-premium'
      ? proposalLanding(payment)
      : `${RECEIPT_PAGE}?ref=${encodeURIComponent(payment.reference)}`,
  )

const failedAt = (payment: Payment) =>
  redirect(
    payment.kind === 'first-premium'
      ? proposalLanding(payment, true)
      : `/renewal-payment?payment=failed&ref=${encodeURIComponent(payment.reference)}`,
  )

/**
 * What follows a received payment: a proposal's first premium makes the proposal paid (its application number, its
 * SMS), once. Run again on a replay, so a crash between the two writes is healed by the gateway's retry.
 */
async function afterPaid(payment: Payment, outcome: TCompletion): Promise<TCompletion> {
  if (payment.kind === 'first-premium' && (outcome === 'paid' || outcome === 'replay')) {
    const now = await paymentByReference(payment.reference)
    if (now?.status === 'paid') await firstPremiumReceived(now)
  }
  return outcome
}

type TCompletion = 'paid' | 'replay' | 'other-payment' | 'amount' | 'unconfirmed'

/**
 * Completes a stored payment with the gateway's payment `paymentId` (already proven by a signature), once. The
 * amount received must equal the amount stored; a payment already completed with the same id is a replay (nothing
 * changes), with another id it is a second payment for the same premium (refused, logged for a refund).
 */
async function complete(payment: Payment, gatewayPayment: IGatewayPayment): Promise<TCompletion> {
  if (payment.status === 'paid')
    return afterPaid(
      payment,
      payment.gatewayPaymentId === gatewayPayment.paymentId ? 'replay' : 'other-payment',
    )
  if (!isReceived(gatewayPayment)) return 'unconfirmed'
  if (gatewayPayment.amountPaise !== payment.amountPaise) {
    logger.warn(
      {
        payments: 'amount-mismatch',
        reference: payment.reference,
        expected: payment.amountPaise,
        received: gatewayPayment.amountPaise,
      },
      'Payment amount differs from the stored amount; nothing recorded',
    )
    return 'amount'
  }
  if (await markPaid(payment.id, gatewayPayment.paymentId)) {
    logger.info(
      { payments: 'paid', reference: payment.reference, kind: payment.kind },
      'Premium payment received',
    )
    return afterPaid(payment, 'paid')
  }
  // The webhook and the return raced: the other one recorded it.
  const now = await paymentByReference(payment.reference)
  return afterPaid(payment, now?.gatewayPaymentId === gatewayPayment.paymentId ? 'replay' : 'other-payment')
}

async function callbackParams(request: Request): Promise<URLSearchParams | Response> {
  if (request.method === 'GET') return new URL(request.url).searchParams
  const raw = await readBoundedText(request, CALLBACK_MAX_BYTES)
  if (raw === null) return json(413, 'The request is too large.')
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      const parsed = JSON.parse(raw) as Record<string, unknown>
      return new URLSearchParams(Object.entries(parsed).map(([k, v]) => [k, String(v)]))
    } catch {
      return json(400, PAYMENT_MESSAGES.callbackInvalid)
    }
  }
  return new URLSearchParams(raw)
}

/**
 * /api/v1/renewal-payment/callback: the browser's return from the gateway's checkout (Razorpay posts it to
 * callback_url; the sandbox sends it by GET). Success carries razorpay_order_id, razorpay_payment_id and
 * razorpay_signature = HMAC(order|payment, key secret); failure carries error[…] with error[metadata] naming the
 * order. A valid success is confirmed with the gateway's own record (status and amount) and lands on the receipt;
 * replayed, it lands on the same receipt and changes nothing (a proposal's first premium lands on the proposal, and
 * its replayed return is refused, 409: decision 100); tampered (order, payment, signature) or for an amount
 * other than the stored one → 400, nothing changes. A failure is never taken from the browser's word: the gateway's
 * payments of the order decide.
 */
export async function handlePaymentCallback(request: Request): Promise<Response> {
  const params = await callbackParams(request)
  if (params instanceof Response) return params
  const gateway = paymentGateway()
  const orderId = params.get('razorpay_order_id') ?? ''
  const paymentId = params.get('razorpay_payment_id') ?? ''
  const signature = params.get('razorpay_signature')
  if (signature !== null) {
    if (
      !GATEWAY_ID.test(orderId) ||
      !GATEWAY_ID.test(paymentId) ||
      !checkCheckoutSignature(gateway.checkoutSecret, orderId, paymentId, signature)
    ) {
      logger.warn({ payments: 'callback-refused' }, 'Payment return with a bad signature')
      return json(400, PAYMENT_MESSAGES.callbackInvalid)
    }
    const payment = await paymentByOrderId(orderId)
    if (!payment) return json(400, PAYMENT_MESSAGES.callbackInvalid)
    // A first premium's signed return is used once: a replay of it is refused (the webhook still completes).
    if (payment.kind === 'first-premium' && !(await takeReturn(payment.id))) {
      logger.warn({ payments: 'return-replayed', reference: payment.reference }, 'Payment return replayed')
      return json(409, FIRST_PREMIUM_TEXTS.returnReplayed)
    }
    if (payment.status === 'paid') {
      if (payment.gatewayPaymentId !== paymentId) return json(409, PAYMENT_MESSAGES.alreadyComplete)
      // A replayed return changes nothing and lands where the first did.
      await afterPaid(payment, 'replay')
      return receiptAt(payment)
    }
    let attempts: IGatewayPayment[]
    try {
      attempts = await gateway.orderPayments(orderId)
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailable)) throw error
      // Signed but not yet confirmable: the receipt page shows "being confirmed"; the webhook completes it.
      return receiptAt(payment)
    }
    const attempt = attempts.find((candidate) => candidate.paymentId === paymentId)
    if (!attempt) return receiptAt(payment)
    const outcome = await complete(payment, attempt)
    if (outcome === 'amount') return json(400, PAYMENT_MESSAGES.callbackInvalid)
    if (outcome === 'other-payment') return json(409, PAYMENT_MESSAGES.alreadyComplete)
    return receiptAt(payment)
  }

  // A failed or cancelled checkout: error[metadata] = {"payment_id": …, "order_id": …}.
  let failedOrder = ''
  try {
    const metadata = JSON.parse(params.get('error[metadata]') ?? '') as { order_id?: unknown }
    failedOrder = typeof metadata.order_id === 'string' ? metadata.order_id : ''
  } catch {
    // not JSON: refused below
  }
  if (!GATEWAY_ID.test(failedOrder)) return json(400, PAYMENT_MESSAGES.callbackInvalid)
  const payment = await paymentByOrderId(failedOrder)
  if (!payment) return json(400, PAYMENT_MESSAGES.callbackInvalid)
  if (payment.status === 'paid') return receiptAt(payment)
  try {
    const attempts = await gateway.orderPayments(failedOrder)
    const received = attempts.find(isReceived)
    if (received) {
      // Another attempt on the same order did go through.
      const outcome = await complete(payment, received)
      if (outcome === 'paid' || outcome === 'replay') return receiptAt(payment)
    } else {
      const failed = attempts.filter((attempt) => attempt.status === 'failed').at(-1)
      if (failed) await markFailed(payment.id, failed.errorDescription ?? 'Payment failed at the gateway')
    }
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailable)) throw error
  }
  return failedAt(payment)
}

interface IWebhookPayment {
  id?: unknown
  order_id?: unknown
  amount?: unknown
  status?: unknown
  error_description?: unknown
}

/**
 * POST /api/v1/renewal-payment/webhook: the gateway's server-to-server notice, `X-Razorpay-Signature` = HMAC of the
 * raw body with the webhook secret (64 KB at most: 413 past it). payment.captured, payment.authorized and
 * order.paid complete the payment (the amount must equal the stored one: else 400, nothing changes); payment.failed
 * marks an unpaid one failed. A repeated notice answers 200 'Already recorded' and changes nothing (the gateway
 * retries anything but a 2xx); a second payment for an already paid premium answers 409.
 */
export async function handlePaymentWebhook(request: Request): Promise<Response> {
  // The signature is over the exact bytes received, so it is checked before anything decodes them.
  const raw = await readBoundedBytes(request, WEBHOOK_MAX_BYTES)
  if (raw === null) return json(413, 'The request is too large.')
  const gateway = paymentGateway()
  const signature = request.headers.get('x-razorpay-signature') ?? ''
  if (!checkWebhookSignature(gateway.webhookSecret, raw, signature)) {
    logger.warn({ payments: 'webhook-refused' }, 'Payment webhook with a bad signature')
    return json(400, PAYMENT_MESSAGES.callbackInvalid)
  }
  let event: { event?: unknown; payload?: { payment?: { entity?: IWebhookPayment } } }
  try {
    event = JSON.parse(new TextDecoder().decode(raw)) as typeof event
  } catch {
    return json(400, PAYMENT_MESSAGES.callbackInvalid)
  }
  const kind = String(event.event ?? '')
  const entity = event.payload?.payment?.entity
  if (!['payment.captured', 'payment.authorized', 'order.paid', 'payment.failed'].includes(kind))
    return json(200, 'Ignored')
  if (
    !entity ||
    typeof entity.id !== 'string' ||
    !GATEWAY_ID.test(entity.id) ||
    typeof entity.order_id !== 'string' ||
    !GATEWAY_ID.test(entity.order_id) ||
    !Number.isInteger(entity.amount)
  )
    return json(400, PAYMENT_MESSAGES.callbackInvalid)
  const payment = await paymentByOrderId(entity.order_id)
  if (!payment) return json(400, PAYMENT_MESSAGES.callbackInvalid)
  const gatewayPayment: IGatewayPayment = {
    paymentId: entity.id,
    orderId: entity.order_id,
    amountPaise: entity.amount as number,
    status: kind === 'payment.failed' ? 'failed' : kind === 'payment.authorized' ? 'authorized' : 'captured',
    errorDescription: typeof entity.error_description === 'string' ? entity.error_description : null,
  }
  if (kind === 'payment.failed') {
    if (payment.status !== 'paid')
      await markFailed(payment.id, gatewayPayment.errorDescription ?? 'Payment failed at the gateway')
    return json(200, 'Recorded')
  }
  const outcome = await complete(payment, gatewayPayment)
  if (outcome === 'amount') return json(400, PAYMENT_MESSAGES.callbackInvalid)
  if (outcome === 'other-payment') return json(409, PAYMENT_MESSAGES.alreadyComplete)
  if (outcome === 'replay') return json(200, 'Already recorded')
  return json(200, 'Recorded')
}
