import type { TAccountType } from '../policy/types'
import { formatRupees } from '../format'
import services from '../i18n/en/services.json' with { type: 'json' }
import { format } from '../i18n/format'

/**
 * NACH (e-NACH) and UPI autopay mandate rules of `services/nach-mandate-activation` (spec 3 NACH detail fields,
 * spec 5 and 8 messages, spec 9 UPI limit). Shared by the form and the server, which checks everything again.
 */
export const MANDATE_MESSAGES = {
  ...services.mandates,
  upiOverLimit: (max: number) => format(services.mandates.upiOverLimit, { max: formatRupees(max) }),
}

/** Spec 9: UPI autopay up to ₹5,000 a debit (₹4,500 in development). */
export const UPI_MAX_AMOUNT = 5000
export const UPI_MAX_AMOUNT_DEV = 4500
export const upiMaxAmount = (appEnv: string) =>
  appEnv === 'development' || appEnv === 'devs' ? UPI_MAX_AMOUNT_DEV : UPI_MAX_AMOUNT

/** Failed attempts (an unverifiable UPI id, a refused registration) before the page must be reloaded. */
export const MANDATE_MAX_ATTEMPTS = 3

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
export const MICR_PATTERN = /^\d{9}$/
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/
/** A VPA: a handle of letters, digits, dots, dashes or underscores, `@`, and the provider's letters. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/
const HOLDER_PATTERN = /^[A-Za-z][A-Za-z .]{1,62}[A-Za-z.]$/

export const isUpiId = (value: unknown): value is string =>
  typeof value === 'string' && UPI_ID_PATTERN.test(value.trim())

export interface IEnachInput {
  account_holder_name: string
  account_number: string
  confirm_account_number: string
  ifsc: string
  micr: string
  bank_name: string
  branch_name: string
  account_type: string
  effective_from: string
  effective_to: string
  debit_day: string
}

export type TEnachField = keyof IEnachInput
export type TEnachErrors = Partial<Record<TEnachField, string>>

export interface IEnachMandate {
  accountHolderName: string
  accountNumber: string
  ifsc: string
  micr: string
  bankName: string
  branchName: string
  accountType: TAccountType
  effectiveFrom: string
  effectiveTo: string | null
  debitDay: number
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The e-NACH bank form's errors (empty when valid); `today` is `YYYY-MM-DD` in India. */
export function enachErrors(input: Partial<IEnachInput>, today: string): TEnachErrors {
  const v = (key: TEnachField) => String(input[key] ?? '').trim()
  const errors: TEnachErrors = {}
  const holder = v('account_holder_name')
  if (!holder) errors.account_holder_name = MANDATE_MESSAGES.holderEmpty
  else if (!HOLDER_PATTERN.test(holder)) errors.account_holder_name = MANDATE_MESSAGES.holderInvalid
  const account = v('account_number')
  if (!account) errors.account_number = MANDATE_MESSAGES.accountEmpty
  else if (!ACCOUNT_NUMBER_PATTERN.test(account)) errors.account_number = MANDATE_MESSAGES.accountInvalid
  if (!errors.account_number && v('confirm_account_number') !== account)
    errors.confirm_account_number = MANDATE_MESSAGES.accountMismatch
  if (!IFSC_PATTERN.test(v('ifsc'))) errors.ifsc = MANDATE_MESSAGES.ifscInvalid
  if (!MICR_PATTERN.test(v('micr'))) errors.micr = MANDATE_MESSAGES.micrInvalid
  if (!v('bank_name')) errors.bank_name = MANDATE_MESSAGES.bankEmpty
  if (!v('branch_name')) errors.branch_name = MANDATE_MESSAGES.branchEmpty
  if (v('account_type') !== 'savings' && v('account_type') !== 'current')
    errors.account_type = MANDATE_MESSAGES.accountTypeEmpty
  const from = v('effective_from')
  if (!DATE.test(from) || from < today) errors.effective_from = MANDATE_MESSAGES.fromInvalid
  const to = v('effective_to')
  if (to && (!DATE.test(to) || (DATE.test(from) && to <= from)))
    errors.effective_to = MANDATE_MESSAGES.toInvalid
  const day = Number(v('debit_day'))
  if (!Number.isInteger(day) || day < 1 || day > 28) errors.debit_day = MANDATE_MESSAGES.debitDayInvalid
  return errors
}

/** The checked e-NACH mandate, or the errors. */
export function parseEnach(
  input: Partial<IEnachInput>,
  today: string,
): { ok: true; value: IEnachMandate } | { ok: false; errors: TEnachErrors } {
  const errors = enachErrors(input, today)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const v = (key: TEnachField) => String(input[key] ?? '').trim()
  return {
    ok: true,
    value: {
      accountHolderName: v('account_holder_name'),
      accountNumber: v('account_number'),
      ifsc: v('ifsc'),
      micr: v('micr'),
      bankName: v('bank_name').slice(0, 100),
      branchName: v('branch_name').slice(0, 100),
      accountType: v('account_type') as TAccountType,
      effectiveFrom: v('effective_from'),
      effectiveTo: v('effective_to') || null,
      debitDay: Number(v('debit_day')),
    },
  }
}

/** The UPI id's error, or null. */
export const upiIdError = (value: string) => (isUpiId(value) ? null : MANDATE_MESSAGES.upiInvalid)
