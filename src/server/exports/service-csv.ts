import 'server-only'

import type { TRole } from '@/domain/staff/roles'
import { maskAccountNumber } from '@/domain/policy'

import type { ICsvExport } from './csv-stream'

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

const same = (value: unknown) => value

/** The export of a service collection (src/server/exports/csv-stream.ts): every row the user may read. */
export function serviceExport(slug: TExportable): ICsvExport {
  const { columns, format = {} } = SERVICE_EXPORTS[slug]
  return {
    name: slug,
    collection: slug,
    columns,
    cells: (doc) => columns.map((column) => (format[column] ?? same)(doc[column])),
  }
}
