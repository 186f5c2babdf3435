'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { calculateHra, type IHraInput, type THraLimit } from '@/domain/calculators/hra'
import { formatRupees } from '@/domain/format'
import { FINANCIAL_YEARS, TAX_YEARS, type TFinancialYear } from '@/domain/calculators/tax-rules'

import { BarChart, money } from './Chart'
import {
  CalculatorLayout,
  Figure,
  FixFields,
  NumberField,
  SelectField,
  type TCalculatorProps,
} from './Fields'
import { CITY_OPTIONS } from './options'
import { toNumber, useQueryInputs } from './useQueryInputs'

const DEFAULTS = {
  fy: FINANCIAL_YEARS[FINANCIAL_YEARS.length - 1] as string,
  basic: '6,00,000',
  hra: '3,00,000',
  rent: '2,40,000',
  city: 'Mumbai',
}

const LIMIT_LABELS: Record<THraLimit, string> = {
  actualHra: 'HRA received',
  rentOverTenPercent: 'Rent paid minus 10% of salary',
  salaryPercent: 'Share of salary for your city',
}

const toInput = (v: typeof DEFAULTS): IHraInput => ({
  fy: v.fy as TFinancialYear,
  basicSalary: toNumber(v.basic),
  hraReceived: toNumber(v.hra),
  rentPaid: toNumber(v.rent),
  city: v.city,
})

export default function HraCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateHra(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateHra(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok
      ? `Exempt HRA ${formatRupees(done.value.exempt)}; taxable HRA ${formatRupees(done.value.taxable)}.`
      : null
  const amount = (key: 'basic' | 'hra' | 'rent', label: string, error?: string) => (
    <NumberField kind="amount" label={label} error={error} {...bind(key)} />
  )
  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          <SelectField
            label="Financial year"
            options={FINANCIAL_YEARS.map((fy) => [fy, TAX_YEARS[fy].label] as const)}
            error={errors.fy}
            {...bind('fy')}
          />
          {amount('basic', 'Basic salary plus DA a year', errors.basicSalary)}
          {amount('hra', 'HRA received a year', errors.hraReceived)}
          {amount('rent', 'Rent paid a year', errors.rentPaid)}
          <SelectField
            label="City you live in"
            options={CITY_OPTIONS}
            error={errors.city}
            {...bind('city')}
          />
        </>
      }
    >
      {result.ok ? (
        <>
          <dl className="grid gap-2">
            <Figure strong label="HRA exempt from tax" {...money(result.value.exempt)} />
            <Figure label="HRA taxable" {...money(result.value.taxable)} />
          </dl>
          <p className="mt-3 text-sm text-muted">
            The exemption is the least of the three limits below ({result.value.metro ? '50%' : '40%'} of
            salary in {result.value.metro ? 'a listed metro' : 'your city'}).
          </p>
          <BarChart
            title="The three limits"
            assumption={chartAssumption.hra()}
            firstColumn="Limit"
            legend={['Amount']}
            bars={(Object.keys(LIMIT_LABELS) as THraLimit[]).map((limit) => ({
              label: LIMIT_LABELS[limit],
              parts: [result.value.limits[limit]],
            }))}
          />
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
