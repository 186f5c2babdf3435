import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import {
  APPLICATION_TEXTS,
  checkApplicationMove,
  isApplicationStatus,
  SMS_RECORD_CONTEXT,
  statusHistoryOf,
} from '@/domain/proposals/application'

const refuse = (message: string) =>
  new ValidationError({ collection: 'proposals', errors: [{ path: 'applicationStatus', message }] })

/**
 * A change of a paid application's status by staff: only an allowed move (refused with the reason beside the field
 * otherwise), stamped with its time and added to the status history with its SMS still to send.
 */
export const checkStatusMove: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context[SMS_RECORD_CONTEXT]) return data
  const to = data.applicationStatus as unknown
  const from = originalDoc?.applicationStatus as unknown
  if (to === undefined || to === from) return data
  if (originalDoc?.status !== 'paid' || !originalDoc.applicationNumber || !isApplicationStatus(from))
    throw refuse(APPLICATION_TEXTS.notPaid)
  if (!isApplicationStatus(to)) throw refuse(APPLICATION_TEXTS.notPaid)
  const refused = checkApplicationMove(from, to)
  if (refused) throw refuse(refused)
  if (to === 'refunded') {
    // Refunded means the money went back: the gateway's refund first (once, src/server/proposals/refund.ts); when it
    // fails the move is refused with the reason and the application stays declined, for staff to try again.
    const { refundFirstPremium } = await import('@/server/proposals/refund')
    const outcome = await refundFirstPremium(req, String(originalDoc.ref))
    if (!outcome.ok) throw refuse(outcome.message)
  }
  const at = new Date().toISOString()
  const by = (req.user as { id?: number | string } | null)?.id ?? null
  return {
    ...data,
    applicationStatusAt: at,
    statusHistory: [...statusHistoryOf(originalDoc.statusHistory), { status: to, at, by, sms: 'pending' }],
  }
}

/**
 * After a change of status is saved: the visitor is told by SMS, once (this save made the change), and the outcome
 * is kept in the history. A failed SMS is recorded and logged; the staff's change stands. A declined application's
 * first premium is then refunded through the gateway and the application moved on to refunded (told by SMS too);
 * when the gateway fails, it stays declined with the failure on its payment, and staff move it to refunded to try
 * again.
 */
export const tellStatusChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context[SMS_RECORD_CONTEXT]) return doc
  if (!isApplicationStatus(doc.applicationStatus) || doc.applicationStatus === previousDoc?.applicationStatus)
    return doc
  // Loaded when needed: the SMS gateway is the server's, not the CMS configuration's.
  const { refundDeclined, tellApplicationStatus } = await import('@/server/proposals/status')
  const told = await tellApplicationStatus(req, doc)
  return doc.applicationStatus === 'declined' ? refundDeclined(req, told) : told
}
