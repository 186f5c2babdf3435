/**
 * An application's status after its first premium is paid (buy online, tracking): the statuses, the moves staff may
 * make between them, the plain-language line the tracking page shows for each and the SMS that tells the visitor.
 * Framework-free: the admin's hook refuses a move with these rules, and the tracking page words the answer.
 */
import { format } from '../i18n/format'
import services from '../i18n/en/services.json' with { type: 'json' }

export const APPLICATION_TEXTS = services.applicationStatus

/** The page where a visitor tracks an application, and the OTP purpose that proves the mobile there. */
export const TRACK_PATH = '/track-application'
export const TRACK_PURPOSE = 'TRACK_APPLICATION_PAGE'

export const APPLICATION_STATUSES = [
  'submitted',
  'documents-needed',
  'medical-test',
  'under-review',
  'issued',
  'declined',
  'refunded',
] as const
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const isApplicationStatus = (value: unknown): value is TApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value)

export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  submitted: APPLICATION_TEXTS.submitted,
  'documents-needed': APPLICATION_TEXTS.documentsNeeded,
  'medical-test': APPLICATION_TEXTS.medicalTest,
  'under-review': APPLICATION_TEXTS.underReview,
  issued: APPLICATION_TEXTS.issued,
  declined: APPLICATION_TEXTS.declined,
  refunded: APPLICATION_TEXTS.refunded,
}

/** What the tracking page says under each status, in plain words. */
export const APPLICATION_STATUS_LINES: Record<TApplicationStatus, string> = {
  submitted: APPLICATION_TEXTS.lineSubmitted,
  'documents-needed': APPLICATION_TEXTS.lineDocumentsNeeded,
  'medical-test': APPLICATION_TEXTS.lineMedicalTest,
  'under-review': APPLICATION_TEXTS.lineUnderReview,
  issued: APPLICATION_TEXTS.lineIssued,
  declined: APPLICATION_TEXTS.lineDeclined,
  refunded: APPLICATION_TEXTS.lineRefunded,
}

const WORKING = ['documents-needed', 'medical-test', 'under-review'] as const

/**
 * The moves staff may make. While the underwriters work, an application goes between needing documents, a medical
 * test and review in any order, and can be decided from any of them; issued is final; a declined one is refunded,
 * and refunded is final. Nothing goes back to submitted.
 */
export const APPLICATION_MOVES: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  submitted: [...WORKING, 'issued', 'declined'],
  'documents-needed': ['medical-test', 'under-review', 'issued', 'declined'],
  'medical-test': ['documents-needed', 'under-review', 'issued', 'declined'],
  'under-review': ['documents-needed', 'medical-test', 'issued', 'declined'],
  issued: [],
  declined: ['refunded'],
  refunded: [],
}

/** Null when staff may move an application from one status to the other, else the message the admin shows. */
export function checkApplicationMove(from: TApplicationStatus, to: TApplicationStatus): string | null {
  if (from === to || APPLICATION_MOVES[from].includes(to)) return null
  const label = APPLICATION_STATUS_LABELS
  if (!APPLICATION_MOVES[from].length) return format(APPLICATION_TEXTS.finalStatus, { from: label[from] })
  return format(APPLICATION_TEXTS.moveRefused, {
    from: label[from],
    to: label[to],
    allowed: APPLICATION_MOVES[from].map((status) => `"${label[status]}"`).join(', '),
  })
}

/** The SMS that tells the visitor of a new status (one DLT template, the number and the status its variables). */
export const applicationStatusSms = (number: string, status: TApplicationStatus) =>
  format(APPLICATION_TEXTS.sms, { number, status: APPLICATION_STATUS_LABELS[status] })

/** An application number as the SMS gives it: `SLA-<year>-<7 digits>` (typed in any case, spaces trimmed). */
export const normaliseApplicationNumber = (value: unknown) =>
  typeof value === 'string' ? value.trim().toUpperCase().slice(0, 20) : ''
export const isApplicationNumber = (value: string) => /^SLA-\d{4}-\d{7}$/.test(value)

/** Set on the site's own write of a status SMS's outcome, so that write is not taken for another change of status. */
export const SMS_RECORD_CONTEXT = 'applicationStatusSms'

/** One change of status, as the proposal keeps it: when, and whether its SMS went. */
export interface IStatusChange {
  status: TApplicationStatus
  at: string
  sms: 'pending' | 'sent' | 'failed'
}

export const statusHistoryOf = (value: unknown): IStatusChange[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is IStatusChange =>
          Boolean(item) && typeof item === 'object' && isApplicationStatus((item as IStatusChange).status),
      )
    : []
