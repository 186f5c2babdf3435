'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { formatRupees } from '@/domain/format'
import { calculateRetirement, type IRetirementInput } from '@/domain/calculators/retirement'

import { BarChart, money } from './Chart'
import { CalculatorLayout, Figure, FixFields, PlannerField, type TCalculatorProps } from './Fields'
import { toNumber, useQueryInputs } from './useQueryInputs'

const DEFAULTS = {
  age: '30',
  retire: '60',
  life: '85',
  expense: '40,000',
  savings: '5,00,000',
  inflation: '6',
  pre: '10',
  post: '7',
}

const toInput = (v: typeof DEFAULTS): IRetirementInput => ({
  age: toNumber(v.age),
  retirementAge: toNumber(v.retire),
  lifeExpectancy: toNumber(v.life),
  monthlyExpense: toNumber(v.expense),
  currentSavings: toNumber(v.savings),
  inflation: toNumber(v.inflation),
  preRetirementReturn: toNumber(v.pre),
  postRetirementReturn: toNumber(v.post),
})

export default function RetirementCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateRetirement(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateRetirement(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok
      ? `Corpus needed at retirement ${formatRupees(done.value.corpusNeeded)}; save ${formatRupees(done.value.monthlySaving)} a month.`
      : null
  const field = (
    key: keyof typeof DEFAULTS,
    label: string,
    kind: 'amount' | 'integer' | 'decimal',
    error?: string,
  ) => <PlannerField kind={kind} label={label} error={error} {...bind(key)} />
  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          {field('age', 'Your age', 'integer', errors.age)}
          {field('retire', 'Retirement age', 'integer', errors.retirementAge)}
          {field('life', 'Life expectancy', 'integer', errors.lifeExpectancy)}
          {field('expense', 'Monthly household expense today', 'amount', errors.monthlyExpense)}
          {field('savings', 'Savings set aside for retirement', 'amount', errors.currentSavings)}
          {field('inflation', 'Inflation', 'decimal', errors.inflation)}
          {field('pre', 'Return on savings before retirement', 'decimal', errors.preRetirementReturn)}
          {field('post', 'Return on the corpus after retirement', 'decimal', errors.postRetirementReturn)}
        </>
      }
    >
      {result.ok ? (
        <>
          <dl className="grid gap-2">
            <Figure strong label="Corpus needed at retirement" {...money(result.value.corpusNeeded)} />
            <Figure strong label="Monthly saving needed" {...money(result.value.monthlySaving)} />
            <Figure
              label="Monthly expense at retirement"
              {...money(result.value.monthlyExpenseAtRetirement)}
            />
            <Figure
              label={`Your present savings, grown by ${toInput(values).retirementAge}`}
              {...money(result.value.savingsAtRetirement)}
            />
            <Figure label="Shortfall" {...money(result.value.shortfall)} />
          </dl>
          <BarChart
            title="Your retirement savings by age"
            assumption={chartAssumption.retirement(toInput(values), result.value.monthlySaving)}
            firstColumn="Age"
            legend={['Saving', 'Drawing down']}
            // Saving and drawing down in two colours: each year's value is one part or the other.
            bars={result.value.series.map((year) => ({
              label: String(year.age),
              parts: year.phase === 'saving' ? [year.value, 0] : [0, year.value],
            }))}
            marker={{
              at: String(toInput(values).retirementAge),
              label: `Retire at ${toInput(values).retirementAge}`,
            }}
          />
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
