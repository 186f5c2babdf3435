'use client'

import { formatRupees } from '@/domain/calculators/money'
import { calculateSavings, type ISavingsInput, type TSavingsMode } from '@/domain/calculators/savings'

import { BarChart, money } from './Chart'
import { CalculatorLayout, ChoiceField, Figure, FixFields, NumberField } from './Fields'
import { toNumber, useQueryInputs } from './useQueryInputs'

const DEFAULTS = { mode: 'invest', amount: '5,000', years: '15', rate: '12', age: '30' }

const toInput = (v: typeof DEFAULTS): ISavingsInput => ({
  mode: v.mode as TSavingsMode,
  amount: toNumber(v.amount),
  years: toNumber(v.years),
  annualReturn: toNumber(v.rate),
  entryAge: toNumber(v.age),
})

export default function SavingsCalculator({ name }: { name: string }) {
  const { values, set, settled } = useQueryInputs(DEFAULTS)
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
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          <ChoiceField
            name="mode"
            label="I want to know"
            options={[
              ['invest', 'What my monthly saving grows to'],
              ['goal', 'The monthly saving for a goal'],
            ]}
            value={values.mode}
            error={errors.mode}
            onChange={(value) => set('mode', value)}
          />
          <NumberField
            kind="amount"
            prefix="₹"
            name="amount"
            label={goal ? 'Goal amount' : 'Monthly investment'}
            value={values.amount}
            error={errors.amount}
            onChange={(value) => set('amount', value)}
          />
          <NumberField
            kind="integer"
            name="years"
            label="For how many years"
            suffix="years"
            value={values.years}
            error={errors.years}
            onChange={(value) => set('years', value)}
          />
          <NumberField
            kind="decimal"
            name="rate"
            label="Expected return"
            suffix="% a year"
            value={values.rate}
            error={errors.annualReturn}
            onChange={(value) => set('rate', value)}
          />
          <NumberField
            kind="integer"
            name="age"
            label="Your age today"
            suffix="years"
            hint="Between 25 and 50."
            value={values.age}
            error={errors.entryAge}
            onChange={(value) => set('age', value)}
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
