/** The calculator pages the seed publishes (src/cms/seed/pages/calculators.ts), one per calculator. */
export const CALCULATOR_PATHS = [
  '/bmi-calculator',
  '/child-growth-planner',
  '/double-your-money-calculator',
  '/hlv-calculator',
  '/hra-calculator',
  '/income-tax-calculator',
  '/retirement-calculator',
  '/savings-planner',
  '/smoking-calculator',
] as const
