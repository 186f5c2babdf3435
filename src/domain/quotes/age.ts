/** Ages for the quote: age last birthday on a day of India's calendar. */
import { isIsoDate } from '../policy/lookup'

const parts = (day: string) => day.split('-').map(Number) as [number, number, number]

/**
 * Age last birthday on `today`, both YYYY-MM-DD: whole years completed. A 29 February birthday is reached on
 * 1 March in a year without one. Null for a date that does not exist or one after `today`.
 */
export function ageOn(dob: string, today: string): number | null {
  if (!isIsoDate(dob) || !isIsoDate(today) || dob > today) return null
  const [birthYear, birthMonth, birthDay] = parts(dob)
  const [year, month, day] = parts(today)
  // Before this year's birthday (29 Feb compared as month and day: 28 Feb is before it, 1 Mar after).
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay)
  return year - birthYear - (beforeBirthday ? 1 : 0)
}

/** The day it is in India, YYYY-MM-DD (one rule for the whole site: policy lookups use it too). */
export { todayInIndia } from '../policy/lookup'

/** A YYYY-MM-DD day plus some days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day)
  const shifted = new Date(Date.UTC(year, month - 1, date + days))
  return shifted.toISOString().slice(0, 10)
}
