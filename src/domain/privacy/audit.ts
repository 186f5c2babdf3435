/**
 * Personal data with an audit trail (decision 86): what is logged when someone sees or takes personal data whole,
 * and what they must say first. Pure rules; the server writes the log (src/server/privacy/audit.ts).
 */

export const PERSONAL_DATA_ACTIONS = ['reveal', 'export', 'export_full'] as const
export type TPersonalDataAction = (typeof PERSONAL_DATA_ACTIONS)[number]

export const REASON_MIN = 10
export const REASON_MAX = 300

export const AUDIT_MESSAGES = {
  reasonMissing: `Say why you need this (at least ${REASON_MIN} characters): it is kept in the personal data log.`,
  reasonTooLong: `Keep the reason under ${REASON_MAX} characters.`,
  mayNotReveal: 'Your role cannot see this record’s personal data whole.',
  mayNotExportFull: 'Only administrators can export mobile numbers and e-mails unmasked.',
} as const

/** The reason given, trimmed, or the message it is refused with. */
export function checkReason(value: unknown): { reason: string } | { refused: string } {
  const reason = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
  if (reason.length < REASON_MIN) return { refused: AUDIT_MESSAGES.reasonMissing }
  if (reason.length > REASON_MAX) return { refused: AUDIT_MESSAGES.reasonTooLong }
  return { reason }
}
