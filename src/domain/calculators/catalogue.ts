/**
 * The calculators a page can show (the CMS `calculator` block's choices) with the name used in headings, results
 * and the advisor hand-off. Keys are stable: they are stored in pages.
 */
export const CALCULATOR_KINDS = [
  'incomeTax',
  'hra',
  'hlv',
  'retirement',
  'child',
  'savings',
  'double',
  'smoking',
  'bmi',
] as const

export type TCalculatorKind = (typeof CALCULATOR_KINDS)[number]

export const CALCULATOR_NAMES: Record<TCalculatorKind, string> = {
  incomeTax: 'Income tax calculator',
  hra: 'HRA calculator',
  hlv: 'Human life value calculator',
  retirement: 'Retirement calculator',
  child: 'Child growth planner',
  savings: 'Savings planner',
  double: 'Double your money calculator',
  smoking: 'Smoking cost calculator',
  bmi: 'BMI calculator',
}

export const isCalculatorKind = (value: unknown): value is TCalculatorKind =>
  typeof value === 'string' && (CALCULATOR_KINDS as readonly string[]).includes(value)
