'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { formatRupees } from '@/domain/format'
import { calculateSmoking, type ISmokingInput } from '@/domain/calculators/smoking'

import { BarChart, money } from './Chart'
import {
  CalculatorLayout,
  Figure,
  FixFields,
  NumberField,
  type TNumberKind,
  type TCalculatorProps,
} from './Fields'
import { toNumber, toOptional, useQueryInputs } from './useQueryInputs'

const DEFAULTS = {
  perDay: '10',
  price: '20',
  years: '20',
  rise: '10',
  rate: '10',
  premium: '',
  term: '',
}

const toInput = (v: typeof DEFAULTS): ISmokingInput => ({
  cigarettesPerDay: toNumber(v.perDay),
  pricePerCigarette: toNumber(v.price),
  years: toNumber(v.years),
  priceIncrease: toNumber(v.rise),
  annualReturn: toNumber(v.rate),
  annualPremium: toOptional(v.premium),
  policyTerm: toOptional(v.term),
})

export default function SmokingCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateSmoking(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateSmoking(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok
      ? `You would spend ${formatRupees(done.value.totalSpent)}; invested, it would grow to ${formatRupees(done.value.investedValue)}.`
      : null
  const field = (
    key: keyof typeof DEFAULTS,
    label: string,
    kind: TNumberKind,
    error?: string,
    suffix?: string,
  ) => <NumberField kind={kind} label={label} suffix={suffix} error={error} {...bind(key)} />
  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          {field('perDay', 'Cigarettes a day', 'integer', errors.cigarettesPerDay)}
          {field('price', 'Price of one cigarette', 'amount', errors.pricePerCigarette)}
          {field('years', 'For how many years', 'integer', errors.years, 'years')}
          {field('rise', 'Yearly price rise', 'decimal', errors.priceIncrease, '% a year')}
          {field('rate', 'Return if the money were invested', 'decimal', errors.annualReturn, '% a year')}
          <fieldset className="grid gap-4 rounded-md border border-gray-200 p-3">
            <legend className="px-1 font-semibold text-brand-900">Term insurance (optional)</legend>
            {field('premium', "A non-smoker's annual premium", 'amount', errors.annualPremium)}
            {field('term', 'Policy term', 'integer', errors.policyTerm, 'years')}
          </fieldset>
        </>
      }
    >
      {result.ok ? (
        <>
          <dl className="grid gap-2">
            <Figure strong label="Money spent on smoking" {...money(result.value.totalSpent)} />
            <Figure strong label="What it could have grown to" {...money(result.value.investedValue)} />
            <Figure label="Spent in the first year" {...money(result.value.firstYearSpend)} />
            {result.value.premium ? (
              <>
                <Figure
                  label="Illustrative smoker's annual premium"
                  {...money(result.value.premium.smoker)}
                />
                <Figure
                  label={`Extra premium over ${result.value.premium.policyTerm} years`}
                  {...money(result.value.premium.extraOverTerm)}
                />
              </>
            ) : null}
          </dl>
          <BarChart
            title="Spent on smoking and what it could have grown to"
            assumption={chartAssumption.smoking(toInput(values))}
            firstColumn="Year"
            legend={['Spent', 'Growth']}
            bars={result.value.series.map((year) => ({
              label: String(year.year),
              parts: [year.spent, Math.max(0, year.value - year.spent)],
            }))}
          />
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
