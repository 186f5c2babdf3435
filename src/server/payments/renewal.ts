import 'server-only'

import { maskMobile } from '@/domain/otp/protocol'
import {
  CASH_PREMIUM_LIMIT_TEXT,
  cashAllowed,
  dueState,
  PAYMENT_MESSAGES,
  type TDueState,
} from '@/domain/payments'
import { type IPolicy, maskPolicyNumber, todayInIndia } from '@/domain/policy'
import type { Payment } from '@/payload-types'

import { payloadClient } from '../content/payload'
import { env } from '../env'
import { unsupportedVersion } from '../http'
import { isObject, readBoundedJson } from '../http/body'
import { logger } from '../log'
import { policyAnswer, requirePolicyAccess, summarisePolicy } from '../policies'
import { paymentGateway, PaymentGatewayUnavailable } from './index'
import {
  ORDER_CLAIM_MS,
  claimOrder,
  createPayment,
  isOrderClaim,
  newPaymentReference,
  paidDueDates,
  paymentByDueKey,
  settleOrderClaim,
  updatePayment,
} from './store'

export const RENEWAL_PURPOSE = 'RENEWAL_PAYMENT_PAGE'
export const CALLBACK_PATH = '/api/v1/renewal-payment/callback'
const MAX_BODY_BYTES = 1024

async function currentDue(policy: IPolicy): Promise<TDueState> {
  return dueState(policy, todayInIndia(), await paidDueDates(policy.policyNumber))
}

function dueAnswer(state: TDueState) {
  switch (state.kind) {
    case 'due':
      return {
        state: 'due',
        instalments: state.instalments.map((i) => ({
          due_date: i.dueDate,
          grace_ends: i.graceEnds,
          premium_paise: i.premiumPaise,
          gst_paise: i.gstPaise,
          amount_paise: i.amountPaise,
        })),
        total_paise: state.totalPaise,
        gst_paise: state.totalGstPaise,
        gst_note: state.gstNote,
        cash_allowed: cashAllowed(state.totalPaise),
      }
    case 'nothing-due':
      return { state: 'nothing-due', message: PAYMENT_MESSAGES.nothingDue, next_due_date: state.nextDueDate }
    case 'lapsed':
      return { state: 'lapsed', message: PAYMENT_MESSAGES.lapsed }
    default:
      return { state: 'not-payable', message: PAYMENT_MESSAGES.notPayable }
  }
}

/**
 * GET /api/v1/renewal-payment: the policy the visitor verified by OTP for RENEWAL_PAYMENT_PAGE and what is due on
 * it today (instalments with due date, grace end and amount in paise; or why nothing can be paid), with the cash
 * limit of spec 9. 401 without the credential, 503 'We are unable to fetch the details' when the policy system is down.
 */
export async function handleRenewalDue(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  const verified = await requirePolicyAccess(request, RENEWAL_PURPOSE)
  if (!verified.ok) return verified.response
  const state = await currentDue(verified.policy)
  return policyAnswer(200, 'Success', {
    policy: summarisePolicy(verified.policy),
    due: dueAnswer(state),
    cash_limit: CASH_PREMIUM_LIMIT_TEXT,
  })
}

// One start per due at a time in this process: a double click waits for the first and reuses its payment (the
// unique due key does the same across processes).
const inflight = new Map<string, Promise<unknown>>()
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
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

async function storedPayment(policy: IPolicy, state: Extract<TDueState, { kind: 'due' }>): Promise<Payment> {
  const gateway = paymentGateway()
  const dueDates = state.instalments.map((i) => i.dueDate).join(',')
  const existing = await paymentByDueKey(state.dueKey)
  if (!existing) {
    try {
      return await createPayment({
        reference: newPaymentReference(),
        policyNumber: policy.policyNumber,
        amountPaise: state.totalPaise,
        gstPaise: state.totalGstPaise,
        dueDates,
        frequency: policy.frequency,
        maskedMobile: maskMobile(policy.mobile),
        status: 'created',
        gateway: gateway.name,
        attempts: 0,
        dueKey: state.dueKey,
      })
    } catch (error) {
      // Another instance stored it a moment ago (unique due key): use theirs.
      const raced = await paymentByDueKey(state.dueKey)
      if (raced) return raced
      throw error
    }
  }
  if (
    existing.status !== 'paid' &&
    (existing.amountPaise !== state.totalPaise || existing.gateway !== gateway.name)
  )
    // The premium or the gateway changed since: the old order cannot take this amount; a new order is made.
    return updatePayment(existing.id, {
      amountPaise: state.totalPaise,
      gstPaise: state.totalGstPaise,
      dueDates,
      gateway: gateway.name,
      gatewayOrderId: null,
      status: 'created',
    })
  return existing
}

/**
 * POST /api/v1/renewal-payment: pays what is due on the verified policy. The payment is stored first (status
 * created; one per policy and due date, so a second click or a retry reuses it), then the gateway order is made
 * (pending) and the answer says where the browser goes to pay. Body (optional): `{"total_paise": n}`, the amount the
 * visitor saw; if the due changed meanwhile the answer is 409 and nothing is charged.
 */
export async function handleRenewalStart(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  const read = await readBoundedJson(request, MAX_BODY_BYTES)
  if (!read.ok && read.reason === 'too-large') return policyAnswer(413, 'The request is too large.')
  if (!read.ok || (read.body !== undefined && !isObject(read.body)))
    return policyAnswer(400, 'The request body must be a JSON object.')
  const body: Record<string, unknown> = read.body ?? {}
  const verified = await requirePolicyAccess(request, RENEWAL_PURPOSE)
  if (!verified.ok) return verified.response
  const { policy } = verified
  const state = await currentDue(policy)
  if (state.kind !== 'due') {
    const answer = dueAnswer(state)
    return policyAnswer(400, ('message' in answer && answer.message) || PAYMENT_MESSAGES.nothingDue, {
      due: answer,
    })
  }
  if (body.total_paise !== undefined && body.total_paise !== state.totalPaise)
    return policyAnswer(409, 'The premium due has changed. Please check the amount and pay again.', {
      due: dueAnswer(state),
    })

  return oneAtATime(state.dueKey, async () => {
    const gateway = paymentGateway()
    let payment = await storedPayment(policy, state)
    if (payment.status === 'paid')
      return policyAnswer(409, PAYMENT_MESSAGES.alreadyPaid, { reference: payment.reference })
    const attempts = (payment.attempts ?? 0) + 1
    // One gateway order per payment, whichever instance gets there first (a claim taken by one conditional
    // UPDATE): the others wait for its order and send their visitor to the same checkout.
    const claim =
      payment.gatewayOrderId && !isOrderClaim(payment.gatewayOrderId)
        ? null
        : await claimOrder(payment.id, payment.gatewayOrderId)
    if (claim) {
      try {
        const order = await gateway.createOrder({
          reference: payment.reference,
          amountPaise: payment.amountPaise,
          policyNumber: policy.policyNumber,
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
        await updatePayment(payment.id, {
          attempts,
          failureReason: `Gateway unavailable (${error.reason})`,
        })
        logger.warn(
          { payments: 'order-failed', reference: payment.reference, reason: error.reason },
          'Payment gateway unavailable; the payment stays stored for a retry',
        )
        return policyAnswer(
          503,
          PAYMENT_MESSAGES.gatewayUnavailable,
          { reference: payment.reference },
          {
            'Retry-After': '30',
          },
        )
      }
    } else if (!payment.gatewayOrderId || isOrderClaim(payment.gatewayOrderId)) {
      const made = await orderMadeElsewhere(payment.id)
      if (!made)
        return policyAnswer(
          503,
          PAYMENT_MESSAGES.gatewayUnavailable,
          { reference: payment.reference },
          {
            'Retry-After': '5',
          },
        )
      payment = made
    } else payment = await updatePayment(payment.id, { status: 'pending', attempts })
    const site = env().SITE_URL
    const checkout = gateway.checkout({
      orderId: payment.gatewayOrderId!,
      reference: payment.reference,
      amountPaise: payment.amountPaise,
      policyNumber: policy.policyNumber,
      callbackUrl: new URL(CALLBACK_PATH, site).toString(),
      cancelUrl: new URL('/renewal-payment', site).toString(),
    })
    logger.info(
      {
        payments: 'checkout',
        reference: payment.reference,
        policy: maskPolicyNumber(policy.policyNumber),
        gateway: gateway.name,
        attempts,
      },
      'Renewal payment sent to checkout',
    )
    return policyAnswer(200, 'Success', {
      reference: payment.reference,
      amount_paise: payment.amountPaise,
      checkout,
    })
  })
}
