'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { formatRupees } from '@/domain/format'
import { calculateSavings, type ISavingsInput, type TSavingsMode } from '@/domain/calculators/savings'

import { BarChart, money } from './Chart'
import {
  CalculatorLayout,
  ChoiceField,
  Figure,
  FixFields,
  NumberField,
  type TCalculatorProps,
} from './Fields'
import { toNumber, useQueryInputs } from './useQueryInputs'

const DEFAULTS = { mode: 'invest', amount: '5,000', years: '15', rate: '12', age: '30' }

const toInput = (v: typeof DEFAULTS): ISavingsInput => ({
  mode: v.mode as TSavingsMode,
  amount: toNumber(v.amount),
  years: toNumber(v.years),
  annualReturn: toNumber(v.rate),
  entryAge: toNumber(v.age),
})

export default function SavingsCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateSavings(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateSavings(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok
      ? `Invest ${formatRupees(done.value.monthlyInvestment)} a month to have ${formatRupees(done.value.futureValue)}.`
      : null
  const goal = values.mode === 'goal'
  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          <ChoiceField
            label="I want to know"
            options={[
              ['invest', 'What my monthly saving grows to'],
              ['goal', 'The monthly saving for a goal'],
            ]}
            error={errors.mode}
            {...bind('mode')}
          />
          <NumberField
            kind="amount"
            label={goal ? 'Goal amount' : 'Monthly investment'}
            error={errors.amount}
            {...bind('amount')}
          />
          <NumberField
            kind="integer"
            label="For how many years"
            suffix="years"
            error={errors.years}
            {...bind('years')}
          />
          <NumberField
            kind="decimal"
            label="Expected return"
            suffix="% a year"
            error={errors.annualReturn}
            {...bind('rate')}
          />
          <NumberField
            kind="integer"
            label="Your age today"
            suffix="years"
            hint="Between 25 and 50."
            error={errors.entryAge}
            {...bind('age')}
          />
        </>
      }
    >
      {result.ok ? (
        <>
          <dl className="grid gap-2">
            {goal ? (
              <Figure strong label="Monthly investment needed" {...money(result.value.monthlyInvestment)} />
            ) : (
              <Figure strong label="Your savings will grow to" {...money(result.value.futureValue)} />
            )}
            <Figure label="Total invested" {...money(result.value.invested)} />
            <Figure label="Growth" {...money(result.value.gains)} />
          </dl>
          <BarChart
            title="Invested and growth, year by year"
            assumption={chartAssumption.savings(toInput(values).annualReturn)}
            firstColumn="Year"
            legend={['Invested', 'Growth']}
            bars={result.value.series.map((year) => ({
              label: String(year.year),
              parts: [year.invested, year.value - year.invested],
            }))}
          />
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
