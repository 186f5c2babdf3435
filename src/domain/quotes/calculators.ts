import type { TCalculatorKind } from '../calculators/catalogue'
import type { TProductNeed } from '../products'

/**
 * Which kind of plan each calculator's result leads to a quote for: the protection calculators to a term plan,
 * the savings ones to a savings plan, the child planner to a child plan. The plan itself is the first quotable
 * plan of that need (a rate table is content: editors decide which plans can be quoted).
 */
export const CALCULATOR_QUOTE_NEEDS: Record<TCalculatorKind, TProductNeed> = {
  incomeTax: 'term',
  hra: 'term',
  bmi: 'term',
  hlv: 'term',
  smoking: 'term',
  retirement: 'savings',
  savings: 'savings',
  double: 'savings',
  child: 'child',
}

/** Rounds a cover up to a whole lakh, as a sum assured is chosen: 73,41,250 → 74,00,000. */
export const roundCoverUp = (amount: number) => Math.ceil(Math.max(0, amount) / 100_000) * 100_000

/**
 * The quote address a calculator's result hands over: the sum assured it suggests (rounded up to a lakh) and a
 * policy term (whole years), when it has them; the quote form checks both against the plan's rules.
 */
export function quoteHandoff(
  quotePath: string,
  suggestion: { sumAssured?: number | null; years?: number | null } = {},
): string {
  const query = new URLSearchParams()
  if (suggestion.sumAssured && suggestion.sumAssured > 0)
    query.set('sa', String(roundCoverUp(suggestion.sumAssured)))
  if (suggestion.years && Number.isInteger(suggestion.years) && suggestion.years > 0)
    query.set('term', String(suggestion.years))
  const text = query.toString()
  return text ? `${quotePath}?${text}` : quotePath
}
