import 'server-only'

import { randomBytes } from 'node:crypto'

import type { TFormType } from '@/domain/forms/form-token'
import { maskMobile } from '@/domain/otp/protocol'
import { POLICY_MESSAGES } from '@/domain/policy'

import { payloadClient } from '../content/payload'
import { rows, sql } from '../db/raw'
import { env } from '../env'
import { unsupportedVersion } from '../http'
import { isObject, readBoundedJson } from '../http/body'
import { logger } from '../log'
import { formTokenRefused, verifyFormToken } from '../otp'
import {
  clearPolicyAccessCookie,
  policyAnswer,
  policyService,
  policyUnavailable,
  PolicyServiceUnavailable,
  requirePolicyAccess,
} from '../policies'
import { mandateProvider } from './index'

export const NACH_DEACTIVATION_FORM = 'nachDeactivation' satisfies TFormType
export const DEACTIVATION_ACCEPTED = 'NACH Mandate De-Activation request accepted successfully.'

/** GET /api/v1/nach/mandates: the verified policy's active mandates (policy access for NACH_DEACTIVATION_PAGE). */
export async function handleMandateList(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  const verified = await requirePolicyAccess(request, 'NACH_DEACTIVATION_PAGE')
  if (!verified.ok) return verified.response
  try {
    const mandates = await policyService().listMandates(verified.policy.policyNumber)
    return policyAnswer(
      200,
      'OK',
      mandates.filter((mandate) => mandate.status === 'active'),
    )
  } catch (error) {
    if (error instanceof PolicyServiceUnavailable) return policyUnavailable()
    throw error
  }
}

/**
 * POST /api/v1/nach/deactivation `{umrn}` (form token `nachDeactivation`, policy access for
 * NACH_DEACTIVATION_PAGE): the request is stored, the mandate marked cancel-requested, the provider told.
 * A UMRN that is not an active mandate of the verified policy answers 400 'Enter valid policy details'.
 */
export async function handleMandateDeactivation(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  // A UMRN and nothing else: 2 KB is plenty.
  const read = await readBoundedJson(request, 2048)
  if (!read.ok && read.reason === 'too-large') return policyAnswer(413, 'The request is too large.')
  if (!read.ok || !isObject(read.body)) return policyAnswer(400, 'The request body must be JSON.')
  const umrn = typeof read.body.umrn === 'string' ? read.body.umrn.trim() : ''
  if (!(await verifyFormToken(request, NACH_DEACTIVATION_FORM))) return formTokenRefused()
  const verified = await requirePolicyAccess(request, 'NACH_DEACTIVATION_PAGE')
  if (!verified.ok) return verified.response
  const { policy } = verified
  let mandates
  try {
    mandates = await policyService().listMandates(policy.policyNumber)
  } catch (error) {
    if (error instanceof PolicyServiceUnavailable) return policyUnavailable()
    throw error
  }
  const target = mandates.find((mandate) => mandate.status === 'active' && mandate.umrn === umrn)
  if (!umrn || !target) return policyAnswer(400, POLICY_MESSAGES.invalid)

  const payload = await payloadClient()
  const local = await payload.find({
    collection: 'nach-mandates',
    where: { and: [{ umrn: { equals: umrn } }, { policyNumber: { equals: policy.policyNumber } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const reference = `NDR${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`
  // Stored first; then the mandate is marked, once (a double submit finds it no longer active).
  await payload.create({
    collection: 'nach-deactivation-requests',
    data: {
      reference,
      policyNumber: policy.policyNumber,
      umrn,
      ...(local.docs[0] ? { mandate: local.docs[0].id } : {}),
      status: 'accepted',
      maskedMobile: maskMobile(policy.mobile),
    },
    overrideAccess: true,
  })
  if (local.docs[0]) {
    const now = new Date().toISOString()
    await rows(
      payload,
      sql`UPDATE "nach_mandates" SET "status" = 'cancel-requested', "updated_at" = ${now}
        WHERE "id" = ${local.docs[0].id} AND "status" = 'active' RETURNING "id"`,
    )
  }
  try {
    await mandateProvider().cancel({ umrn, reference: target.providerReference ?? umrn })
  } catch (error) {
    // The stored request is what the service desk acts on; the provider is told again from there.
    logger.error(
      { nach: 'cancel-failed', reference, err: error instanceof Error ? error.message : String(error) },
      'Mandate provider did not take the cancellation',
    )
  }
  logger.info({ nach: 'deactivation', reference }, 'NACH de-activation request accepted')
  const secure = new URL(env().SITE_URL).protocol === 'https:'
  return policyAnswer(
    200,
    DEACTIVATION_ACCEPTED,
    { reference },
    {
      'Set-Cookie': clearPolicyAccessCookie('NACH_DEACTIVATION_PAGE', secure),
    },
  )
}
