/**
 * Dates as the site writes them everywhere (pages, PDFs, e-mails): "24 Nov 2026", the day of India's calendar.
 * Month names are our own list, not the runtime's locale data, so server and browser, Node and Chromium, always
 * agree ("Sep", never "Sept").
 */
import type { TLanguage } from '../i18n/languages'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** The months as Hindi writes them on a Hindi page ("24 नवंबर 2026"): full names, as Hindi never shortens them. */
export const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const

/**
 * The language of the page a date is written for: Hindi ("24 नवंबर 2026") on a Hindi page, English ("24 Nov 2026") on
 * any other (spec 9: a language without its own words falls back to English), so a caller passes its page's language.
 */
export type TDateLanguage = TLanguage

/** India has one time zone and no daylight saving: IST is UTC + 5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000

/** The calendar day in India of an instant: { year, month (1-12), day }. */
export function indianDay(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

/**
 * "2026-11-24", "2026-11-24T18:30:00Z" or a Date → "24 Nov 2026" (the day in India), "24 नवंबर 2026" in Hindi; null for
 * nothing or a value that is not a date. A bare day ("2026-11-24") is that day, whatever the zone.
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: TDateLanguage = 'en',
): string | null {
  if (value === null || value === undefined || value === '') return null
  const bareDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
  const date = typeof value === 'string' ? new Date(bareDay ? `${value}T00:00:00Z` : value) : value
  if (Number.isNaN(date.getTime())) return null
  const { year, month, day } = bareDay
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
    : indianDay(date)
  return `${day} ${(language === 'hi' ? HINDI_MONTHS : MONTHS)[month - 1]} ${year}`
}

/** An English date of this module ("24 Nov 2026") written in Hindi ("24 नवंबर 2026") wherever it appears in a text. */
export const hindiDates = (text: string) =>
  text.replace(
    new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})\\b`, 'g'),
    (_, day: string, month: (typeof MONTHS)[number], year: string) =>
      `${day} ${HINDI_MONTHS[MONTHS.indexOf(month)]} ${year}`,
  )
