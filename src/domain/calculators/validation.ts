/**
 * How every calculator answers: either a plain result, or the messages of the fields that stopped it, keyed by the
 * input's field names (so a page can show each message under its field). A calculator never returns NaN or
 * Infinity: nonsense input (empty, not a number, negative, out of range) is a field error instead.
 */

export type TFieldErrors<TField extends string = string> = Partial<Record<TField, string>>

export type TCalcResult<TInput, TValue> =
  { ok: true; value: TValue } | { ok: false; errors: TFieldErrors<Extract<keyof TInput, string>> }

export interface INumberRule {
  /** Inclusive bounds. */
  min: number
  max: number
  /** Whole numbers only. */
  integer?: boolean
  /** The message for any failure; without it one is built from the label and the bounds. */
  message?: string
  /** What the field is called in the built message ('Age', 'Monthly investment'). */
  label?: string
  unit?: string
}

const describeBound = (value: number, unit?: string) => {
  if (unit === '₹') return `₹${value}`
  if (unit === '%') return `${value}%`
  return unit ? `${value} ${unit}` : String(value)
}

/** The message a rule gives when none is set: 'Age should be between 18 and 100 years'. */
export function rangeMessage(rule: INumberRule): string {
  const label = rule.label ?? 'Value'
  return `${label} should be between ${describeBound(rule.min, rule.unit)} and ${describeBound(rule.max, rule.unit)}`
}

/** The message when a number breaks the rule, or null when it passes. */
export function numberError(value: unknown, rule: INumberRule): string | null {
  const ok =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= rule.min &&
    value <= rule.max &&
    (!rule.integer || Number.isInteger(value))
  return ok ? null : (rule.message ?? rangeMessage(rule))
}

/** Collects field errors; `result` gives the calculator's answer once every check has run. */
export class FieldChecks<TInput> {
  readonly errors: TFieldErrors<Extract<keyof TInput, string>> = {}

  /** Checks a number; the first failure of a field is the one kept. */
  number(field: Extract<keyof TInput, string>, value: unknown, rule: INumberRule): this {
    const message = numberError(value, rule)
    if (message) this.fail(field, message)
    return this
  }

  /** Records a message unless the field already has one. */
  fail(field: Extract<keyof TInput, string>, message: string): this {
    if (this.errors[field] === undefined) this.errors[field] = message
    return this
  }

  has(field: Extract<keyof TInput, string>): boolean {
    return this.errors[field] !== undefined
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0
  }

  /** The calculator's answer: the errors if any, otherwise the value `compute` returns. */
  result<TValue>(compute: () => TValue): TCalcResult<TInput, TValue> {
    return this.ok ? { ok: true, value: compute() } : { ok: false, errors: this.errors }
  }
}

/** Upper bound for any money input: 100 crore. Larger figures are typing mistakes for a personal calculator. */
export const MAX_AMOUNT = 1_000_000_000

/** Rates in percent a year: 0 to 30 (returns, inflation, growth, discount). */
export const MAX_RATE_PERCENT = 30

export const moneyRule = (label: string, min = 0): INumberRule => ({
  label,
  min,
  max: MAX_AMOUNT,
  message:
    min > 0
      ? `${label} should be between ₹${min} and ₹100 crore`
      : `${label} should be between ₹0 and ₹100 crore`,
})

export const rateRule = (label: string, min = 0, max = MAX_RATE_PERCENT): INumberRule => ({
  label,
  min,
  max,
  unit: '%',
})
