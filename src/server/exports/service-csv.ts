import 'server-only'

import type { Payload } from 'payload'

import { type TRole, hasRole } from '@/cms/access'
import { csvRow } from '@/domain/leads/csv'
import { maskAccountNumber } from '@/domain/policy'
import { FULL_PERSONAL_DATA } from '@/domain/privacy/mask'

import { logger } from '../log'

type TExportable =
  | 'grievances'
  | 'advisor-requests'
  | 'whatsapp-optins'
  | 'unclaimed-amounts'
  | 'ekyc-revocations'
  | 'payments'
  | 'nach-mandates'
  | 'nach-deactivation-requests'
  | 'policies'
  | 'dgh-submissions'

interface IExport {
  roles: TRole[]
  columns: string[]
  /** Columns written through a function (personal data masked, say) instead of as stored. */
  format?: Record<string, (value: unknown) => unknown>
}

/**
 * The service collections the admin's "Export CSV" link can download: who may, and which columns. Bank account
 * numbers leave only masked (the last 4 digits); the policy list leaves out the date of birth, PAN and mobile, the
 * details a visitor proves ownership with.
 */
export const SERVICE_EXPORTS: Record<TExportable, IExport> = {
  grievances: {
    roles: ['admin', 'grievance_desk'],
    columns: [
      'id',
      'reference',
      'createdAt',
      'category',
      'policyNumber',
      'phone',
      'description',
      'status',
      'dueBy',
      'resolvedAt',
      'reply',
      'acknowledgement',
      'attachment',
    ],
  },
  'advisor-requests': {
    roles: ['admin', 'service_desk'],
    columns: ['id', 'createdAt', 'fullName', 'phone', 'city', 'pincode', 'preferredTime', 'status', 'note'],
  },
  'whatsapp-optins': {
    roles: ['admin', 'service_desk'],
    columns: ['id', 'createdAt', 'phone', 'policyNumber', 'action', 'outcome', 'consentAt', 'consentText'],
  },
  'unclaimed-amounts': {
    roles: ['admin', 'service_desk'],
    columns: [
      'id',
      'policyNumber',
      'holderName',
      'dateOfBirth',
      'pan',
      'reason',
      'amount',
      'unclaimedSince',
      'paid',
    ],
  },
  'ekyc-revocations': {
    roles: ['admin', 'service_desk'],
    columns: ['id', 'reference', 'createdAt', 'policyNumber', 'reason', 'status'],
  },
  payments: {
    roles: ['admin', 'service_desk'],
    columns: [
      'id',
      'reference',
      'createdAt',
      'policyNumber',
      'amountPaise',
      'dueDates',
      'status',
      'gateway',
      'gatewayOrderId',
      'gatewayPaymentId',
      'paidAt',
      'attempts',
      'failureReason',
      'maskedMobile',
      // Last, so the columns staff's sheets already read keep their places.
      'gstPaise',
    ],
  },
  'nach-mandates': {
    roles: ['admin', 'service_desk'],
    columns: [
      'id',
      'createdAt',
      'policyNumber',
      'method',
      'status',
      'umrn',
      'accountHolderName',
      'accountNumber',
      'accountType',
      'bankName',
      'branchName',
      'ifsc',
      'micr',
      'upiId',
      'amount',
      'effectiveFrom',
      'effectiveTo',
      'debitDay',
      'providerReference',
      'attempts',
      'failureReason',
      'completedAt',
    ],
    format: {
      accountNumber: (value) => (typeof value === 'string' && value ? maskAccountNumber(value) : value),
    },
  },
  'nach-deactivation-requests': {
    roles: ['admin', 'service_desk'],
    columns: ['id', 'reference', 'createdAt', 'policyNumber', 'umrn', 'mandate', 'status', 'maskedMobile'],
  },
  policies: {
    roles: ['admin', 'service_desk'],
    columns: [
      'id',
      'policyNumber',
      'applicationNumber',
      'holderName',
      'productName',
      'productKind',
      'status',
      'sumAssured',
      'premium',
      'frequency',
      'commencementDate',
      'nextDueDate',
    ],
  },
  'dgh-submissions': {
    roles: ['admin', 'service_desk'],
    columns: [
      'id',
      'reference',
      'createdAt',
      'policyNumber',
      'holderName',
      'disclosures',
      'answers',
      'heightCm',
      'weightKg',
      'status',
      'acknowledgement',
      'report',
      'deskNote',
    ],
    format: { answers: answerSummary },
  },
}

export const isExportable = (slug: string): slug is TExportable => Object.hasOwn(SERVICE_EXPORTS, slug)

export const mayExport = (slug: TExportable, user: { roles?: TRole[] | null }) =>
  hasRole(user, ...SERVICE_EXPORTS[slug].roles)

/** The health answers in one cell: 'hospitalised: no; treatment: yes (details)'. */
function answerSummary(value: unknown): string {
  if (!Array.isArray(value)) return ''
  return value
    .map((item: { question?: string; answer?: string; details?: string }) =>
      item.details
        ? `${item.question}: ${item.answer} (${item.details})`
        : `${item.question}: ${item.answer}`,
    )
    .join('; ')
}

const PAGE = 500
const same = (value: unknown) => value

/** Every row the user may read, newest first, as a CSV stream (a byte-order mark first, for spreadsheets). */
export function serviceCsvStream(payload: Payload, slug: TExportable, user: { id: number | string }) {
  const { columns, format = {} } = SERVICE_EXPORTS[slug]
  const encoder = new TextEncoder()
  let page = 1
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(columns)}`))
    },
    async pull(controller) {
      try {
        const result = await payload.find({
          collection: slug,
          sort: '-createdAt',
          limit: PAGE,
          page,
          depth: 0,
          user,
          overrideAccess: false,
          context: { [FULL_PERSONAL_DATA]: true },
        })
        for (const doc of result.docs as unknown as Record<string, unknown>[]) {
          controller.enqueue(
            encoder.encode(csvRow(columns.map((column) => (format[column] ?? same)(doc[column])))),
          )
        }
        if (!result.hasNextPage) {
          logger.info({ export: slug, user: user.id, rows: result.totalDocs }, 'service CSV exported')
          controller.close()
        }
        page += 1
      } catch (error) {
        logger.error(
          { export: slug, err: error instanceof Error ? error.message : String(error) },
          'export failed',
        )
        controller.error(error)
      }
    },
  })
}
