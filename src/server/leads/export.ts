import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { LEAD_CSV_COLUMNS, LEAD_PAYLOAD_FIELDS, csvRow, leadCsvRow } from '@/domain/leads/csv'
import { CRM_DELIVERY_STATUSES, LEAD_OTP_STATUSES } from '@/domain/leads/consent'
import { FULL_PERSONAL_DATA } from '@/domain/privacy/mask'

import { logger } from '../log'

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use a date such as 2026-11-22')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'use a real date')
  .optional()

/** The export's filters, from the query string: `from`/`to` (dates, inclusive), `otpStatus`, `crmStatus`. */
export const ZLeadExportQuery = z.object({
  from: day,
  to: day,
  otpStatus: z.enum(LEAD_OTP_STATUSES).optional(),
  crmStatus: z.enum(CRM_DELIVERY_STATUSES).optional(),
})
export type TLeadExportQuery = z.infer<typeof ZLeadExportQuery>

function where(query: TLeadExportQuery): Where {
  const and: Where[] = []
  if (query.from) and.push({ createdAt: { greater_than_equal: `${query.from}T00:00:00.000Z` } })
  if (query.to)
    and.push({ createdAt: { less_than: new Date(Date.parse(query.to) + 86_400_000).toISOString() } })
  if (query.otpStatus) and.push({ otpStatus: { equals: query.otpStatus } })
  if (query.crmStatus) and.push({ crmStatus: { equals: query.crmStatus } })
  return { and }
}

type TLeadDoc = Record<string, unknown> & { payload?: unknown }

const row = (lead: TLeadDoc) => {
  const payload = (lead.payload && typeof lead.payload === 'object' ? lead.payload : {}) as Record<
    string,
    unknown
  >
  return leadCsvRow({
    lead_id: lead.id,
    created_at: lead.createdAt,
    status: lead.status,
    otp_status: lead.otpStatus,
    verified_at: lead.verifiedAt,
    crm_status: lead.crmStatus,
    crm_attempts: lead.crmAttempts,
    crm_delivered_at: lead.crmDeliveredAt,
    crm_last_error: lead.crmLastError,
    consent_given: lead.consentGiven,
    consent_notice_version: lead.consentNoticeVersion,
    consent_at: lead.consentAt,
    page_url: lead.pageUrl,
    ...Object.fromEntries(LEAD_PAYLOAD_FIELDS.map((field) => [field, payload[field]])),
  })
}

const PAGE = 500

/**
 * The leads a user may read, newest first, as a CSV stream (a byte-order mark first, so spreadsheets read the
 * UTF-8 names right). Read page by page with the user's own access rules, so it holds any number of leads.
 */
export function leadsCsvStream(payload: Payload, user: { id: number | string }, query: TLeadExportQuery) {
  const encoder = new TextEncoder()
  let page = 1
  let rows = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(LEAD_CSV_COLUMNS)}`))
    },
    async pull(controller) {
      try {
        const result = await payload.find({
          collection: 'leads',
          where: where(query),
          sort: '-createdAt',
          limit: PAGE,
          page,
          depth: 0,
          user,
          overrideAccess: false,
          context: { [FULL_PERSONAL_DATA]: true },
        })
        controller.enqueue(encoder.encode(result.docs.map((doc) => row(doc as unknown as TLeadDoc)).join('')))
        rows += result.docs.length
        if (!result.hasNextPage) {
          logger.info({ user: user.id, rows, query }, 'leads exported')
          controller.close()
        }
        page++
      } catch (error) {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'leads export failed')
        controller.error(error)
      }
    },
  })
}
