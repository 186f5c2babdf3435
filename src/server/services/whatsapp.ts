import 'server-only'

import type { Payload } from 'payload'

import {
  type IWhatsappRequest,
  type TWhatsappAction,
  type TWhatsappOutcome,
  WHATSAPP_CONSENT_TEXT,
  whatsappOutcome,
} from '@/domain/services/whatsapp'

import { logger } from '../log'

/** The number's latest recorded choice, or null when it never opted in or out. */
export async function latestWhatsappChoice(payload: Payload, phone: string): Promise<TWhatsappAction | null> {
  const { docs } = await payload.find({
    collection: 'whatsapp-optins',
    where: { phone: { equals: phone } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  return (docs[0]?.action as TWhatsappAction | undefined) ?? null
}

/**
 * Records a verified opt-in or opt-out and answers what it did. Every request is a row (the history with its
 * consent time); a repeated opt-in is recorded as `already_opted_in` and changes nothing.
 */
export async function recordWhatsappChoice(
  payload: Payload,
  request: IWhatsappRequest,
  origin: { ipHash: string; pageUrl: string | null },
): Promise<TWhatsappOutcome> {
  const outcome = whatsappOutcome(request.action, await latestWhatsappChoice(payload, request.mobile_number))
  const effective: TWhatsappAction =
    outcome === 'already_opted_in' ? 'opt_in' : outcome === 'not_opted_in' ? 'opt_out' : request.action
  const created = await payload.create({
    collection: 'whatsapp-optins',
    data: {
      phone: request.mobile_number,
      policyNumber: request.policy_number || null,
      action: effective,
      outcome,
      consentAt: new Date().toISOString(),
      consentText: request.action === 'opt_in' ? WHATSAPP_CONSENT_TEXT : null,
      ipHash: origin.ipHash,
      pageUrl: origin.pageUrl,
    },
  })
  logger.info({ whatsapp: created.id, outcome }, 'WhatsApp choice stored')
  return outcome
}
