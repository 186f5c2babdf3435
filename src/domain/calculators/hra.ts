import { taxYear, type TFinancialYear, DEFAULT_FINANCIAL_YEAR, isFinancialYear } from './tax-rules'
import { FieldChecks, moneyRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * HRA exemption, section 10(13A) with rule 2A (FY 2025-26) / rule 279 of the Income-tax Rules, 2026 (FY 2026-27):
 * the exempt part of the house rent allowance is the least of
 *   1. the HRA actually received,
 *   2. rent paid minus 10% of salary,
 *   3. 50% of salary in a listed metro, 40% elsewhere,
 * where salary is basic pay plus dearness allowance (where it counts for retirement benefits). Annual figures;
 * the metro list is versioned by financial year in tax-rules.ts. Old regime only: the new regime allows no HRA
 * exemption. Nothing is rounded; display rounds to the rupee.
 */

export interface IHraInput {
  fy?: TFinancialYear
  /** Basic pay plus dearness allowance for the year. */
  basicSalary: number
  /** HRA received for the year. */
  hraReceived: number
  /** Rent paid for the year. */
  rentPaid: number
  /** The city the employee lives in (any spelling in CITY_ALIASES works). */
  city: string
}

export type THraLimit = 'actualHra' | 'rentOverTenPercent' | 'salaryPercent'

export interface IHraResult {
  fy: TFinancialYear
  metro: boolean
  /** 0.5 or 0.4. */
  salaryPercent: number
  limits: Record<THraLimit, number>
  /** Which of the three limits set the exemption (the first in the list above on a tie). */
  appliedLimit: THraLimit
  exempt: number
  taxable: number
}

/** Other names the listed cities go by. */
const CITY_ALIASES: Record<string, string> = {
  'new delhi': 'delhi',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  bangalore: 'bengaluru',
}

const normaliseCity = (city: string) => {
  const plain = city.trim().toLowerCase().replace(/\s+/g, ' ')
  return CITY_ALIASES[plain] ?? plain
}

/** Whether the city is a metro for HRA in that financial year. */
export function isHraMetro(city: string, fy: TFinancialYear = DEFAULT_FINANCIAL_YEAR): boolean {
  const wanted = normaliseCity(city)
  return taxYear(fy).hraMetroCities.some((metro) => normaliseCity(metro) === wanted)
}

/** The formula on numbers already checked. */
export function hraExemption(input: Required<IHraInput>): IHraResult {
  const rules = taxYear(input.fy)
  const metro = isHraMetro(input.city, input.fy)
  const salaryPercent = metro ? rules.hraMetroPercent : rules.hraOtherPercent
  const limits: Record<THraLimit, number> = {
    actualHra: input.hraReceived,
    rentOverTenPercent: Math.max(0, input.rentPaid - 0.1 * input.basicSalary),
    salaryPercent: salaryPercent * input.basicSalary,
  }
  const order: THraLimit[] = ['actualHra', 'rentOverTenPercent', 'salaryPercent']
  const appliedLimit = order.reduce((least, limit) => (limits[limit] < limits[least] ? limit : least))
  const exempt = limits[appliedLimit]
  return {
    fy: input.fy,
    metro,
    salaryPercent,
    limits,
    appliedLimit,
    exempt,
    taxable: input.hraReceived - exempt,
  }
}

/** The conventions behind the figures, for the page's assumptions list. */
export const HRA_ASSUMPTIONS = [
  'Salary means basic pay plus dearness allowance for the year.',
  'HRA exemption is available in the old regime only.',
  'The cities with the 50% limit follow the chosen financial year.',
] as const

export const HRA_MESSAGES = calculators.hra

/** The HRA fields' checks, shared with the income-tax calculator (same field names there). */
export function checkHraFields(c: FieldChecks<IHraInput>, input: IHraInput): void {
  c.number('basicSalary', input.basicSalary, moneyRule('Basic salary plus DA', 1))
  c.number('hraReceived', input.hraReceived, moneyRule('HRA received'))
  c.number('rentPaid', input.rentPaid, moneyRule('Rent paid'))
  if (typeof input.city !== 'string' || input.city.trim() === '') c.fail('city', HRA_MESSAGES.city)
}

/** The HRA calculator: checks the input, then applies the formula. */
export function calculateHra(input: IHraInput): TCalcResult<IHraInput, IHraResult> {
  const checks = new FieldChecks<IHraInput>()
  const fy = input.fy ?? DEFAULT_FINANCIAL_YEAR
  if (!isFinancialYear(fy)) checks.fail('fy', HRA_MESSAGES.fy)
  checkHraFields(checks, input)
  return checks.result(() => hraExemption({ ...input, fy }))
}
