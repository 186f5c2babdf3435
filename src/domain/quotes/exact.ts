/**
 * Exact arithmetic for premiums: every figure of a rate table is a decimal as the editor typed it (1.2, 4.5, 0.0875),
 * which binary floating point only approximates, so 2550 × 0.51 may come out a hair below 1300.5 and round the wrong
 * way. Here a number is taken at its decimal value and kept as a fraction of big integers until it is rounded once.
 */

/** n / d, with d > 0. */
export interface IFraction {
  n: bigint
  d: bigint
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/

/** The exact value of a finite number's decimal form (the shortest one that reads back as the same number). */
export function fraction(value: number): IFraction {
  const match = Number.isFinite(value) ? DECIMAL.exec(String(value)) : null
  if (!match) throw new RangeError(`Not a finite number: ${value}`)
  const [, sign, whole, decimals = '', exponent = '0'] = match
  let n = BigInt(`${whole}${decimals}`)
  let d = 10n ** BigInt(decimals.length)
  const power = Number(exponent)
  if (power > 0) n *= 10n ** BigInt(power)
  if (power < 0) d *= 10n ** BigInt(-power)
  return { n: sign ? -n : n, d }
}

const of = (value: number | IFraction): IFraction => (typeof value === 'number' ? fraction(value) : value)

export function times(...values: (number | IFraction)[]): IFraction {
  return values.map(of).reduce((a, b) => ({ n: a.n * b.n, d: a.d * b.d }), { n: 1n, d: 1n })
}

export function over(a: number | IFraction, b: number | IFraction): IFraction {
  const x = of(a)
  const y = of(b)
  if (y.n === 0n) throw new RangeError('Division by zero')
  const sign = y.n < 0n ? -1n : 1n
  return { n: x.n * y.d * sign, d: x.d * y.n * sign }
}

export function minus(a: number | IFraction, b: number | IFraction): IFraction {
  const x = of(a)
  const y = of(b)
  return { n: x.n * y.d - y.n * x.d, d: x.d * y.d }
}

export const plus = (a: number | IFraction, b: number | IFraction): IFraction => {
  const y = of(b)
  return minus(a, { n: -y.n, d: y.d })
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: number | IFraction, b: number | IFraction): number {
  const difference = minus(a, b).n
  return difference === 0n ? 0 : difference < 0n ? -1 : 1
}

/** To the whole number, a half away from zero (1234.5 → 1235, -2.5 → -3). */
export function roundHalfUp(value: number | IFraction): number {
  const { n, d } = of(value)
  const size = n < 0n ? -n : n
  const rounded = (2n * size + d) / (2n * d)
  const whole = Number(rounded)
  return n < 0n && whole !== 0 ? -whole : whole
}

/** The whole number at or below the value. */
export function floor(value: number | IFraction): number {
  const { n, d } = of(value)
  const quotient = n / d
  return Number(n < 0n && quotient * d !== n ? quotient - 1n : quotient)
}
