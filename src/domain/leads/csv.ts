/**
 * The leads export (CSV, RFC 4180) that sales open in a spreadsheet. A cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a visitor's name such as
 * `=HYPERLINK(…)` stays text (CSV injection).
 */

/** Spec 3: the lead payload's fields, in the spec's order: the export's columns after the lead's own. */
export const LEAD_PAYLOAD_FIELDS = [
  'FirstName',
  'LastName',
  'MiddleName',
  'EmailID',
  'phone_number',
  'CustomerName',
  'preferred_language',
  'IsAgreed',
  'Source',
  'SourcePage',
  'Process',
  'Campaign',
  'CampaignID',
  'Channel',
  'CampaignType',
  'planName',
  'PlanID',
  'ProductType',
  'insureFor',
  'ApplicationCurrentlyON',
  'ApplicationID',
  'ApplicationStatus',
  'ApplicationLiveStatus',
  'ApplicationLiveStatusReason',
  'PaymentStatus',
  'last_otp_verified_status',
  'Tenure',
  'UserType',
  'Proposer_LARelation',
  'proposer_relation',
  'keyword',
  'Comments',
  'utm_campaign',
  'utm_content',
  'utm_medium',
  'utm_source',
  'utm_term',
  'utm_params',
] as const

/** The lead's own columns, before the payload's. */
export const LEAD_RECORD_COLUMNS = [
  'lead_id',
  'created_at',
  'status',
  'otp_status',
  'verified_at',
  'crm_status',
  'crm_attempts',
  'crm_delivered_at',
  'crm_last_error',
  'consent_given',
  'consent_notice_version',
  'consent_at',
  'page_url',
] as const

export const LEAD_CSV_COLUMNS = [...LEAD_RECORD_COLUMNS, ...LEAD_PAYLOAD_FIELDS] as const
export type TLeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number]

const FORMULA_START = /^[=+\-@\t\r]/

const text = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (Array.isArray(value)) {
    // utm_params: key=value pairs, one cell.
    return value
      .map((item) =>
        item && typeof item === 'object' && 'key' in item
          ? `${String((item as { key: unknown }).key)}=${String((item as { value?: unknown }).value ?? '')}`
          : String(item),
      )
      .join('; ')
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** One cell: formula-safe, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  let cell = text(value)
  if (FORMULA_START.test(cell)) cell = `'${cell}`
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** One lead's cells, in LEAD_CSV_COLUMNS order. */
export const leadCsvCells = (record: Partial<Record<TLeadCsvColumn, unknown>>): unknown[] =>
  LEAD_CSV_COLUMNS.map((column) => record[column])

/** One lead as a row, in LEAD_CSV_COLUMNS order. */
export const leadCsvRow = (record: Partial<Record<TLeadCsvColumn, unknown>>): string =>
  csvRow(leadCsvCells(record))
