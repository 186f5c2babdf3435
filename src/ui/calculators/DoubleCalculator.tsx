'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { calculateDoubleYourMoney, type IDoubleInput, type TDoubleMode } from '@/domain/calculators/double'

import { BarChart, money } from './Chart'
import {
  CalculatorLayout,
  ChoiceField,
  Figure,
  FixFields,
  NumberField,
  type TCalculatorProps,
} from './Fields'
import { toNumber, toOptional, useQueryInputs } from './useQueryInputs'

const DEFAULTS = { mode: 'years', rate: '7', years: '10', amount: '1,00,000' }

const toInput = (v: typeof DEFAULTS): IDoubleInput =>
  v.mode === 'rate'
    ? { mode: 'rate', years: toNumber(v.years), amount: toOptional(v.amount) }
    : { mode: v.mode as TDoubleMode, annualRate: toNumber(v.rate), amount: toOptional(v.amount) }

const twoPlaces = (value: number) => value.toFixed(2)

export default function DoubleCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateDoubleYourMoney(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateDoubleYourMoney(toInput(settled))
  const describe = (done: typeof result): string | null =>
    !done.ok
      ? null
      : done.value.mode === 'years'
        ? `Your money doubles in ${twoPlaces(done.value.years)} years.`
        : `You need ${twoPlaces(done.value.annualRate)}% a year.`
  const byRate = values.mode !== 'rate'
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
              ['years', 'How long it takes to double'],
              ['rate', 'The return that doubles it in time'],
            ]}
            error={errors.mode}
            {...bind('mode')}
          />
          {byRate ? (
            <NumberField
              kind="decimal"
              label="Expected return"
              suffix="% a year"
              error={errors.annualRate}
              {...bind('rate')}
            />
          ) : (
            <NumberField
              kind="integer"
              label="Years you have"
              suffix="years"
              error={errors.years}
              {...bind('years')}
            />
          )}
          <NumberField
            kind="amount"
            label="Amount invested (optional)"
            error={errors.amount}
            {...bind('amount')}
          />
        </>
      }
    >
      {result.ok ? (
        <>
          <dl className="grid gap-2">
            {result.value.mode === 'years' ? (
              <>
                <Figure strong label="Years to double" value={`${twoPlaces(result.value.years)} years`} />
                <Figure label="By the rule of 72" value={`${twoPlaces(result.value.ruleOf72Years)} years`} />
              </>
            ) : (
              <>
                <Figure
                  strong
                  label="Return needed"
                  value={`${twoPlaces(result.value.annualRate)}% a year`}
                />
                <Figure label="By the rule of 72" value={`${twoPlaces(result.value.ruleOf72Rate)}% a year`} />
              </>
            )}
            <Figure label="Your amount doubled" {...money(result.value.amount * 2)} />
          </dl>
          <BarChart
            title="Your money, year by year"
            assumption={chartAssumption.double(result.value.annualRate, result.value.amount)}
            firstColumn="Year"
            legend={['Value']}
            bars={result.value.series.map((year) => ({ label: String(year.year), parts: [year.value] }))}
          />
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
