/**
 * The time-value-of-money formulas the planners share. Rates are fractions a year (0.12 for 12%); monthly rates
 * are the annual rate divided by 12 (the convention of Indian mutual-fund SIP calculators). Nothing is rounded here.
 */

/** Monthly rate from an annual percentage: 12 → 0.01. */
export const monthlyRate = (annualPercent: number) => annualPercent / 100 / 12

/**
 * Future value of 1 rupee invested at the START of each month for `months` months at monthly rate `i` (an annuity
 * due): FV = ((1 + i)^n − 1) / i × (1 + i); with i = 0 it is n.
 */
export function sipFactor(i: number, months: number): number {
  if (months <= 0) return 0
  if (i === 0) return months
  return ((Math.pow(1 + i, months) - 1) / i) * (1 + i)
}

/**
 * Present value of a payment stream that starts at `first` and grows by `g` a period, over `n` periods, discounted
 * at `d` a period. Payments at the end of each period (an ordinary growing annuity):
 *   PV = first × (1 − ((1 + g) / (1 + d))^n) / (d − g), and n × first / (1 + d) when d = g.
 * With `due` the payments fall at the start of each period, which multiplies the value by (1 + d).
 */
export function growingAnnuityPv(first: number, g: number, d: number, n: number, due = false): number {
  if (n <= 0) return 0
  const ordinary =
    Math.abs(d - g) < 1e-12 ? (n * first) / (1 + d) : (first * (1 - Math.pow((1 + g) / (1 + d), n))) / (d - g)
  return due ? ordinary * (1 + d) : ordinary
}

/** Grows an amount at an annual percentage for a number of years (annual compounding). */
export const grow = (amount: number, annualPercent: number, years: number) =>
  amount * Math.pow(1 + annualPercent / 100, years)
