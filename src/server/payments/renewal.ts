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

import { unsupportedVersion } from '../http'
import { isObject, readBoundedJson } from '../http/body'
import { logger } from '../log'
import { policyAnswer, requirePolicyAccess, summarisePolicy } from '../policies'
import { orderAndCheckout, oneAtATime } from './checkout'
import { paymentGateway } from './index'
import { createPayment, newPaymentReference, paidDueDates, paymentByDueKey, updatePayment } from './store'

export const RENEWAL_PURPOSE = 'RENEWAL_PAYMENT_PAGE'
export { CALLBACK_PATH } from './checkout'
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

async function storedPayment(policy: IPolicy, state: Extract<TDueState, { kind: 'due' }>): Promise<Payment> {
  const gateway = paymentGateway()
  const dueDates = state.instalments.map((i) => i.dueDate).join(',')
  const existing = await paymentByDueKey(state.dueKey)
  if (!existing) {
    try {
      return await createPayment({
        reference: newPaymentReference(),
        kind: 'renewal',
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
    const payment = await storedPayment(policy, state)
    if (payment.status === 'paid')
      return policyAnswer(409, PAYMENT_MESSAGES.alreadyPaid, { reference: payment.reference })
    const sent = await orderAndCheckout(payment, {
      policyNumber: policy.policyNumber,
      cancelPath: '/renewal-payment',
    })
    if (!sent.ok)
      return policyAnswer(
        503,
        PAYMENT_MESSAGES.gatewayUnavailable,
        { reference: payment.reference },
        { 'Retry-After': String(sent.retryAfter) },
      )
    const { checkout } = sent
    const attempts = sent.payment.attempts
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
