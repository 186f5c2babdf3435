'use client'

import { chartAssumption } from '@/domain/calculators/assumptions'
import { calculateHlv, type IHlvInput } from '@/domain/calculators/hlv'
import { formatRupees } from '@/domain/format'

import { BarChart, money } from './Chart'
import {
  CalculatorLayout,
  Figure,
  FixFields,
  PlannerField,
  type TNumberKind,
  type TCalculatorProps,
} from './Fields'
import { toNumber, useQueryInputs } from './useQueryInputs'

const DEFAULTS = {
  income: '12,00,000',
  expenses: '3,00,000',
  age: '35',
  retire: '60',
  loans: '20,00,000',
  cover: '50,00,000',
  savings: '5,00,000',
  growth: '6',
  discount: '8',
}

const toInput = (v: typeof DEFAULTS): IHlvInput => ({
  annualIncome: toNumber(v.income),
  annualExpenses: toNumber(v.expenses),
  age: toNumber(v.age),
  retirementAge: toNumber(v.retire),
  liabilities: toNumber(v.loans),
  existingCover: toNumber(v.cover),
  savings: toNumber(v.savings),
  incomeGrowth: toNumber(v.growth),
  discountRate: toNumber(v.discount),
})

export default function HlvCalculator({ name, quote }: TCalculatorProps) {
  const { values, settled, bind } = useQueryInputs(DEFAULTS)
  const result = calculateHlv(toInput(values))
  const errors = result.ok ? {} : result.errors
  const done = calculateHlv(toInput(settled))
  const describe = (done: typeof result): string | null =>
    done.ok
      ? `Human life value ${formatRupees(done.value.humanLifeValue)}; additional cover needed ${formatRupees(done.value.coverNeeded)}.`
      : null
  const field = (key: keyof typeof DEFAULTS, label: string, kind: TNumberKind, error?: string) => (
    <PlannerField kind={kind} label={label} error={error} {...bind(key)} />
  )
  return (
    <CalculatorLayout
      name={name}
      quote={quote}
      handoff={(now) =>
        now.ok
          ? { sumAssured: now.value.coverNeeded, years: toInput(values).retirementAge - toInput(values).age }
          : null
      }
      describe={describe}
      result={result}
      settled={done}
      inputs={
        <>
          {field('income', 'Your annual income', 'amount', errors.annualIncome)}
          {field('expenses', 'Your own yearly expenses', 'amount', errors.annualExpenses)}
          {field('age', 'Your age', 'integer', errors.age)}
          {field('retire', 'Retirement age', 'integer', errors.retirementAge)}
          {field('loans', 'Loans outstanding (home, car, personal)', 'amount', errors.liabilities)}
          {field('cover', 'Life cover you already have', 'amount', errors.existingCover)}
          {field('savings', 'Savings and investments', 'amount', errors.savings)}
          {field('growth', 'Yearly income growth', 'decimal', errors.incomeGrowth)}
          {field('discount', 'Discount rate', 'decimal', errors.discountRate)}
        </>
      }
    >
      {result.ok ? (
        <>
          <dl className="grid gap-2">
            <Figure strong label="Additional life cover to consider" {...money(result.value.coverNeeded)} />
            <Figure label="Your human life value" {...money(result.value.humanLifeValue)} />
            <Figure label="Value of the income your family would lose" {...money(result.value.incomeValue)} />
          </dl>
          <BarChart
            title="Income your family would lose, in today's money, by your age"
            assumption={chartAssumption.hlv(toInput(values))}
            firstColumn="Age"
            legend={['Value so far']}
            bars={result.value.series.map((year) => ({ label: String(year.age), parts: [year.cumulative] }))}
          />
        </>
      ) : (
        <FixFields />
      )}
    </CalculatorLayout>
  )
}
