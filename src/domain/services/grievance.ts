import { checkMobile, checkPolicyNumber, collect, field, type TValidation } from './common'
import { formatDate } from '../format'
import services from '../i18n/en/services.json' with { type: 'json' }
import { format } from '../i18n/format'

/**
 * Grievance categories. The page reads them from the static file `public/data/grievance-categories.json` (spec 7:
 * "a static GET of a grievance-category file"); the server checks a submission against this list, and a unit test
 * keeps the two the same.
 */
export const GRIEVANCE_CATEGORIES = [
  { value: 'policy_servicing', label: 'Policy servicing (changes, documents, certificates)' },
  { value: 'premium_payment', label: 'Premium payment, NACH or auto-debit' },
  { value: 'claims', label: 'Claims (death, maturity, survival benefit)' },
  { value: 'proposal_issuance', label: 'New proposal or policy issuance' },
  { value: 'mis_selling', label: 'Mis-selling or unfair business practice' },
  { value: 'surrender_refund', label: 'Surrender, free-look cancellation or refund' },
  { value: 'unit_linked', label: 'Unit-linked funds and NAV' },
  { value: 'communication', label: 'Calls, SMS, e-mail or WhatsApp from us' },
  { value: 'other', label: 'Something else' },
] as const
export type TGrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number]['value']

export const GRIEVANCE_CATEGORIES_PATH = '/assets/grievance-categories.json'

export const GRIEVANCE_STATUSES = [
  { value: 'registered', label: 'Registered and acknowledged' },
  { value: 'under_review', label: 'Under review' },
  { value: 'awaiting_customer', label: 'Waiting for information from you' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const
export type TGrievanceStatus = (typeof GRIEVANCE_STATUSES)[number]['value']

export const grievanceStatusLabel = (status: string): string =>
  GRIEVANCE_STATUSES.find((item) => item.value === status)?.label ?? 'Registered and acknowledged'

/** IRDAI's turnaround: acknowledged at once, resolved within 14 days. */
export const GRIEVANCE_RESOLUTION_DAYS = 14

export const DESCRIPTION_MIN = 20
export const DESCRIPTION_MAX = 2000

export const GRIEVANCE_TEXTS = {
  ...services.grievance,
  descriptionMin: format(services.grievance.descriptionMin, { min: DESCRIPTION_MIN }),
  descriptionMax: format(services.grievance.descriptionMax, { max: DESCRIPTION_MAX }),
  turnaround: format(services.grievance.turnaround, { days: GRIEVANCE_RESOLUTION_DAYS }),
}

export interface IGrievanceForm {
  category: TGrievanceCategory
  policy_number: string
  description: string
  mobile_number: string
}

export type TGrievanceField = keyof IGrievanceForm

export function checkDescription(value: string): string | null {
  const text = value.trim()
  if (!text) return GRIEVANCE_TEXTS.descriptionRequired
  if (text.length < DESCRIPTION_MIN) return GRIEVANCE_TEXTS.descriptionMin
  if (text.length > DESCRIPTION_MAX) return GRIEVANCE_TEXTS.descriptionMax
  return null
}

export const checkCategory = (value: string): string | null =>
  GRIEVANCE_CATEGORIES.some((item) => item.value === value) ? null : GRIEVANCE_TEXTS.categoryRequired

export function validateGrievance(input: unknown): TValidation<IGrievanceForm, TGrievanceField> {
  const value = {
    category: field(input, 'category') as TGrievanceCategory,
    policy_number: field(input, 'policy_number').toUpperCase(),
    description: field(input, 'description'),
    mobile_number: field(input, 'mobile_number'),
  }
  return collect<IGrievanceForm, TGrievanceField>(
    {
      category: checkCategory(value.category),
      policy_number: checkPolicyNumber(value.policy_number, false),
      description: checkDescription(value.description),
      mobile_number: checkMobile(value.mobile_number),
    },
    value,
  )
}

const REFERENCE = /^GRV\d{10}[A-Z0-9]{2}$/

/**
 * A grievance reference: `GRV`, the date (yymmdd), a 4-digit daily sequence and 2 random characters, so a
 * reference cannot be guessed from the one before it. The lookup also needs the mobile number.
 */
export function grievanceReference(date: Date, sequence: number, random: string): string {
  const day = date.toISOString().slice(2, 10).replace(/-/g, '')
  return `GRV${day}${String(sequence % 10_000).padStart(4, '0')}${random.slice(0, 2).toUpperCase()}`
}

export const isGrievanceReference = (value: string): boolean => REFERENCE.test(value)

/** The day a grievance registered at `from` is due, `YYYY-MM-DD` in India's time. */
export function grievanceDueDate(from: Date): string {
  const due = new Date(from.getTime() + GRIEVANCE_RESOLUTION_DAYS * 86_400_000 + 330 * 60_000)
  return due.toISOString().slice(0, 10)
}

/** `2026-12-06` → `6 Dec 2026`, as the site writes every date. */
export const longDate = (isoDay: string): string => formatDate(isoDay.slice(0, 10)) ?? isoDay

export interface IGrievanceLookup {
  reference: string
  mobile_number: string
}

export function validateGrievanceLookup(
  input: unknown,
): TValidation<IGrievanceLookup, keyof IGrievanceLookup> {
  const value = {
    reference: field(input, 'reference').toUpperCase(),
    mobile_number: field(input, 'mobile_number'),
  }
  return collect<IGrievanceLookup, keyof IGrievanceLookup>(
    {
      reference: isGrievanceReference(value.reference) ? null : GRIEVANCE_TEXTS.referenceInvalid,
      mobile_number: checkMobile(value.mobile_number),
    },
    value,
  )
}
