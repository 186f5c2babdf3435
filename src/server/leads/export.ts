import type { Where } from 'payload'
import { z } from 'zod'

import { LEAD_CSV_COLUMNS, LEAD_PAYLOAD_FIELDS, leadCsvCells } from '@/domain/leads/csv'
import { CRM_DELIVERY_STATUSES, LEAD_OTP_STATUSES } from '@/domain/leads/statuses'
import { maskRecord } from '@/domain/privacy/mask'

import type { ICsvExport } from '../exports/csv-stream'

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use a date such as 2026-11-22')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'use a real date')
  .optional()

/** The admin list's own filter (Payload's `where`, as JSON) and search box, which an export follows (decision 86). */
const listWhere = z
  .string()
  .max(4_000, 'the filter is too long')
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text)
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Where
    } catch {
      // refused below
    }
    ctx.addIssue({ code: 'custom', message: 'the filter is not one the list makes' })
    return z.NEVER
  })
  .optional()

/**
 * The export's filters, from the query string: `from`/`to` (dates, inclusive), `otpStatus`, `crmStatus`, and the
 * list's `where` and `search`; `full=1` exports mobile numbers and e-mails unmasked; `reason` is checked by the route.
 */
export const ZLeadExportQuery = z.object({
  from: day,
  to: day,
  otpStatus: z.enum(LEAD_OTP_STATUSES).optional(),
  crmStatus: z.enum(CRM_DELIVERY_STATUSES).optional(),
  where: listWhere,
  search: z.string().trim().max(100, 'the search is too long').optional(),
  full: z.enum(['0', '1']).optional(),
  reason: z.string().optional(),
})
export type TLeadExportQuery = z.infer<typeof ZLeadExportQuery>

/** The search box of the leads list looks in these fields (the collection's listSearchableFields). */
const SEARCHED = ['fullName', 'phone', 'email'] as const

export function exportWhere(query: TLeadExportQuery): Where {
  const and: Where[] = []
  if (query.where) and.push(query.where)
  if (query.search) and.push({ or: SEARCHED.map((field) => ({ [field]: { like: query.search } })) })
  if (query.from) and.push({ createdAt: { greater_than_equal: `${query.from}T00:00:00.000Z` } })
  if (query.to)
    and.push({ createdAt: { less_than: new Date(Date.parse(query.to) + 86_400_000).toISOString() } })
  if (query.otpStatus) and.push({ otpStatus: { equals: query.otpStatus } })
  if (query.crmStatus) and.push({ crmStatus: { equals: query.crmStatus } })
  return { and }
}

/** In words, for the personal data log: what an export held. */
export function describeExport(query: TLeadExportQuery): string {
  const parts: string[] = []
  if (query.where) parts.push(`filter ${JSON.stringify(query.where)}`)
  if (query.search) parts.push(`search "${query.search}"`)
  if (query.from || query.to) parts.push(`created ${query.from ?? '…'} to ${query.to ?? '…'}`)
  if (query.otpStatus) parts.push(`OTP ${query.otpStatus}`)
  if (query.crmStatus) parts.push(`CRM ${query.crmStatus}`)
  return parts.length ? parts.join('; ') : 'every lead'
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

/**
 * The leads export (src/server/exports/csv-stream.ts): every lead the user may read, filtered by `query`; mobile
 * numbers and e-mails masked unless `full` (decision 86).
 */
export const leadsExport = (
  query: TLeadExportQuery,
  { full = false }: { full?: boolean } = {},
): ICsvExport => ({
  name: 'leads',
  collection: 'leads',
  columns: LEAD_CSV_COLUMNS,
  cells: full ? cells : (lead) => cells({ ...lead, payload: maskRecord(lead.payload) }),
  where: exportWhere(query),
  logged: { full },
})
