import { checkHraFields, hraExemption, type IHraResult } from './hra'
import {
  AGE_BANDS,
  DEFAULT_FINANCIAL_YEAR,
  isFinancialYear,
  taxYear,
  type IRegimeRules,
  type ISlab,
  type ITaxYearRules,
  type TAgeBand,
  type TFinancialYear,
} from './tax-rules'
import { FieldChecks, moneyRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * Income tax of a resident individual under the old and the new regime, side by side, for a financial year's rules
 * (tax-rules.ts). Income is salary plus other income taxed at normal rates (no capital gains at special rates).
 *
 * Per regime, in the order of the Act:
 *   1. income from salary = salary − HRA exemption (old regime; see hra.ts) − standard deduction (up to the salary);
 *   2. gross total income = salary income + other income − home-loan interest, 24(b) (old regime, capped);
 *   3. total income = gross total income − 80C − 80D − 80CCD(1B) (old regime, each capped), rounded to the nearest
 *      ten rupees (section 288A);
 *   4. tax on the slabs of the taxpayer's age band;
 *   5. section 87A rebate: up to the cap when total income is within the limit; in the new regime, above the limit,
 *      marginal relief keeps the tax at most the income above the limit;
 *   6. surcharge on the tax above each income threshold, with marginal relief: tax plus surcharge may exceed the
 *      tax plus surcharge at the threshold by no more than the income above it;
 *   7. health and education cess on tax plus surcharge;
 *   8. the total rounded to the nearest ten rupees (section 288B). Only steps 3 and 8 round.
 * 80D's higher limit for the taxpayer is taken from the taxpayer's own age band (a senior spouse is not asked).
 */

export type TRegime = 'old' | 'new'

export interface IIncomeTaxInput {
  fy?: TFinancialYear
  ageBand: TAgeBand
  /** Gross salary for the year, HRA included. */
  salary: number
  /** Interest and other income at normal rates. */
  otherIncome?: number
  /** 80C investments (PPF, ELSS, life-insurance premiums, principal of a home loan...). */
  section80C?: number
  /** 80D: health-insurance premiums for self, spouse and children. */
  healthInsuranceSelf?: number
  /** 80D: health-insurance premiums for parents. */
  healthInsuranceParents?: number
  /** Whether a parent is 60 or older (raises the parents' 80D limit). */
  parentsSenior?: boolean
  /** 80CCD(1B): own NPS contribution. */
  section80CCD1B?: number
  /** 24(b): interest paid on a loan for a self-occupied house. */
  homeLoanInterest?: number
  /** HRA (old regime): with hraReceived above zero, basic salary, rent and city are needed. */
  basicSalary?: number
  hraReceived?: number
  rentPaid?: number
  city?: string
}

export interface IRegimeTax {
  regime: TRegime
  grossIncome: number
  hraExemption: number
  standardDeduction: number
  deductions: { section80C: number; section80D: number; section80CCD1B: number; homeLoanInterest: number }
  /** Total income after every deduction, rounded to ten rupees (section 288A). */
  taxableIncome: number
  slabTax: number
  /** 87A rebate, including the new regime's marginal relief. */
  rebate: number
  surcharge: number
  /** How much surcharge marginal relief took off. */
  surchargeRelief: number
  cess: number
  /** Tax payable, rounded to ten rupees (section 288B). */
  totalTax: number
  /** Total tax as a share of gross income (0 when there is no income). */
  effectiveRate: number
}

export interface IIncomeTaxResult {
  fy: TFinancialYear
  label: string
  assumptions: readonly string[]
  old: IRegimeTax
  new: IRegimeTax
  /** The regime with less tax, 'equal' when they match. */
  better: TRegime | 'equal'
  /** How much less tax the better regime costs. */
  saving: number
  hra: IHraResult | null
}

/** Section 288A/288B: paise ignored, then to the nearest ten (a last digit of 5 or more goes up). */
export function roundToTen(amount: number): number {
  const rupees = Math.floor(amount + 1e-6)
  return Math.round(rupees / 10) * 10
}

/** Tax on the slabs: each slab's rate on the part of the income inside it. */
export function slabTax(income: number, slabs: readonly ISlab[]): number {
  return slabs.reduce((tax, slab, index) => {
    const next = slabs[index + 1]?.from ?? Infinity
    const inside = Math.min(income, next) - slab.from
    return inside > 0 ? tax + inside * slab.rate : tax
  }, 0)
}

/** Tax after the 87A rebate (and, where the regime has it, its marginal relief). */
export function taxAfterRebate(income: number, tax: number, rules: IRegimeRules): number {
  const { maxIncome, maxRebate, marginalRelief } = rules.rebate
  if (income <= maxIncome) return Math.max(0, tax - maxRebate)
  return marginalRelief ? Math.min(tax, income - maxIncome) : tax
}

/** Surcharge on `tax` for `income`, after marginal relief, and the relief given. */
export function surchargeOf(
  income: number,
  tax: number,
  rules: IRegimeRules,
  band: TAgeBand,
): { surcharge: number; relief: number } {
  const bands = rules.surcharge
  const index = bands.findLastIndex((b) => income > b.above)
  const applied = bands[index]
  if (!applied) return { surcharge: 0, relief: 0 }
  const full = tax * applied.rate
  const threshold = applied.above
  const lowerRate = bands[index - 1]?.rate ?? 0
  const taxAtThreshold = taxAfterRebate(threshold, slabTax(threshold, rules.slabs[band]), rules)
  const ceiling = taxAtThreshold * (1 + lowerRate) + (income - threshold)
  const surcharge = Math.max(0, Math.min(full, ceiling - tax))
  return { surcharge, relief: full - surcharge }
}

const positive = (value: number | undefined) => Math.max(0, value ?? 0)

/** One regime's computation on checked input. */
export function regimeTax(
  regime: TRegime,
  input: IIncomeTaxInput,
  year: ITaxYearRules,
  hraExempt: number,
): IRegimeTax {
  const rules = regime === 'old' ? year.oldRegime : year.newRegime
  const limits = year.deductions
  const salary = positive(input.salary)
  const otherIncome = positive(input.otherIncome)
  const hra = regime === 'old' ? Math.min(hraExempt, salary) : 0
  const standardDeduction = Math.min(rules.standardDeduction, salary - hra)
  const senior = input.ageBand !== 'below60'
  const deductions =
    regime === 'old'
      ? {
          section80C: Math.min(positive(input.section80C), limits.section80C),
          section80D:
            Math.min(
              positive(input.healthInsuranceSelf),
              senior ? limits.section80DSelf.senior : limits.section80DSelf.below60,
            ) +
            Math.min(
              positive(input.healthInsuranceParents),
              input.parentsSenior ? limits.section80DParents.senior : limits.section80DParents.below60,
            ),
          section80CCD1B: Math.min(positive(input.section80CCD1B), limits.section80CCD1B),
          homeLoanInterest: Math.min(positive(input.homeLoanInterest), limits.homeLoanInterest),
        }
      : { section80C: 0, section80D: 0, section80CCD1B: 0, homeLoanInterest: 0 }
  const grossTotal = Math.max(0, salary - hra - standardDeduction + otherIncome - deductions.homeLoanInterest)
  const chapterVIA = deductions.section80C + deductions.section80D + deductions.section80CCD1B
  const taxableIncome = roundToTen(Math.max(0, grossTotal - chapterVIA))
  const onSlabs = slabTax(taxableIncome, rules.slabs[input.ageBand])
  const afterRebate = taxAfterRebate(taxableIncome, onSlabs, rules)
  const { surcharge, relief } = surchargeOf(taxableIncome, afterRebate, rules, input.ageBand)
  const cess = (afterRebate + surcharge) * rules.cessRate
  const totalTax = roundToTen(afterRebate + surcharge + cess)
  const grossIncome = salary + otherIncome
  return {
    regime,
    grossIncome,
    hraExemption: hra,
    standardDeduction,
    deductions,
    taxableIncome,
    slabTax: onSlabs,
    rebate: onSlabs - afterRebate,
    surcharge,
    surchargeRelief: relief,
    cess,
    totalTax,
    effectiveRate: grossIncome > 0 ? totalTax / grossIncome : 0,
  }
}

/** The age band of an age in completed years on the last day of the financial year. */
export function ageBandFor(age: number): TAgeBand {
  if (age >= 80) return '80plus'
  if (age >= 60) return '60to79'
  return 'below60'
}

/** The conventions behind the figures, for the page's assumptions list (plus the year's own `assumptions`). */
export const INCOME_TAX_ASSUMPTIONS = [
  'Resident individual; salary and other income taxed at normal rates (no capital gains at special rates).',
  'Total income and tax are rounded to the nearest ten rupees (sections 288A and 288B).',
  'The higher 80D limit for your own policy applies when you are 60 or older (a senior spouse is not asked).',
] as const

export const INCOME_TAX_MESSAGES = calculators.incomeTax

/** The income-tax calculator: both regimes for the chosen year, the better one and the saving. */
export function calculateIncomeTax(input: IIncomeTaxInput): TCalcResult<IIncomeTaxInput, IIncomeTaxResult> {
  const checks = new FieldChecks<IIncomeTaxInput>()
  const fy = input.fy ?? DEFAULT_FINANCIAL_YEAR
  if (!isFinancialYear(fy)) checks.fail('fy', INCOME_TAX_MESSAGES.fy)
  if (!AGE_BANDS.includes(input.ageBand)) checks.fail('ageBand', INCOME_TAX_MESSAGES.ageBand)
  checks.number('salary', input.salary, moneyRule('Salary'))
  const optional = [
    ['otherIncome', 'Other income'],
    ['section80C', '80C investments'],
    ['healthInsuranceSelf', 'Health insurance premium'],
    ['healthInsuranceParents', "Parents' health insurance premium"],
    ['section80CCD1B', 'NPS contribution'],
    ['homeLoanInterest', 'Home loan interest'],
  ] as const
  for (const [field, label] of optional)
    if (input[field] !== undefined) checks.number(field, input[field], moneyRule(label))
  const withHra = input.hraReceived !== undefined && input.hraReceived !== 0
  if (withHra) {
    const hraInput = {
      basicSalary: input.basicSalary as number,
      hraReceived: input.hraReceived as number,
      rentPaid: input.rentPaid as number,
      city: input.city as string,
    }
    checkHraFields(checks, hraInput)
    if (!checks.has('salary') && !checks.has('hraReceived') && hraInput.hraReceived > input.salary)
      checks.fail('hraReceived', INCOME_TAX_MESSAGES.hraAboveSalary)
    if (!checks.has('salary') && !checks.has('basicSalary') && hraInput.basicSalary > input.salary)
      checks.fail('basicSalary', INCOME_TAX_MESSAGES.basicAboveSalary)
  }
  return checks.result(() => {
    const year = taxYear(fy)
    const hra = withHra
      ? hraExemption({
          fy,
          basicSalary: input.basicSalary as number,
          hraReceived: input.hraReceived as number,
          rentPaid: input.rentPaid as number,
          city: input.city as string,
        })
      : null
    const old = regimeTax('old', input, year, hra?.exempt ?? 0)
    const fresh = regimeTax('new', input, year, 0)
    const better = old.totalTax === fresh.totalTax ? 'equal' : old.totalTax < fresh.totalTax ? 'old' : 'new'
    return {
      fy,
      label: year.label,
      assumptions: year.assumptions,
      old,
      new: fresh,
      better,
      saving: Math.abs(old.totalTax - fresh.totalTax),
      hra,
    }
  })
}
