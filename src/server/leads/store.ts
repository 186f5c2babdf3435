import { createHmac, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { LEAD_CONSENT_NOTICE_VERSION } from '@/domain/leads/statuses'

import { rows, sql } from '../db/raw'
import { logger } from '../log'

/** A lead as the send step knows it: validated, its spec 3 payload built. */
export interface INewLead {
  sessionId: string
  phone: string
  purpose: string
  fullName: string
  email: string
  preferredLanguage: string
  consentGiven: boolean
  payload: Record<string, unknown>
  pageUrl: string | null
  ip: string
  userAgent: string | null
  referer: string | null
}

const cut = (value: string | null, length: number) => (value ? value.slice(0, length) : null)

/** The visitor's address is kept only as a keyed hash: the same address matches, the address itself is not stored. */
export const hashIp = (ip: string, secret: string) =>
  createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22)

const findBySession = async (payload: Payload, sessionId: string) =>
  (
    await payload.find({
      collection: 'leads',
      where: { otpSessionId: { equals: sessionId } },
      limit: 1,
      depth: 0,
      // One row by a unique key: no count of the matches.
      pagination: false,
    })
  ).docs[0]

/**
 * Stores the lead before any SMS goes out, unverified and held back from the CRM. One lead per OTP session: a
 * repeated send for the same session keeps the first. Answers the lead's id.
 */
export async function recordLead(payload: Payload, lead: INewLead, secret: string): Promise<number | string> {
  const existing = await findBySession(payload, lead.sessionId)
  if (existing) return existing.id
  const now = new Date().toISOString()
  try {
    const created = await payload.create({
      collection: 'leads',
      data: {
        fullName: lead.fullName.slice(0, 64),
        phone: lead.phone,
        email: lead.email.slice(0, 254),
        preferredLanguage: lead.preferredLanguage as 'Tamil' | 'English' | 'Hindi' | 'Telugu',
        payload: lead.payload,
        status: 'PREOFFERED',
        otpStatus: 'not_verified',
        sourcePage: lead.purpose,
        consentGiven: lead.consentGiven,
        consentNoticeVersion: LEAD_CONSENT_NOTICE_VERSION,
        consentAt: now,
        pageUrl: cut(lead.pageUrl, 500),
        referer: cut(lead.referer, 500),
        userAgent: cut(lead.userAgent, 300),
        ipHash: hashIp(lead.ip, secret),
        otpSessionId: lead.sessionId,
        crmStatus: 'held',
        crmAttempts: 0,
        crmIdempotencyKey: `lead-${randomUUID()}`,
      },
    })
    logger.info({ lead: created.id, purpose: lead.purpose }, 'lead stored')
    return created.id
  } catch (error) {
    // The same session raced itself (two sends at once): the unique session id kept one lead.
    const raced = await findBySession(payload, lead.sessionId)
    if (raced) return raced.id
    throw error
  }
}

/**
 * Marks the session's lead verified and queues it for the CRM, in one conditional UPDATE: the lead is either still
 * unverified and held, or verified, with its verified payload, and due for the CRM; no crash leaves it verified but
 * never sent. The first call wins; a repeated verification changes nothing and queues nothing. `verifiedPayload`
 * turns the stored payload into the verified one, before anything is written. Answers whether this call queued it.
 */
export async function markLeadVerified(
  payload: Payload,
  sessionId: string,
  verifiedPayload: (stored: Record<string, unknown>) => Record<string, unknown>,
): Promise<boolean> {
  const lead = await findBySession(payload, sessionId)
  if (!lead || lead.otpStatus !== 'not_verified') return false
  const body = JSON.stringify(verifiedPayload((lead.payload ?? {}) as Record<string, unknown>))
  const now = new Date().toISOString()
  const won = await rows(
    payload,
    sql`UPDATE "leads" SET "otp_status" = 'verified', "verified_at" = ${now}, "payload" = ${body},
        "status" = 'ACTIVE-HOT', "crm_status" = 'pending', "crm_next_attempt_at" = ${now}, "updated_at" = ${now}
      WHERE "id" = ${lead.id} AND "otp_status" = 'not_verified'
      RETURNING "id"`,
  )
  if (won.length === 0) return false
  logger.info({ lead: lead.id }, 'lead verified; queued for the CRM')
  return true
}
