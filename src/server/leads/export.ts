import type { Where } from 'payload'
import { z } from 'zod'

import { LEAD_CSV_COLUMNS, LEAD_PAYLOAD_FIELDS, leadCsvCells } from '@/domain/leads/csv'
import { CRM_DELIVERY_STATUSES, LEAD_OTP_STATUSES } from '@/domain/leads/statuses'

import type { ICsvExport } from '../exports/csv-stream'

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

const cells = (lead: Record<string, unknown>) => {
  const payload = (lead.payload && typeof lead.payload === 'object' ? lead.payload : {}) as Record<
    string,
    unknown
  >
  return leadCsvCells({
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

/** The leads export (src/server/exports/csv-stream.ts): every lead the user may read, filtered by `query`. */
export const leadsExport = (query: TLeadExportQuery): ICsvExport => ({
  name: 'leads',
  collection: 'leads',
  columns: LEAD_CSV_COLUMNS,
  cells,
  where: where(query),
  logged: { query },
})
