import 'server-only'

import { randomBytes } from 'node:crypto'

import type { TFormType } from '@/domain/forms/form-token'
import { isUpiId, MANDATE_MAX_ATTEMPTS, MANDATE_MESSAGES, parseEnach, upiMaxAmount } from '@/domain/mandates'
import { todayInIndia } from '@/domain/policy'
import type { NachMandate } from '@/payload-types'

import { payloadClient } from '../content/payload'
import { env } from '../env'
import { unsupportedVersion } from '../http'
import { isObject, readBoundedJson } from '../http/body'
import { logger } from '../log'
import { formTokenRefused, verifyFormToken } from '../otp'
import {
  policyAnswer,
  policyService,
  policyUnavailable,
  PolicyServiceUnavailable,
  requirePolicyAccess,
} from '../policies'
import { nachAttemptsExhausted, recordMandateFailure } from './attempts'
import { mandateProvider, MandateProviderUnavailable } from './index'

export const NACH_ACTIVATION_FORM = 'nachActivation' satisfies TFormType

type TMandateFields = Partial<
  Pick<
    NachMandate,
    | 'upiId'
    | 'accountHolderName'
    | 'accountNumber'
    | 'ifsc'
    | 'micr'
    | 'bankName'
    | 'branchName'
    | 'accountType'
    | 'effectiveTo'
    | 'debitDay'
  >
> &
  Pick<NachMandate, 'effectiveFrom'>
const MAX_BODY_BYTES = 8 * 1024

export const newMandateReference = () =>
  `NACH${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`

async function failed(accessId: string, message: string, status = 400): Promise<Response> {
  const count = await recordMandateFailure(accessId)
  return count >= MANDATE_MAX_ATTEMPTS
    ? policyAnswer(429, MANDATE_MESSAGES.maxAttempts)
    : policyAnswer(status, message, { attempts_left: MANDATE_MAX_ATTEMPTS - count })
}

/**
 * POST /api/v1/nach/activation (form token `nachActivation`, policy access for NACH_ACTIVATION_PAGE):
 * `{method: 'enach', account_holder_name, account_number, confirm_account_number, ifsc, micr, bank_name,
 * branch_name, account_type, effective_from, effective_to, debit_day}` or `{method: 'upi', upi_id}`.
 * The request is stored (status received) before the mandate provider is called; the answer carries the address
 * where the visitor authorises the mandate, which ends at the callback /api/v1/upi/enach-redirect.
 */
export async function handleMandateActivation(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  const read = await readBoundedJson(request, MAX_BODY_BYTES)
  if (!read.ok && read.reason === 'too-large') return policyAnswer(413, 'The request is too large.')
  if (!read.ok || !isObject(read.body)) return policyAnswer(400, 'The request body must be a JSON object.')
  const body = read.body
  if (!(await verifyFormToken(request, NACH_ACTIVATION_FORM))) return formTokenRefused()
  const verified = await requirePolicyAccess(request, 'NACH_ACTIVATION_PAGE')
  if (!verified.ok) return verified.response
  const { policy, access } = verified
  if (await nachAttemptsExhausted(access.id)) return policyAnswer(429, MANDATE_MESSAGES.maxAttempts)
  if (policy.status !== 'in-force') return policyAnswer(400, MANDATE_MESSAGES.notInForce)

  try {
    const mandates = await policyService().listMandates(policy.policyNumber)
    if (mandates.some((mandate) => mandate.status === 'active'))
      return policyAnswer(409, MANDATE_MESSAGES.alreadyActive)
  } catch (error) {
    if (error instanceof PolicyServiceUnavailable) return policyUnavailable()
    throw error
  }

  const provider = mandateProvider()
  const today = todayInIndia()
  let data: TMandateFields
  let registration: Parameters<typeof provider.register>[0]
  const reference = newMandateReference()
  const effectiveFrom = today
  if (body.method === 'upi') {
    const upiId = String(body.upi_id ?? '').trim()
    if (!isUpiId(upiId))
      return policyAnswer(400, MANDATE_MESSAGES.upiInvalid, {
        errors: { upi_id: MANDATE_MESSAGES.upiInvalid },
      })
    const max = upiMaxAmount(env().APP_ENV)
    if (policy.premium > max) return policyAnswer(400, MANDATE_MESSAGES.upiOverLimit(max))
    let valid: boolean
    try {
      valid = await provider.verifyUpiId(upiId)
    } catch (error) {
      if (error instanceof MandateProviderUnavailable)
        return failed(access.id, MANDATE_MESSAGES.unavailable, 503)
      throw error
    }
    if (!valid) return failed(access.id, MANDATE_MESSAGES.upiUnverified)
    const debitDay = Math.min(28, Number((policy.nextDueDate ?? today).slice(8, 10)) || 1)
    data = { upiId, debitDay, effectiveFrom, effectiveTo: null }
    registration = {
      reference,
      policyNumber: policy.policyNumber,
      holderName: policy.holderName,
      amount: policy.premium,
      method: 'upi',
      upiId,
      debitDay,
      effectiveFrom,
      effectiveTo: null,
    }
  } else if (body.method === 'enach') {
    const parsed = parseEnach(body, today)
    if (!parsed.ok) {
      const first = Object.values(parsed.errors)[0]!
      return policyAnswer(400, first, { errors: parsed.errors })
    }
    const value = parsed.value
    data = { ...value }
    registration = {
      reference,
      policyNumber: policy.policyNumber,
      holderName: policy.holderName,
      amount: policy.premium,
      method: 'enach',
      enach: value,
      debitDay: value.debitDay,
      effectiveFrom: value.effectiveFrom,
      effectiveTo: value.effectiveTo,
    }
  } else {
    return policyAnswer(400, 'Please choose e-NACH or UPI autopay.')
  }

  // Stored first: whatever happens next, the service desk sees the request.
  const payload = await payloadClient()
  const stored = await payload.create({
    collection: 'nach-mandates',
    data: {
      policyNumber: policy.policyNumber,
      method: registration.method,
      status: 'received',
      amount: policy.premium,
      providerReference: reference,
      attempts: 0,
      ...data,
    },
    overrideAccess: true,
  })
  try {
    const registered = await provider.register(registration)
    await payload.update({
      collection: 'nach-mandates',
      id: stored.id,
      data: { status: 'pending', attempts: 1 },
      overrideAccess: true,
    })
    logger.info(
      { nach: 'registered', method: registration.method, reference, provider: provider.name },
      'NACH mandate sent to the provider',
    )
    return policyAnswer(200, MANDATE_MESSAGES.accepted, { reference, redirect_url: registered.redirectUrl })
  } catch (error) {
    if (!(error instanceof MandateProviderUnavailable)) throw error
    await payload.update({
      collection: 'nach-mandates',
      id: stored.id,
      data: { status: 'failed', attempts: 1, failureReason: `Provider unavailable (${error.reason})` },
      overrideAccess: true,
    })
    return failed(access.id, MANDATE_MESSAGES.unavailable, 503)
  }
}
