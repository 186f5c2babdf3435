import 'server-only'

import type { PayloadRequest } from 'payload'

import { maskMobile } from '@/domain/otp/protocol'
import {
  applicationStatusSms,
  isApplicationStatus,
  SMS_RECORD_CONTEXT,
  statusHistoryOf,
} from '@/domain/proposals/application'
import type { Proposal } from '@/payload-types'

import { env } from '../env'
import { logger } from '../log'
import { smsSender } from '../services/route-kit'
import { refundFirstPremium } from './refund'

/**
 * Tells the visitor a paid application's new status by SMS (its own DLT template,
 * SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS) and records in the status history whether it went. Never throws: the
 * staff's change is saved either way.
 */
export async function tellApplicationStatus(req: PayloadRequest, doc: Proposal): Promise<Proposal> {
  const status = doc.applicationStatus
  if (!isApplicationStatus(status) || !doc.applicationNumber) return doc
  let sent = false
  try {
    await smsSender().send({
      to: doc.phone,
      text: applicationStatusSms(doc.applicationNumber, status),
      variables: { otp: '', host: '', minutes: '' },
      dltTemplateId: env().SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS,
    })
    sent = true
  } catch (error) {
    logger.error(
      {
        proposals: 'status-sms-failed',
        proposal: doc.ref,
        to: maskMobile(doc.phone),
        err: error instanceof Error ? error.message : String(error),
      },
      'application status SMS failed',
    )
  }
  const history = statusHistoryOf(doc.statusHistory)
  const last = history.at(-1)
  if (!last || last.status !== status || last.sms !== 'pending') return doc
  last.sms = sent ? 'sent' : 'failed'
  try {
    return await req.payload.update({
      collection: 'proposals',
      id: doc.id,
      data: { statusHistory: history as unknown as Proposal['statusHistory'] },
      overrideAccess: true,
      depth: 0,
      req,
      context: { [SMS_RECORD_CONTEXT]: true },
    })
  } catch (error) {
    logger.error(
      {
        proposals: 'status-sms-record',
        proposal: doc.ref,
        err: error instanceof Error ? error.message : String(error),
      },
      'recording the application status SMS failed',
    )
    return doc
  }
}

/**
 * Just declined: the first premium goes back through the gateway, then the application is moved on to refunded by
 * the same staff save (its own SMS, its own line in the history). A gateway failure leaves it declined, the reason
 * on the payment; the refund is tried again when staff move it to refunded.
 */
export async function refundDeclined(req: PayloadRequest, doc: Proposal): Promise<Proposal> {
  const outcome = await refundFirstPremium(req, doc.ref)
  if (!outcome.ok) return doc
  return req.payload.update({
    collection: 'proposals',
    id: doc.id,
    data: { applicationStatus: 'refunded' },
    overrideAccess: true,
    depth: 0,
    req,
    // The request's context still carries the SMS record's flag (Payload merges each call's context into it): this
    // save is a change of status, to be checked and told like any other.
    context: { [SMS_RECORD_CONTEXT]: false },
  })
}
