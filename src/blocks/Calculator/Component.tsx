import { BMI_ASSUMPTIONS } from '@/domain/calculators/bmi'
import { CHILD_ASSUMPTIONS } from '@/domain/calculators/child'
import { DOUBLE_ASSUMPTIONS } from '@/domain/calculators/double'
import { HLV_ASSUMPTIONS } from '@/domain/calculators/hlv'
import { SMOKING_ASSUMPTIONS } from '@/domain/calculators/smoking'
import { CALCULATOR_NAMES, isCalculatorKind, type TCalculatorKind } from '@/domain/calculators/catalogue'
import { HRA_ASSUMPTIONS } from '@/domain/calculators/hra'
import { INCOME_TAX_ASSUMPTIONS } from '@/domain/calculators/income-tax'
import { RETIREMENT_ASSUMPTIONS } from '@/domain/calculators/retirement'
import { SAVINGS_ASSUMPTIONS } from '@/domain/calculators/savings'
import { CALCULATOR_QUOTE_NEEDS } from '@/domain/quotes/calculators'
import { quotePlanFor } from '@/server/content/quotes'
import { CalculatorLoader } from '@/ui/calculators/CalculatorLoader'
import { PartTexts } from '@/ui/i18n/PartTexts'

import type { Of } from '../types'

type Block = Of<'calculator'>

/** The assumptions each calculator's page lists (server-rendered; the calculator itself is a client chunk). */
const ASSUMPTIONS: Record<TCalculatorKind, readonly string[]> = {
  incomeTax: INCOME_TAX_ASSUMPTIONS,
  hra: HRA_ASSUMPTIONS,
  retirement: RETIREMENT_ASSUMPTIONS,
  savings: SAVINGS_ASSUMPTIONS,
  bmi: BMI_ASSUMPTIONS,
  hlv: HLV_ASSUMPTIONS,
  child: CHILD_ASSUMPTIONS,
  double: DOUBLE_ASSUMPTIONS,
  smoking: SMOKING_ASSUMPTIONS,
}

/**
 * The CMS `calculator` block: the heading, the calculator itself (with a quote for the kind of plan its result points
 * to, when one can be quoted online), and the assumptions behind its figures.
 */
export async function CalculatorBlock({ block }: { block: Block }) {
  if (!isCalculatorKind(block.calculator)) return null
  const quote = await quotePlanFor(CALCULATOR_QUOTE_NEEDS[block.calculator])
  const name = CALCULATOR_NAMES[block.calculator]
  const assumptions = ASSUMPTIONS[block.calculator]
  return (
    <section
      className="calculator-block mx-auto max-w-6xl px-4 py-8"
      aria-labelledby={`calculator-${block.calculator}`}
    >
      <h2 id={`calculator-${block.calculator}`} className="mb-4 text-2xl font-semibold text-brand-900">
        {block.heading || name}
      </h2>
      <PartTexts parts={['calculators', 'tax']}>
        <CalculatorLoader kind={block.calculator} name={name} quote={quote} />
      </PartTexts>
      <h3 className="mt-6 text-lg font-semibold text-brand-900">Assumptions used</h3>
      <ul className="mt-2 list-disc pl-5 text-muted">
        {assumptions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
