/**
 * Income-tax rules for resident individuals, as data, one entry per financial year. Amounts in rupees, rates as
 * fractions. Each year says what its figures rest on; a figure not confirmed by that year's law is listed under
 * `assumptions`. To add a year: copy the latest entry, change what the Finance Act changed, update `basis` and
 * `assumptions`, and add tests for the changed figures.
 */

export type TAgeBand = 'below60' | '60to79' | '80plus'
export const AGE_BANDS: readonly TAgeBand[] = ['below60', '60to79', '80plus']

/** A slab starts at `from` (exclusive of the rupee below) and runs to the next slab's `from`. */
export interface ISlab {
  from: number
  rate: number
}

/** Surcharge at `rate` on the tax when total income exceeds `above`. */
export interface ISurchargeBand {
  above: number
  rate: number
}

export interface IRegimeRules {
  /** Slabs by age band (the new regime has one list for everyone). */
  slabs: Record<TAgeBand, readonly ISlab[]>
  /** Standard deduction from salary income. */
  standardDeduction: number
  /** Section 87A: income up to `maxIncome` gets tax back up to `maxRebate`. */
  rebate: { maxIncome: number; maxRebate: number; marginalRelief: boolean }
  /** Ascending; each band's marginal relief caps the extra at the income above its threshold. */
  surcharge: readonly ISurchargeBand[]
  /** Health and education cess on tax plus surcharge. */
  cessRate: number
}

export interface IDeductionLimits {
  /** 80C (with 80CCC and 80CCD(1)) together. */
  section80C: number
  /** 80D: self, spouse and children; the higher figure when the taxpayer is 60 or older. */
  section80DSelf: { below60: number; senior: number }
  /** 80D: parents; the higher figure when a parent is 60 or older. */
  section80DParents: { below60: number; senior: number }
  /** 80CCD(1B): own NPS contribution beyond 80C. */
  section80CCD1B: number
  /** 24(b): interest on a loan for a self-occupied house. */
  homeLoanInterest: number
}

export interface ITaxYearRules {
  fy: TFinancialYear
  label: string
  /** The assessment (or, from 2026-27, tax) year the rules are filed in. */
  assessmentYear: string
  /** What the figures rest on. */
  basis: readonly string[]
  /** Figures carried over or taken from a draft rather than from that year's enacted law. */
  assumptions: readonly string[]
  oldRegime: IRegimeRules
  newRegime: IRegimeRules
  deductions: IDeductionLimits
  /** Cities where the HRA exemption may reach 50% of salary (the rest: 40%). */
  hraMetroCities: readonly string[]
  hraMetroPercent: number
  hraOtherPercent: number
}

const OLD_SLABS: Record<TAgeBand, readonly ISlab[]> = {
  below60: [
    { from: 0, rate: 0 },
    { from: 250_000, rate: 0.05 },
    { from: 500_000, rate: 0.2 },
    { from: 1_000_000, rate: 0.3 },
  ],
  '60to79': [
    { from: 0, rate: 0 },
    { from: 300_000, rate: 0.05 },
    { from: 500_000, rate: 0.2 },
    { from: 1_000_000, rate: 0.3 },
  ],
  '80plus': [
    { from: 0, rate: 0 },
    { from: 500_000, rate: 0.2 },
    { from: 1_000_000, rate: 0.3 },
  ],
}

const NEW_SLABS_2025: readonly ISlab[] = [
  { from: 0, rate: 0 },
  { from: 400_000, rate: 0.05 },
  { from: 800_000, rate: 0.1 },
  { from: 1_200_000, rate: 0.15 },
  { from: 1_600_000, rate: 0.2 },
  { from: 2_000_000, rate: 0.25 },
  { from: 2_400_000, rate: 0.3 },
]

const OLD_REGIME_2025: IRegimeRules = {
  slabs: OLD_SLABS,
  standardDeduction: 50_000,
  rebate: { maxIncome: 500_000, maxRebate: 12_500, marginalRelief: false },
  surcharge: [
    { above: 5_000_000, rate: 0.1 },
    { above: 10_000_000, rate: 0.15 },
    { above: 20_000_000, rate: 0.25 },
    { above: 50_000_000, rate: 0.37 },
  ],
  cessRate: 0.04,
}

const NEW_REGIME_2025: IRegimeRules = {
  slabs: { below60: NEW_SLABS_2025, '60to79': NEW_SLABS_2025, '80plus': NEW_SLABS_2025 },
  standardDeduction: 75_000,
  rebate: { maxIncome: 1_200_000, maxRebate: 60_000, marginalRelief: true },
  // The highest rate is capped at 25% in the new regime (no 37% band).
  surcharge: [
    { above: 5_000_000, rate: 0.1 },
    { above: 10_000_000, rate: 0.15 },
    { above: 20_000_000, rate: 0.25 },
  ],
  cessRate: 0.04,
}

const DEDUCTIONS_2025: IDeductionLimits = {
  section80C: 150_000,
  section80DSelf: { below60: 25_000, senior: 50_000 },
  section80DParents: { below60: 25_000, senior: 50_000 },
  section80CCD1B: 50_000,
  homeLoanInterest: 200_000,
}

/** Rule 2A of the Income-tax Rules, 1962: the four metros. */
const METROS_1962_RULES = ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'] as const

export const TAX_YEARS = {
  '2025-26': {
    fy: '2025-26',
    label: 'FY 2025-26 (AY 2026-27)',
    assessmentYear: '2026-27',
    basis: [
      'Income-tax Act, 1961 as amended by the Finance Act, 2025 (Union Budget of 1 February 2025).',
      'New regime (section 115BAC): slabs 0-4-8-12-16-20-24 lakh at 0/5/10/15/20/25/30%, standard deduction ₹75,000, section 87A rebate up to ₹60,000 for total income up to ₹12 lakh with marginal relief above it, surcharge capped at 25%.',
      'Old regime: slabs of the First Schedule (exemption ₹2.5 lakh, ₹3 lakh from 60, ₹5 lakh from 80), standard deduction ₹50,000 (section 16(ia)), section 87A rebate up to ₹12,500 for income up to ₹5 lakh, surcharge 10/15/25/37%.',
      'Health and education cess 4% on tax plus surcharge. Deductions: 80C ₹1.5 lakh, 80D ₹25,000 / ₹50,000 (senior) for self and for parents, 80CCD(1B) ₹50,000, 24(b) ₹2 lakh.',
      'HRA: section 10(13A) with rule 2A (50% of salary in Delhi, Mumbai, Kolkata, Chennai; 40% elsewhere).',
    ],
    assumptions: [],
    oldRegime: OLD_REGIME_2025,
    newRegime: NEW_REGIME_2025,
    deductions: DEDUCTIONS_2025,
    hraMetroCities: METROS_1962_RULES,
    hraMetroPercent: 0.5,
    hraOtherPercent: 0.4,
  },
  '2026-27': {
    fy: '2026-27',
    label: 'FY 2026-27 (tax year 2026-27)',
    assessmentYear: '2027-28',
    basis: [
      'Income-tax Act, 2025, in force from 1 April 2026 (the "tax year" replaces the previous year).',
      'Union Budget of 1 February 2026 (Finance Act, 2026): personal income-tax slabs and rates unchanged under both regimes.',
      'HRA: draft Income-tax Rules, 2026 (rule 279) add Bengaluru, Hyderabad, Pune and Ahmedabad to the cities where the exemption may reach 50% of salary.',
    ],
    assumptions: [
      'Standard deductions, the 87A-equivalent rebates and their marginal relief, surcharge bands and the 4% cess are carried over from FY 2025-26 unchanged, as the Budget announced no change to them.',
      'Deduction limits (80C, 80D, 80CCD(1B), home-loan interest) are carried over from FY 2025-26 under their Income-tax Act, 2025 equivalents.',
      'The eight-city HRA list is taken from the draft Income-tax Rules, 2026; check it against the notified rules.',
    ],
    oldRegime: OLD_REGIME_2025,
    newRegime: NEW_REGIME_2025,
    deductions: DEDUCTIONS_2025,
    hraMetroCities: [...METROS_1962_RULES, 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'],
    hraMetroPercent: 0.5,
    hraOtherPercent: 0.4,
  },
} as const satisfies Record<string, ITaxYearRules & { fy: string }>

export type TFinancialYear = '2025-26' | '2026-27'
export const FINANCIAL_YEARS = Object.keys(TAX_YEARS) as TFinancialYear[]
/** The year a calculator opens on. */
export const DEFAULT_FINANCIAL_YEAR: TFinancialYear = '2026-27'

export const isFinancialYear = (value: unknown): value is TFinancialYear =>
  typeof value === 'string' && Object.hasOwn(TAX_YEARS, value)

export const taxYear = (fy: TFinancialYear): ITaxYearRules => TAX_YEARS[fy]
