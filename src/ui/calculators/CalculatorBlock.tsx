import type { ComponentType } from 'react'

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
import type { Page } from '@/payload-types'

import BmiCalculator from './BmiCalculator'
import ChildCalculator from './ChildCalculator'
import DoubleCalculator from './DoubleCalculator'
import HlvCalculator from './HlvCalculator'
import SmokingCalculator from './SmokingCalculator'
import HraCalculator from './HraCalculator'
import IncomeTaxCalculator from './IncomeTaxCalculator'
import RetirementCalculator from './RetirementCalculator'
import SavingsCalculator from './SavingsCalculator'

type Block = Extract<Page['layout'][number], { blockType: 'calculator' }>

/**
 * Each calculator's client component and the assumptions its page lists. The components are client references:
 * a page downloads the code of the calculator it shows and no other (each is its own chunk).
 */
const CALCULATORS: Record<
  TCalculatorKind,
  { Component: ComponentType<{ name: string }>; assumptions: readonly string[] }
> = {
  incomeTax: { Component: IncomeTaxCalculator, assumptions: INCOME_TAX_ASSUMPTIONS },
  hra: { Component: HraCalculator, assumptions: HRA_ASSUMPTIONS },
  retirement: { Component: RetirementCalculator, assumptions: RETIREMENT_ASSUMPTIONS },
  savings: { Component: SavingsCalculator, assumptions: SAVINGS_ASSUMPTIONS },
  bmi: { Component: BmiCalculator, assumptions: BMI_ASSUMPTIONS },
  hlv: { Component: HlvCalculator, assumptions: HLV_ASSUMPTIONS },
  child: { Component: ChildCalculator, assumptions: CHILD_ASSUMPTIONS },
  double: { Component: DoubleCalculator, assumptions: DOUBLE_ASSUMPTIONS },
  smoking: { Component: SmokingCalculator, assumptions: SMOKING_ASSUMPTIONS },
}

/** The CMS `calculator` block: the heading, the calculator itself, and the assumptions behind its figures. */
export function CalculatorBlock({ block }: { block: Block }) {
  if (!isCalculatorKind(block.calculator)) return null
  const entry = CALCULATORS[block.calculator]
  const name = CALCULATOR_NAMES[block.calculator]
  const { Component, assumptions } = entry
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`calculator-${block.calculator}`}>
      <h2 id={`calculator-${block.calculator}`} className="mb-4 text-2xl font-semibold text-brand-900">
        {block.heading || name}
      </h2>
      <Component name={name} />
      <h3 className="mt-6 text-lg font-semibold text-brand-900">Assumptions used</h3>
      <ul className="mt-2 list-disc pl-5 text-muted">
        {assumptions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
