/**
 * Money as the site shows it everywhere (pages, calculators, PDFs, e-mails): whole rupees with Indian digit grouping (12,34,567: the last three digits, then pairs)
 * and short words for large amounts ('12.35 lakh', '1.2 crore'). Calculators work in unrounded rupees; these
 * functions are the one place a figure is rounded for display (half away from zero, to the rupee).
 */

const LAKH = 100_000
const CRORE = 10_000_000

/** The languages an amount may be written in; figures and their grouping are the same in both. */
export type TMoneyLanguage = 'en' | 'hi'

/** The words for a lakh and a crore: Hindi pages write '₹25 लाख', '₹1.5 करोड़'. */
const UNITS = { en: { lakh: 'lakh', crore: 'crore' }, hi: { lakh: 'लाख', crore: 'करोड़' } } as const

/** An English amount in words of this module ('₹25 lakh', '1.2 crore') written in Hindi wherever it is in a text. */
export const hindiAmounts = (text: string) =>
  text.replace(
    /(\d) (lakh|crore)\b/g,
    (_, digit: string, unit: 'lakh' | 'crore') => `${digit} ${UNITS.hi[unit]}`,
  )

/** Rounds to the whole rupee, half away from zero (Math.round alone rounds -2.5 to -2). */
export function roundRupees(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount))
  return rounded === 0 ? 0 : rounded
}

/** 1234567 → '12,34,567'; -12345.6 → '-12,346'. Not a finite number → ''. */
export function formatIndianNumber(amount: number): string {
  if (!Number.isFinite(amount)) return ''
  const whole = roundRupees(amount)
  const digits = String(Math.abs(whole))
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3)
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree
  return whole < 0 ? `-${grouped}` : grouped
}

/**
 * 1234567 → '₹12,34,567'; -5000 → '-₹5,000'. The symbol touches its number, as printed Indian prices do, so a line
 * never breaks between them (Unicode puts no break between a currency prefix and a digit).
 */
export function formatRupees(amount: number): string {
  const number = formatIndianNumber(amount)
  if (!number) return ''
  return number.startsWith('-') ? `-₹${number.slice(1)}` : `₹${number}`
}

/** Up to two decimals, trailing zeros dropped: 12.3456 → '12.35', 1.2 → '1.2', 3 → '3'. */
const shortDecimal = (value: number) => String(Number(value.toFixed(2)))

/**
 * Large amounts in words: 1234567 → '12.35 lakh', 12000000 → '1.2 crore', 85000 → '85,000'. Two decimals at most;
 * an amount that would round up to 100 lakh is shown as '1 crore'.
 */
export function amountInWords(amount: number, language: TMoneyLanguage = 'en'): string {
  if (!Number.isFinite(amount)) return ''
  const sign = amount < 0 ? '-' : ''
  const size = Math.abs(amount)
  const lakhs = Number((size / LAKH).toFixed(2))
  const words = UNITS[language]
  if (size >= CRORE || lakhs >= 100) return `${sign}${shortDecimal(size / CRORE)} ${words.crore}`
  if (lakhs >= 1) return `${sign}${shortDecimal(lakhs)} ${words.lakh}`
  return formatIndianNumber(amount)
}

/**
 * A plan's round figures as brochures write them: 2500000 → '₹25 lakh', 15000000 → '₹1.5 crore'; any other amount
 * in full, 9800 → '₹9,800'. Only amounts that are whole thousands of a lakh or whole lakhs of a crore are shortened,
 * so nothing is rounded away.
 */
export function formatRupeesShort(amount: number, language: TMoneyLanguage = 'en'): string {
  if (!Number.isFinite(amount)) return ''
  const whole = roundRupees(amount)
  const words = UNITS[language]
  if (whole >= CRORE && whole % LAKH === 0) return `₹${shortDecimal(whole / CRORE)} ${words.crore}`
  if (whole >= LAKH && whole % 1000 === 0) return `₹${shortDecimal(whole / LAKH)} ${words.lakh}`
  return formatRupees(whole)
}

/**
 * An amount that may carry paise, as a statement shows it: 1503.5 → '₹1,503.50', 2400 → '₹2,400' (paise only when
 * there are some). Rounded to the paisa.
 */
export function formatAmount(rupees: number): string {
  if (!Number.isFinite(rupees)) return ''
  const paise = Math.round(Math.abs(rupees) * 100)
  const whole = formatIndianNumber(Math.trunc(paise / 100))
  const rest = paise % 100
  const sign = rupees < 0 && paise > 0 ? '-' : ''
  return `${sign}₹${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`
}
